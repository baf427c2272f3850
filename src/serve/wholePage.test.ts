import { describe, expect, it } from 'vitest'
import { asWholePage, wholePage } from './wholePage.ts'

const page = '<!doctype html><html><body><h1>Prix « été »</h1></body></html>'

/** What srvx's Node adapter takes from a response to send it (src/serve/site.server.ts serves through it). */
const prepared = (response: Response) =>
  (response as unknown as { _toNodeResponse(): { body: unknown; headers: string[] } })._toNodeResponse()

describe('wholePage', () => {
  it('is sent as its string with its length in bytes, though its body was asked for', () => {
    const response = wholePage(page, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })
    // Start asks every response for its body; asking must not turn the page into a stream to send.
    expect(response.body).toBeInstanceOf(ReadableStream)
    const sent = prepared(response)
    expect(sent.body).toBe(page)
    const length = sent.headers[sent.headers.indexOf('content-length') + 1]
    expect(Number(length)).toBe(Buffer.byteLength(page))
  })

  it('reads as the page, through its body or its text', async () => {
    const streamed = wholePage(page, { status: 404 })
    expect(streamed.status).toBe(404)
    expect(await new Response(streamed.body).text()).toBe(page)
    expect(await wholePage(page, {}).text()).toBe(page)
  })

  it('is the page again when a step rebuilt the platform response around its unread body', () => {
    const original = wholePage(page, { status: 200, headers: { 'cache-control': 'no-store' } })
    // What Start does when a loader set a header: a new Response over the same body stream.
    const rebuilt = new Response(original.body, { status: 201, headers: { 'set-cookie': 'a=1' } })
    const again = asWholePage(rebuilt)
    expect(again).not.toBe(rebuilt)
    expect(again.status).toBe(201)
    expect(again.headers.get('set-cookie')).toBe('a=1')
    const sent = prepared(again)
    expect(sent.body).toBe(page)
    expect(Number(sent.headers[sent.headers.indexOf('content-length') + 1])).toBe(Buffer.byteLength(page))
  })

  it('leaves any other response, and a page whose body was read, as they are', async () => {
    const other = new Response('plain')
    expect(asWholePage(other)).toBe(other)
    const read = new Response(wholePage(page, {}).body)
    await read.text()
    expect(asWholePage(read)).toBe(read)
  })
})
