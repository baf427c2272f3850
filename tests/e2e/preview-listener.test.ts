/**
 * The browser's preview machine tells the listener's typed failures apart (decision 131): the listen
 * endpoint is answered by the test with each `listenerError` in turn, and the preview bar shows what
 * the machine made of it.
 */
import { describe, expect, it } from 'vitest'
import {
  ListenerChannelError,
  ListenerQueryTooLarge,
  listenerErrorBlock,
} from '../../models/previewListener.ts'
import { blockViews } from '../../src/blocks/registry.ts'
import { usePage } from './support/browser.ts'

const secret = 'e2e-preview-secret' // tests/e2e/support/env.ts
/** A busy machine may take a while; the condition is what is waited on. */
const wait = { timeout: 20_000 }

describe('preview listener failures in the browser', () => {
  const handle = usePage()
  const status = () => handle.page.locator('.preview-bar__status').getAttribute('data-status')

  it('stops live updates on a channel error or a query too large, and says why; a retry listens again', async () => {
    const { page: tab, context } = handle
    const answers = [
      listenerErrorBlock(new ListenerChannelError('Query is not listenable')),
      listenerErrorBlock(new ListenerQueryTooLarge()),
    ]
    let listens = 0
    await context.route('**/api/preview/listen**', (route) => {
      const body = answers[listens++] ?? 'event: welcome\ndata: {}\n\n'
      return route.fulfill({ contentType: 'text/event-stream', body })
    })
    await tab.goto(`/api/preview/enable?secret=${secret}&redirect=/studio`)
    const text = tab.locator('.preview-bar__status')
    await expect.poll(status, wait).toBe('halted')
    await expect(text.textContent()).resolves.toBe('Live updates stopped: Query is not listenable')
    await tab.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => listens, wait).toBe(2)
    await expect
      .poll(() => text.textContent(), wait)
      .toBe('Live updates stopped: Query too large for listener')
    expect(await status()).toBe('halted')
    // A dropped connection is something else: the machine reconnects by itself.
    await tab.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => listens, wait).toBeGreaterThanOrEqual(4)
    expect(handle.errors).toEqual([])
  })
})

