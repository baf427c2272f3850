/**
 * The cache bench's baseline: node:http answering one fixed response, the body in the file named by
 * PLAIN_BODY and the headers (JSON pairs) in PLAIN_HEADERS: the same bytes a cache hit sends, security
 * headers included. Its own process, like the site, so neither side shares an event loop with the
 * load generator. Prints `READY <url>` (scripts/stack.ts startProcess waits for it).
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

const body = readFileSync(process.env.PLAIN_BODY ?? '')
const headers = (JSON.parse(process.env.PLAIN_HEADERS ?? '[]') as [string, string][]).flat()
const server = createServer((_req, res) => {
  res.writeHead(200, headers)
  res.end(body)
})
server.listen(0, '127.0.0.1', () => {
  console.log(`READY http://127.0.0.1:${(server.address() as AddressInfo).port}`)
})
