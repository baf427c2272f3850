/**
 * Preview listening replayed in Chromium against the running site: every state and transition of
 * machines/previewListening.model.ts, through the preview bar the root route renders in preview
 * (src/browser/PreviewMode.tsx). The test holds every draft fetch (`/api/preview/page`) until the path
 * says how it ends, and serves the live listener itself: each `/api/preview/listen` request goes to an
 * event stream of the test's own, which sends mutations and the proxy's typed failures, or ends. The
 * browser clock (Playwright's, otherwise at real time) stands still while a lost connection waits out
 * its reconnect delay, so the replay sees `reconnecting` before it lets the second pass. Only the
 * browser's requests are held or redirected, so the replay runs the same against a deployment
 * (`npm run test:paths -- previewListening`, with its preview secret in TEST_PATHS_PREVIEW_SECRET).
 */
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Request, Route } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { previewListeningModel } from '../../../machines/previewListening.model.ts'
import { listenerReconnectDelayMs } from '../../../machines/previewListening.ts'
import {
  ListenerChannelError,
  ListenerConnectionError,
  ListenerDisconnectError,
  type ListenerError,
  ListenerMessageError,
  ListenerQueryTooLarge,
  listenerErrorBlock,
} from '../../../models/previewListener.ts'
import { describeModel } from '../../model/harness.ts'
import type { ReplayEnv } from '../../paths/env.ts'
import type { PageHandle } from './browser.ts'

const start = '/studio'

interface Stream {
  readonly path: string
  readonly response: ServerResponse
  open: boolean
}

interface HeldFetch {
  readonly route: Route
  readonly request: Request
}

interface Sut {
  readonly handle: PageHandle
  /** Draft fetches the test holds, by arrival; an aborted one leaves the list. */
  readonly fetches: HeldFetch[]
  fetchCount: number
  readonly warnings: string[]
  /** The path whose page is on screen. */
  path: string
  lastError: ListenerError | undefined
}

const streams: Stream[] = []
const openStreams = (path: string) => streams.filter((s) => s.open && s.path === path)
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://test').searchParams.get('path') ?? ''
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' })
  response.write('event: welcome\ndata: {}\n\n')
  const stream: Stream = { path, response, open: true }
  streams.push(stream)
  request.on('close', () => {
    stream.open = false
  })
})

const status = (h: PageHandle) => h.page.locator('.preview-bar__status').getAttribute('data-status')
/** What the preview bar says, as the report's step. */
const says = async (h: PageHandle) =>
  `the preview bar says “${await h.page.locator('.preview-bar__status').textContent()}”`
const revision = (h: PageHandle) =>
  h.page.evaluate(() => Number(document.documentElement.dataset.previewRevision ?? -1))

/** The one stream open for the page on screen. */
async function stream(sut: Sut): Promise<Stream> {
  await expect.poll(() => openStreams(sut.path).length).toBe(1)
  return openStreams(sut.path)[0] as Stream
}

async function fail(sut: Sut, error: ListenerError): Promise<void> {
  sut.lastError = error
  ;(await stream(sut)).response.write(listenerErrorBlock(error))
}

/** The listener reports `error` and listening stops until a retry. */
async function halt(sut: Sut, error: ListenerError): Promise<void> {
  await fail(sut, error)
  await expect.poll(() => status(sut.handle)).toBe('halted')
}

/** A new fetch arrives (a refetch restarts: the stale one is aborted and leaves the list). */
async function nextFetch(sut: Sut, before: number): Promise<void> {
  await expect.poll(() => sut.fetchCount).toBeGreaterThan(before)
  await expect.poll(() => sut.fetches.length).toBe(1)
}

/**
 * Stops the page's clock a moment ahead of its own time. `pauseAt` refuses a time already past, which a
 * busy machine can make of any margin, so it asks the page again until one is still ahead.
 */
async function stopClock(page: PageHandle['page']): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250)
      return
    } catch (error) {
      if (tries >= 20 || !String(error).includes('past')) throw error
    }
  }
}

