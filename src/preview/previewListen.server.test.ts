import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { listenerErrorFrom } from '../../models/previewListener.ts'
import { pageQuery } from '../../services/content/queries.ts'
import { listenPreview, listenUrl } from './previewListen.server.ts'

/** A fake CMS listener: records requests, lets the test write events and end the stream. */
let upstream: ReturnType<typeof createServer>
const requests: IncomingMessage[] = []
const streams: ServerResponse[] = []
const closed: boolean[] = []
/** The status the next listen request gets; 200 opens a stream. */
let answer = 200

beforeAll(async () => {
  upstream = createServer((req, res) => {
    requests.push(req)
    if (answer !== 200) {
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{"error":"bad"}')
      return
    }
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

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  answer = 200
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
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

/** The typed errors the browser would revive from the stream's `listenerError` events. */
const errorsIn = (text: string) =>
  [...text.matchAll(/^event: listenerError\ndata: (.*)$/gm)].map((m) => listenerErrorFrom(m[1] ?? ''))

const open = (request = { contentType: 'features' as const, product: 'studio' as const }) =>
  listenPreview(request, new AbortController().signal).getReader()

describe('the preview listener', () => {
  it("listens on the page's own query and parameters, with the server token", () => {
    const { url, token } = listenUrl({ contentType: 'features', product: 'studio' })
    const parsed = new URL(url)
    expect(parsed.pathname).toBe('/v2021-10-21/data/listen/production')
    expect(parsed.searchParams.get('query')).toBe(pageQuery('features'))
    expect(parsed.searchParams.get('$contentType')).toBe('"features"')
    expect(parsed.searchParams.get('$product')).toBe('"studio"')
    expect(parsed.searchParams.get('$slug')).toBe('null')
    expect(token).toBe('server-only-token')
  })

  it('passes events on without document bodies; a CMS that ends the stream is a connection error', async () => {
    const reader = open()
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
    await readUntil(reader, 'listenerError', seen)
    expect(errorsIn(seen.all).map((e) => e._tag)).toEqual(['ListenerConnectionError'])
    await expect(reader.read()).resolves.toMatchObject({ done: true })
  })

  it("refuses a listener URL over 14,800 characters with 'Query too large for listener', asking nothing", async () => {
    const before = requests.length
    const reader = open({ contentType: 'campaign', slug: 'x'.repeat(15_000) } as never)
    const text = await readUntil(reader, 'listenerError')
    const [error] = errorsIn(text)
    expect(error?._tag).toBe('ListenerQueryTooLarge')
    expect(error?.message).toBe('Query too large for listener')
    expect(requests.length).toBe(before)
    expect(() => listenUrl({ contentType: 'campaign', slug: 'x'.repeat(15_000) })).toThrow(
      'Query too large for listener',
    )
    // Just under the limit is still listened to.
    expect(() => listenUrl({ contentType: 'campaign', slug: 'x'.repeat(2_000) })).not.toThrow()
  })

  it('reports channel errors and disconnects with their own tags and ends the stream', async () => {
    for (const [event, data, tag, message] of [
      [
        'channelError',
        '{"message":"Query is not listenable"}',
        'ListenerChannelError',
        'Query is not listenable',
      ],
      [
        'disconnect',
        '{"reason":"forbidden"}',
        'ListenerDisconnectError',
        'Server disconnected client: forbidden',
      ],
    ] as const) {
      const reader = open()
      const seen = { all: '' }
      await readUntil(reader, 'event: welcome', seen)
      const index = streams.length - 1
      streams[index]?.write(`event: ${event}\ndata: ${data}\n\n`)
      await readUntil(reader, 'listenerError', seen)
      expect(errorsIn(seen.all).map((e) => [e._tag, e.message])).toEqual([[tag, message]])
      await expect(reader.read()).resolves.toMatchObject({ done: true })
      await expect.poll(() => closed[index]).toBe(true) // the CMS request is closed too
    }
  })

  it('reports an unreadable or error message as a message error and keeps listening', async () => {
    const reader = open()
    const seen = { all: '' }
    await readUntil(reader, 'event: welcome', seen)
    const cms = streams.at(-1) as ServerResponse
    cms.write('event: mutation\ndata: {not json\n\n')
    cms.write('event: error\ndata: {"message":"Too many events"}\n\n')
    cms.write('event: mutation\ndata: {"documentId":"page"}\n\n')
    await readUntil(reader, 'event: mutation', seen)
    expect(errorsIn(seen.all).map((e) => [e._tag, e.message])).toEqual([
      ['ListenerMessageError', "Unable to parse the listener's mutation message"],
      ['ListenerMessageError', 'Too many events'],
    ])
    await reader.cancel()
  })

  it('reports a refused or unreachable listener as a connection error (with the status when there is one)', async () => {
    answer = 400
    const refused = errorsIn(await readUntil(open(), 'listenerError'))
    expect(refused).toMatchObject([{ _tag: 'ListenerConnectionError', status: 400 }])
    const { port } = upstream.address() as AddressInfo
    process.env.SANITY_API_HOST = 'http://127.0.0.1:1'
    try {
      const unreachable = errorsIn(await readUntil(open(), 'listenerError'))
      expect(unreachable).toMatchObject([{ _tag: 'ListenerConnectionError', status: undefined }])
    } finally {
      process.env.SANITY_API_HOST = `http://127.0.0.1:${port}`
    }
  })

  it('closes the CMS request when the browser goes away', async () => {
    const browser = new AbortController()
    const reader = listenPreview({ contentType: 'features' }, browser.signal).getReader()
    await readUntil(reader, 'event: welcome')
    const index = streams.length - 1
    await reader.cancel()
    await expect.poll(() => closed[index]).toBe(true)
    expect(warn).not.toHaveBeenCalled()
  })
})
