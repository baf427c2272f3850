import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenPreview, listenUrl, previewListenQuery, previewRequestFor } from './previewContent.server.ts'

describe('previewRequestFor', () => {
  it('maps page paths to content requests and everything else to undefined', () => {
    expect(previewRequestFor('/')).toEqual({ contentType: 'homepage' })
    expect(previewRequestFor('/studio')).toEqual({ contentType: 'features', product: 'studio' })
    expect(previewRequestFor('/campaign/summer')).toMatchObject({ contentType: 'campaign', slug: 'summer' })
    for (const path of ['/studio/downloads', '/nope', '/studio/', '', '/hex-fx/tutorials']) {
      expect(previewRequestFor(path)).toBeUndefined()
    }
  })
})

/** A fake CMS listener: records requests, lets the test write events and end the stream. */
let upstream: ReturnType<typeof createServer>
const requests: IncomingMessage[] = []
const streams: ServerResponse[] = []
const closed: boolean[] = []

beforeAll(async () => {
  upstream = createServer((req, res) => {
    requests.push(req)
    const index = streams.push(res) - 1
    closed[index] = false
    res.on('close', () => {
      closed[index] = true
    })
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    res.write('event: welcome\ndata: {"listenerName":"L1"}\n\n')
  })
  await new Promise<void>((ok) => upstream.listen(0, '127.0.0.1', ok))
  const { port } = upstream.address() as AddressInfo
  process.env.SANITY_API_HOST = `http://127.0.0.1:${port}`
  process.env.SANITY_READ_TOKEN = 'server-only-token'
})
afterAll(async () => {
  delete process.env.SANITY_API_HOST
  delete process.env.SANITY_READ_TOKEN
  upstream.closeAllConnections()
  await new Promise((ok) => upstream.close(ok))
})

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string, seen = { all: '' }) {
  const decoder = new TextDecoder()
  while (!seen.all.includes(text)) {
    const { value, done } = await reader.read()
    if (done) break
    seen.all += decoder.decode(value)
  }
  return seen.all
}

describe('listenPreview', () => {
  it('asks the CMS with the server token and the page filter', () => {
    const { url, token } = listenUrl({ contentType: 'features', product: 'studio' })
    const parsed = new URL(url)
    expect(parsed.pathname).toBe('/v2021-10-21/data/listen/production')
    expect(parsed.searchParams.get('query')).toBe(previewListenQuery)
    expect(parsed.searchParams.get('$contentType')).toBe('"features"')
    expect(token).toBe('server-only-token')
  })

  it('passes events on without document bodies and ends when the CMS ends', async () => {
    const reader = listenPreview({ contentType: 'features' }, new AbortController().signal).getReader()
    const seen = { all: '' }
    await readUntil(reader, 'event: welcome', seen)
    expect(requests.at(-1)?.headers.authorization).toBe('Bearer server-only-token')
    const cms = streams.at(-1) as ServerResponse
    cms.write(': keep-alive\n\n')
    cms.write(
      'event: mutation\nid: tx#drafts.page\ndata: {"documentId":"drafts.page","result":{"title":"secret draft"}}\n\n',
    )
    await readUntil(reader, 'event: mutation', seen)
    expect(seen.all).toBe('event: welcome\ndata: {}\n\n: keep-alive\n\nevent: mutation\ndata: {}\n\n')
    cms.end()
    await expect(reader.read()).resolves.toMatchObject({ done: true })
  })

  it('closes the CMS request when the browser goes away', async () => {
    const browser = new AbortController()
    const reader = listenPreview({ contentType: 'features' }, browser.signal).getReader()
    await readUntil(reader, 'event: welcome')
    const index = streams.length - 1
    await reader.cancel()
    await expect.poll(() => closed[index]).toBe(true)
  })
})
