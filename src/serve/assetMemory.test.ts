/** The build's hashed files from memory (decision 280), on a real Node server with a temporary build. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { assetMemory } from './assetMemory.ts'

const source = 'export const answer = 42\n'.repeat(40)
let dir: string
let server: Server
let base: string
let leftToSrvx = 0

interface Answer {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: Buffer
}

function ask(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const parts: Buffer[] = []
      res.on('data', (part: Buffer) => parts.push(part))
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      )
    })
    req.on('error', fail)
    req.end()
  })
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'asset-memory-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets/app-AbCdEf12.js'), source)
  writeFileSync(join(dir, 'assets/app-AbCdEf12.js.br'), brotliCompressSync(source))
  writeFileSync(join(dir, 'assets/app-AbCdEf12.js.gz'), gzipSync(source))
  writeFileSync(join(dir, 'assets/tiny-ZyXwVu98.css'), 'a{color:red}')
  writeFileSync(join(dir, 'assets/notes.txt'), 'not hashed')
  const memory = assetMemory(dir, 'https://www.example.com')
  server = createServer((req, res) => {
    if (memory.hit(req, res, 'req-1')) return
    leftToSrvx++
    res.writeHead(404).end()
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await new Promise((ok) => server.close(ok))
  rmSync(dir, { recursive: true, force: true })
})

it('sends the build’s brotli copy to a browser, with the security headers and an immutable lifetime', async () => {
  const answer = await ask('/assets/app-AbCdEf12.js', { 'accept-encoding': 'gzip, deflate, br' })
  expect(answer.status).toBe(200)
  expect(answer.headers['content-encoding']).toBe('br')
  expect(answer.body.equals(brotliCompressSync(source))).toBe(true)
  expect(answer.headers['content-length']).toBe(String(answer.body.length))
  expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
  expect(answer.headers['cache-control']).toContain('immutable')
  expect(answer.headers.vary).toBe('Accept-Encoding')
  expect(answer.headers['x-frame-options']).toBe('DENY')
  expect(answer.headers['strict-transport-security']).toContain('max-age')
  expect(answer.headers['content-security-policy']).toContain("default-src 'none'")
  expect(answer.headers['x-request-id']).toBe('req-1')
})

it('sends gzip or the plain file to clients that ask for them', async () => {
  const gzip = await ask('/assets/app-AbCdEf12.js', { 'accept-encoding': 'gzip' })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(gzip.body.equals(gzipSync(source))).toBe(true)
  const plain = await ask('/assets/app-AbCdEf12.js?v=2')
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body.toString()).toBe(source)
  // A file the build did not compress goes as it is, even to a browser.
  const css = await ask('/assets/tiny-ZyXwVu98.css', { 'accept-encoding': 'br' })
  expect(css.headers['content-encoding']).toBeUndefined()
  expect(css.body.toString()).toBe('a{color:red}')
})

it('answers a revalidation 304 for its encoding’s ETag, and HEAD without a body', async () => {
  const first = await ask('/assets/app-AbCdEf12.js', { 'accept-encoding': 'br' })
  const etag = String(first.headers.etag)
  const again = await ask('/assets/app-AbCdEf12.js', { 'accept-encoding': 'br', 'if-none-match': etag })
  expect(again.status).toBe(304)
  expect(again.body.length).toBe(0)
  // The plain file's ETag is another: a 200 with the body.
  const other = await ask('/assets/app-AbCdEf12.js', { 'if-none-match': etag })
  expect(other.status).toBe(200)
  const head = await ask('/assets/app-AbCdEf12.js', { 'accept-encoding': 'br' }, 'HEAD')
  expect(head.status).toBe(200)
  expect(head.headers['content-length']).toBe(first.headers['content-length'])
  expect(head.body.length).toBe(0)
})

it('leaves ranges, unknown and unhashed files and other methods to srvx', async () => {
  const before = leftToSrvx
  await ask('/assets/app-AbCdEf12.js', { range: 'bytes=0-9' })
  await ask('/assets/missing-AbCdEf12.js')
  await ask('/assets/notes.txt')
  await ask('/assets/app-AbCdEf12.js', {}, 'POST')
  await ask('/studio')
  expect(leftToSrvx - before).toBe(5)
})