describe('preview mode bound to the page in the browser', () => {
  const handle = usePage()
  const status = () => handle.page.locator('.preview-bar__status').getAttribute('data-status')
  /** The browser's own network log lines (a refused fetch) are not the app's errors. */
  const appErrors = () => handle.errors.filter((e) => !e.startsWith('Failed to load resource'))

  it("closes a page's listener when the page is left, and listens for the next page", async () => {
    const { page: tab } = handle
    const listening = new Map<string, 'open' | 'ended'>()
    const pathOf = (url: string) => new URL(url).searchParams.get('path') ?? ''
    tab.on(
      'request',
      (r) => r.url().includes('/api/preview/listen') && listening.set(pathOf(r.url()), 'open'),
    )
    const ended = (r: { url(): string }) => {
      if (r.url().includes('/api/preview/listen')) listening.set(pathOf(r.url()), 'ended')
    }
    tab.on('requestfailed', ended)
    tab.on('requestfinished', ended)
    await tab.goto(`/api/preview/enable?secret=${secret}&redirect=/studio`)
    await expect.poll(status, wait).toBe('live')
    // The browser reports the request to the test on its own channel, which may arrive after the page
    // already says it is live: wait for it rather than expect it there.
    await expect.poll(() => listening.get('/studio'), wait).toBe('open')
    await tab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sample' }).click()
    await tab.waitForURL((url) => url.pathname === '/sample')
    await expect.poll(() => listening.get('/sample'), wait).toBe('open')
    await expect.poll(() => listening.get('/studio'), wait).toBe('ended')
    await expect.poll(status, wait).toBe('live')
    expect(appErrors()).toEqual([])
  })

  it("keeps every section on screen when the draft arrives before a block's code", async () => {
    const { page: tab, context } = handle
    // Each block's chunk is named after its component (src/blocks/registry.ts): accordion → Accordion-….js.
    const names = Object.keys(blockViews).map((type) => type[0]?.toUpperCase() + type.slice(1))
    const blockChunk = new RegExp(`/assets/(${names.join('|')})-[^/]+\\.js$`)
    let release: () => void = () => {}
    const released = new Promise<void>((go) => {
      release = go
    })
    const held: string[] = []
    await context.route(blockChunk, async (route) => {
      held.push(route.request().url())
      await released
      await route.continue()
    })
    // The fewest headings <main> showed at any moment after the server's HTML was parsed.
    await context.addInitScript(() => {
      const count = () => document.querySelectorAll('main h1, main h2, main h3').length
      addEventListener('DOMContentLoaded', () => {
        const seen = window as unknown as { fewestHeadings: number; firstHeadings: number }
        seen.firstHeadings = count()
        seen.fewestHeadings = seen.firstHeadings
        new MutationObserver(() => {
          seen.fewestHeadings = Math.min(seen.fewestHeadings, count())
        }).observe(document.body, { childList: true, subtree: true })
      })
    })
    await tab.goto(`/api/preview/enable?secret=${secret}&redirect=/studio`)
    // The drafts are fetched and the machine listens while the blocks' code is still held back.
    await expect.poll(status, wait).toBe('live')
    expect(held.length).toBeGreaterThan(0)
    release()
    await expect
      .poll(() => tab.evaluate(() => document.documentElement.dataset.previewRevision), wait)
      .toBe('1')
    const headings = await tab.evaluate(() => {
      const seen = window as unknown as { fewestHeadings: number; firstHeadings: number }
      return { first: seen.firstHeadings, fewest: seen.fewestHeadings }
    })
    expect(headings.first).toBeGreaterThan(3)
    expect(headings.fewest).toBe(headings.first)
    expect(appErrors()).toEqual([])
  })

  it('ends preview quietly when the proxy refuses it (the cookie expired after the page was served)', async () => {
    const { page: tab, context } = handle
    const listens: string[] = []
    tab.on('request', (r) => r.url().includes('/api/preview/listen') && listens.push(r.url()))
    await context.route('**/api/preview/page**', (route) => route.fulfill({ status: 401, body: '' }))
    const refused = tab.waitForResponse((r) => r.url().includes('/api/preview/page') && r.status() === 401)
    await tab.goto(`/api/preview/enable?secret=${secret}&redirect=/studio`)
    await refused
    // The bar was on screen while the drafts loaded; the refusal takes it away, and preview with it.
    await expect.poll(() => tab.locator('.preview-bar').count(), wait).toBe(0)
    expect(listens).toEqual([])
    await tab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sample' }).click()
    await tab.waitForURL((url) => url.pathname === '/sample')
    expect(new URL(tab.url()).searchParams.has('preview')).toBe(false)
    await expect(tab.locator('.preview-bar').count()).resolves.toBe(0)
    expect(appErrors()).toEqual([])
  })
})

describe('the preview bar on a phone', () => {
  const handle = usePage({ viewport: { width: 390, height: 844 } })

  it('covers no control: the buttons of a banner stay clear of it, and the page end scrolls clear of it', async () => {
    const { page: tab } = handle
    await tab.goto(`/api/preview/enable?secret=${secret}&redirect=/studio`)
    await expect
      .poll(() => tab.locator('.preview-bar__status').getAttribute('data-status'), wait)
      .toBe('live')
    await tab.waitForFunction(() => document.documentElement.dataset.notifications === 'settled')
    /** Controls whose centre, inside the window, is not theirs to click (something lies on top). */
    const covered = (selector: string) =>
      tab.evaluate((css) => {
        const hidden: string[] = []
        for (const control of document.querySelectorAll<HTMLElement>(css)) {
          const box = control.getBoundingClientRect()
          const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
          if (box.width === 0 || y < 0 || y > innerHeight) continue
          if (!control.contains(document.elementFromPoint(x, y))) hidden.push(control.textContent ?? '')
        }
        return hidden
      }, selector)
    // The seeded live campaign shows a banner with a button to anonymous visitors.
    await expect(tab.locator('.site-notifications button').count()).resolves.toBeGreaterThan(0)
    await expect(covered('.site-notifications a, .site-notifications button')).resolves.toEqual([])
    await tab.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
    await expect(covered('.site-footer a, .site-footer button')).resolves.toEqual([])
  })
})