export function describePreviewListening(handle: PageHandle, env: ReplayEnv) {
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    for (const s of streams) s.response.end()
    await new Promise((resolve) => server.close(resolve))
  })

  describeModel<Sut>({
    name: 'previewListening-browser',
    model: previewListeningModel,
    paths: 'walks',
    timeout: 300_000,
    hooks: env.hooks,
    setup: async () => {
      const { page, context } = handle
      const sut: Sut = { handle, fetches: [], fetchCount: 0, warnings: [], path: start, lastError: undefined }
      page.on('console', (m) => m.type() === 'warning' && sut.warnings.push(m.text()))
      page.on('requestfailed', (request) => {
        const i = sut.fetches.findIndex((f) => f.request === request)
        if (i >= 0) sut.fetches.splice(i, 1)
      })
      await context.route('**/api/preview/page?*', (route) => {
        sut.fetchCount += 1
        sut.fetches.push({ route, request: route.request() })
      })
      await context.route('**/api/preview/listen?*', (route) => {
        const url = new URL(route.request().url())
        return route.continue({ url: `${base}/listen${url.search}` })
      })
      await page.clock.install()
      const secret = encodeURIComponent(env.previewSecret())
      await page.goto(`/api/preview/enable?secret=${secret}&redirect=${start}`)
      return sut
    },
    states: {
      fetching: async (sut) => {
        await expect.poll(() => status(sut.handle)).toBe('loading')
        // The bar shows before the browser has sent its fetch: wait for the fetch to arrive.
        await expect
          .poll(() => sut.fetches.map((f) => new URL(f.request.url()).searchParams.get('path')))
          .toEqual([sut.path])
        expect(openStreams(sut.path)).toEqual([])
        return says(sut.handle)
      },
      'live.idle': async (sut) => {
        await expect.poll(() => status(sut.handle)).toBe('live')
        expect(sut.fetches).toEqual([])
        await stream(sut)
        return says(sut.handle)
      },
      'live.refetching': async (sut) => {
        await expect.poll(() => status(sut.handle)).toBe('updating')
        expect(sut.fetches).toHaveLength(1)
        await stream(sut)
        return says(sut.handle)
      },
      reconnecting: async (sut) => {
        await expect.poll(() => status(sut.handle)).toBe('reconnecting')
        expect(openStreams(sut.path)).toEqual([])
        return says(sut.handle)
      },
      halted: async (sut) => {
        await expect.poll(() => status(sut.handle)).toBe('halted')
        const text = await sut.handle.page.locator('.preview-bar__status').textContent()
        expect(text).toBe(`Live updates stopped: ${sut.lastError?.message}`)
        await expect(sut.handle.page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(1)
        await expect.poll(() => openStreams(sut.path).length).toBe(0)
        return says(sut.handle)
      },
      failed: async (sut) => {
        await expect.poll(() => status(sut.handle)).toBe('failed')
        await expect(sut.handle.page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(1)
        expect(openStreams(sut.path)).toEqual([])
        return says(sut.handle)
      },
      left: async (sut) => {
        // The page left cancelled its fetch and closed its listener; the next page has its own.
        await expect.poll(() => openStreams(start).length).toBe(0)
        await expect
          .poll(() => sut.fetches.filter((f) => f.request.url().includes(encodeURIComponent(start))).length)
          .toBe(0)
        await expect.poll(() => status(sut.handle)).toBe('loading')
        return `${start} left: its fetch and listener ended; ${sut.path} loads its own drafts`
      },
    },
    events: {
      'fetch.done': async (sut) => {
        const before = await revision(sut.handle)
        await (sut.fetches.shift() as HeldFetch).route.continue()
        await expect.poll(() => revision(sut.handle)).toBe(before + 1)
      },
      'fetch.fail': async (sut) => {
        const refetch = (await status(sut.handle)) === 'updating'
        await (sut.fetches.shift() as HeldFetch).route.fulfill({ status: 503, body: '' })
        if (refetch)
          await expect.poll(() => sut.warnings.some((w) => w.includes('[preview] refetch failed'))).toBe(true)
      },
      'listener.mutation': async (sut) => {
        const before = sut.fetchCount
        ;(await stream(sut)).response.write('event: mutation\ndata: {}\n\n')
        await nextFetch(sut, before)
      },
      'listener.messageError': async (sut) => {
        const before = sut.fetchCount
        await fail(sut, new ListenerMessageError('Unable to parse the message'))
        await nextFetch(sut, before)
      },
      'listener.connectionLost': async (sut) => {
        // The clock stands still, so the reconnect delay cannot pass before the check.
        const { page } = sut.handle
        await stopClock(page)
        ;(await stream(sut)).response.end()
        await expect.poll(() => status(sut.handle)).toBe('reconnecting')
      },
      'reconnect.elapsed': async (sut) => {
        await sut.handle.page.clock.runFor(listenerReconnectDelayMs)
        await sut.handle.page.clock.resume()
        await stream(sut)
      },
      'listener.refused': (sut) =>
        halt(sut, new ListenerConnectionError('The listener was refused (400)', 400)),
      'listener.disconnect': (sut) =>
        halt(sut, new ListenerDisconnectError('Server disconnected client: forbidden')),
      'listener.channelError': (sut) => halt(sut, new ListenerChannelError('Query is not listenable')),
      'listener.tooLarge': (sut) => halt(sut, new ListenerQueryTooLarge()),
      'page.loaded': async (sut) => {
        const before = sut.fetchCount
        // The same page loads again (its data is published data once more): the router's own reload.
        await sut.handle.page.evaluate(() => {
          // biome-ignore lint/suspicious/noExplicitAny: the router's own global in the browser
          void (window as any).__TSR_ROUTER__.invalidate()
        })
        await nextFetch(sut, before)
      },
      'page.left': async (sut) => {
        const { page } = sut.handle
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sample' }).click()
        await page.waitForURL((url) => url.pathname === '/sample')
        sut.path = '/sample'
      },
      'preview.retry': async (sut) => {
        const before = sut.fetchCount
        const failed = (await status(sut.handle)) === 'failed'
        await sut.handle.page.getByRole('button', { name: 'Try again' }).click()
        if (failed) await nextFetch(sut, before)
        else await stream(sut)
      },
    },
  })
}
