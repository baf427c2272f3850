import type { IncomingMessage, ServerResponse } from 'node:http'
import { expect, it, vi } from 'vitest'
import { invalidations } from '../content/invalidations.ts'
import { offerHeader } from './eligible.ts'
import { htmlCache } from './htmlCache.ts'

const stored = 'STOREDNONCEAAAAAAAAAAA=='
const page = (nonce: string) => `<html><script nonce="${nonce}">go()</script><p>Studio</p></html>`

/** A Node response that keeps what `end` got; the test decides when the socket has written it. */
function fakeResponse() {
  const sent: { bytes?: Buffer; written?: () => void } = {}
  const res = {
    writableFinished: false,
    writeHead: () => res,
    end(bytes?: Buffer, written?: () => void) {
      sent.bytes = bytes
      sent.written = () => {
        res.writableFinished = true
        written?.()
      }
    },
  }
  return { res: res as unknown as ServerResponse, sent }
}
const request = { method: 'GET', url: '/studio', headers: { host: 'site' } } as unknown as IncomingMessage

/** What the app answers for a page it offers to the cache. */
const offered = (body = page(stored)) =>
  new Response(body, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      [offerHeader]: JSON.stringify({ tags: ['s1:a'], nonce: stored }),
    },
  })
const site = {
  finish: (_request: Request, response: Response) => response,
  buildId: 'b1',
  siteUrl: 'https://site.example',
}

it('hands a hit’s copy of the page to the next hit only after the socket has written it', async () => {
  const cache = htmlCache({ render: async () => offered(), ...site })
  await cache.answer(new Request('http://site/studio'))

  const first = fakeResponse()
  expect(cache.hit(request, first.res)).toBe('hit')
  const second = fakeResponse()
  cache.hit(request, second.res)
  // The first copy is still the socket's: the second hit must not write its nonce into it.
  expect(second.sent.bytes).not.toBe(first.sent.bytes)
  const firstText = first.sent.bytes?.toString() ?? ''
  expect(firstText).not.toContain(stored)

  first.sent.written?.()
  const third = fakeResponse()
  cache.hit(request, third.res)
  expect(third.sent.bytes).toBe(first.sent.bytes)
  // Each answer reads as the page with one nonce of its own.
  const nonceOf = (text: string) => /nonce="([^"]+)"/.exec(text)?.[1] ?? ''
  const text = third.sent.bytes?.toString() ?? ''
  expect(text).toBe(page(nonceOf(text)))
  expect(nonceOf(text)).not.toBe(nonceOf(firstText))
  cache.close()
})

it('reports its size through sizes(): entries, and the bytes of their bodies, per layer', async () => {
  let renders = 0
  const cache = htmlCache({
    render: async (request) => {
      renders += 1
      return offered(page(stored) + new URL(request.url).pathname.repeat(100))
    },
    ...site,
  })
  const pages = async () => (await cache.sizes()).find((size) => size.layer === 'html pages')
  expect(await pages()).toMatchObject({ entries: 0, bytes: 0 })
  await cache.answer(new Request('http://site/a'))
  const one = await pages()
  expect(one?.entries).toBe(1)
  // The plain body at least, without its nonce, plus its deflated copy.
  expect(one?.bytes).toBeGreaterThan(page('').length + 200)
  await cache.answer(new Request('http://site/bb'))
  await cache.answer(new Request('http://site/a'))
  expect(renders).toBe(2)
  expect((await pages())?.entries).toBe(2)
  expect((await pages())?.bytes).toBeGreaterThan(one?.bytes ?? 0)
  cache.close()
})

it('re-renders stale pages in the background a few at a time, the page asked for last first', async () => {
  const held: Array<() => void> = []
  const started: string[] = []
  let rendered = 0
  let running = 0
  let most = 0
  let hold = false
  const cache = htmlCache({
    render: async (request) => {
      started.push(new URL(request.url).pathname)
      running += 1
      most = Math.max(most, running)
      if (hold) await new Promise<void>((go) => held.push(go))
      running -= 1
      rendered += 1
      return offered()
    },
    ...site,
    refreshes: 3,
  })
  const paths = Array.from({ length: 12 }, (_, i) => `/p${i}`)
  for (const path of paths) await cache.answer(new Request(`http://site${path}`))
  started.length = 0
  rendered = 0
  most = 0
  hold = true
  // A gap in the live events: every page is stale; a crawler asks for each of them at once.
  invalidations.gap(Date.now())
  const ask = (path: string) => cache.hit({ ...request, url: path } as IncomingMessage, fakeResponse().res)
  for (const path of paths) expect(ask(path)).toBe('stale')
  // The first three started at once; a visitor asks for one that waits: it goes next.
  expect(ask('/p5')).toBe('stale')
  const patiently = { timeout: 10_000 }
  await vi.waitFor(() => expect(held).toHaveLength(3), patiently)
  await new Promise((done) => setTimeout(done, 20))
  expect(started).toHaveLength(3)
  while (rendered < paths.length) {
    await vi.waitFor(() => expect(held.length).toBeGreaterThan(0), patiently)
    for (const go of held.splice(0)) go()
    await new Promise((done) => setTimeout(done, 5))
  }
  expect(most).toBe(3)
  expect(started.slice(0, 3).sort()).toEqual(['/p0', '/p1', '/p2'])
  expect(started[3]).toBe('/p5')
  expect([...started].sort()).toEqual([...paths].sort())
  // Stored once each render's answer is read: every page is fresh again.
  await vi.waitFor(() => expect(paths.map(ask)).toEqual(paths.map(() => 'hit')), patiently)
  cache.close()
})
