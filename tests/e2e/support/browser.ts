/**
 * Playwright (playwright-core) on Debian's Chromium. `usePage()` gives each test a fresh context and
 * page against the running site, collects console errors, and saves a full-page screenshot to
 * reports/e2e-screenshots/ when the test fails. Its page's `goto` and `reload` return once the page
 * has hydrated (see `hydrated`): on a busy machine the gap between the load event and hydration is
 * long enough for a fill or a click to land on the server HTML and take the no-JavaScript path.
 * Pages a test opens itself (`context.newPage()`) keep Playwright's plain behaviour.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest'
import {
  dismissedCookie,
  dismissedCookieValue,
  maxCookieIds,
  sessionDismissedCookie,
} from '../../../models/notifications/dismissedCookie.ts'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Waits until the page has hydrated (TanStack Start deletes `window.$_TSR` then) and every account form
 * bound to a machine has its machine (`data-ready="false"` until it arrives after hydration, decision
 * 261). Before that a click on a command form is a plain form POST, answered with a reload: right for a
 * visitor without JavaScript, but a different page from the one a test about the scripted flow goes on
 * to read.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !('$_TSR' in window) && document.querySelector('[data-ready="false"]') === null,
  )
}

/**
 * Waits until React owns an element: a block's chunk hydrates when it arrives (decision 032), after the
 * page itself, so a click before then takes the element's no-JavaScript path.
 */
export async function reactOwns(locator: Locator): Promise<void> {
  await locator.evaluate(
    (el) =>
      new Promise<void>((ok) => {
        const check = () =>
          Object.keys(el).some((k) => k.startsWith('__reactProps')) ? ok() : setTimeout(check, 20)
        check()
      }),
  )
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}

const screenshotDir = resolve(import.meta.dirname, '../../../reports/e2e-screenshots')

export interface PageHandle {
  readonly page: Page
  readonly context: BrowserContext
  /** Console errors and uncaught page errors seen since the test started. */
  readonly errors: string[]
  readonly baseUrl: string
}

export function usePage(options: { viewport?: { width: number; height: number } } = {}): PageHandle {
  let browser: Browser | undefined
  let context: BrowserContext | undefined
  let page: Page | undefined
  const errors: string[] = []
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(async () => {
    errors.length = 0
    context = await browser!.newContext({
      baseURL: baseUrl,
      viewport: options.viewport ?? { width: 1280, height: 800 },
    })
    page = await context.newPage()
    const opened = page
    const goto = opened.goto.bind(opened)
    const reload = opened.reload.bind(opened)
    opened.goto = async (...args) => {
      const response = await goto(...args)
      await hydrated(opened)
      return response
    }
    opened.reload = async (...args) => {
      const response = await reload(...args)
      await hydrated(opened)
      return response
    }
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
  })
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail' && page) {
      mkdirSync(screenshotDir, { recursive: true })
      const name = ctx.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)
      await page.screenshot({ path: resolve(screenshotDir, `${name}.png`), fullPage: true }).catch(() => {})
    }
    await context?.close()
  })

  return {
    get page() {
      if (!page) throw new Error('usePage: the page exists only inside a test')
      return page
    },
    get context() {
      if (!context) throw new Error('usePage: the context exists only inside a test')
      return context
    },
    errors,
    baseUrl,
  }
}

/**
 * A double click whose second click surely finds the first one's work in flight: both are dispatched
 * in one task, once the element is visible and enabled. Playwright's `dblclick()` sends two input
 * events; on a busy machine they can be far enough apart for the first click's request to finish,
 * and the second then lands on whatever took the button's place.
 */
export async function doubleClick(target: Locator): Promise<void> {
  await target.waitFor()
  await target.evaluate((element: HTMLElement) => {
    if ((element as HTMLButtonElement).disabled) throw new Error('doubleClick: the element is disabled')
    element.click()
    element.click()
  })
}

/**
 * Makes the router load `path` as a history step (popstate), as the back button would: a client-side
 * navigation to a path no link on the page points at.
 */
export async function visitThroughHistory(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(history.state, '', target)
    history.pushState(history.state, '', location.pathname)
    history.back()
  }, path)
}

/**
 * For suites about something else: the site's notifications answer "none", so a banner or a takeover
 * (a test user such as ben also sees draft ones) never sits over what the test works with. An account
 * screen's server draws them with the page (decision 278) and leaves out what the dismissal cookies
 * name: against the local stand-in, whose notifications have small sequential ids, the cookies name them
 * all. The notifications suite itself does not use this.
 */
export function quietNotifications(handle: PageHandle): void {
  beforeEach(async () => {
    await handle.context.route('**/api/notifications', (route) => route.fulfill({ json: { items: [] } }))
    if (new URL(handle.baseUrl).protocol !== 'http:') return
    const value = dismissedCookieValue(Array.from({ length: maxCookieIds }, (_, i) => String(i + 1)))
    await handle.context.addCookies(
      [dismissedCookie, sessionDismissedCookie].map((name) => ({ name, value, url: handle.baseUrl })),
    )
  })
}
