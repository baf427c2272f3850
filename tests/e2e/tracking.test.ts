/**
 * Page-view tracking (spec §2) and tracking consent (issue 12 item 6, decision 130) in a real browser:
 * a second site process with GTM_ID set, against the profile stand-in's allowtracking rule (decision
 * 103: no known country and no choice means no tracking). The tag manager's script is answered
 * locally, and the data layer is read from the page.
 */
import type { ChildProcess } from 'node:child_process'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { primaryNav } from '../../models/site.ts'
import { consentCookie, consentEndpoint, countryHeader } from '../../models/trackingConsent.ts'
import { startProcess } from '../../scripts/stack.ts'
import { hydrated, quietNotifications, usePage, visitThroughHistory } from './support/browser.ts'
import { demoCustomers, signInAs } from './support/identity.ts'
import { stubExternalMedia } from './support/media.ts'

const gtmId = 'GTM-E2E1'
/** A busy machine may take a while; the condition is what is waited on. */
const wait = { timeout: 20_000 }
const gtmScript = `https://www.googletagmanager.com/gtm.js?id=${gtmId}`

interface Pushed {
  event?: string
  page_path?: string
  page_location?: string
  page_title?: string
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => e.event === 'page_view'),
  )
/** The tracking chunk has its answer for this page load (the root's marker). */
const decided = (page: Page, state: 'allowed' | 'refused' | 'off') =>
  page.waitForFunction((want) => document.documentElement.dataset.tracking === want, state)
/** The page view of `path` was decided, pushed or not. */
const counted = (page: Page, path: string) =>
  page.waitForFunction((want) => document.documentElement.dataset.trackingPage === want, path)
const consentForm = (page: Page) => page.locator('form[data-consent-form]')
const choose = (page: Page, label: 'Allow analytics' | 'Refuse analytics') =>
  consentForm(page).getByRole('button', { name: label }).click()
const studio = primaryNav.find((item) => item.to === '/studio')

describe('page views with GTM_ID set', () => {
  let site: { url: string; child: ChildProcess } | undefined
  const handle = usePage()
  stubExternalMedia(handle)
  quietNotifications(handle)
  const scripts: string[] = []

  beforeAll(async () => {
    site = await startProcess('site-gtm', 'scripts/serve.ts', {
      ...process.env,
      ...inject('siteEnv'),
      GTM_ID: gtmId,
      PORT: '0',
    })
  })
  afterAll(() => {
    site?.child.kill('SIGTERM')
  })
  beforeEach(async () => {
    scripts.length = 0
    await handle.context.route('https://www.googletagmanager.com/**', (route) => {
      scripts.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: '' })
    })
  })

  it('without consent (country unknown) loads no tag manager and pushes no page_view', async () => {
    const { page } = handle
    await page.goto(`${site?.url}/`)
    await hydrated(page)
    await counted(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: studio?.label }).click()
    await counted(page, '/studio')
    expect(await page.evaluate(() => document.documentElement.dataset.tracking)).toBe('refused')
    await expect(pageViews(page)).resolves.toEqual([])
    expect(scripts).toEqual([])
  })

  it('a visitor who grants gets the tag manager and one page_view per route change; withdrawing stops them', async () => {
    const { page } = handle
    await page.goto(`${site?.url}/`)
    await hydrated(page)
    await counted(page, '/')
    expect(scripts).toEqual([])

    await choose(page, 'Allow analytics')
    await decided(page, 'allowed')
    await expect.poll(() => pageViews(page), wait).toHaveLength(1) // the page the visitor is on counts
    expect(await consentForm(page).getAttribute('data-consent')).toBe('granted')

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: studio?.label }).click()
    await page.waitForURL((url) => url.pathname === '/studio')
    await expect.poll(() => pageViews(page), wait).toHaveLength(2)

    await visitThroughHistory(page, '/no-such-page')
    await page.waitForURL((url) => url.pathname === '/no-such-page')
    await expect.poll(() => pageViews(page), wait).toHaveLength(3)

    const views = await pageViews(page)
    expect(views.map((v) => v.page_path)).toEqual(['/', '/studio', '/no-such-page'])
    // Each event carries the title of the page it counts, read after the head was updated.
    expect(new Set(views.map((v) => v.page_title)).size).toBe(3)
    expect(views[2]?.page_title).toBe(await page.title())

    await choose(page, 'Refuse analytics')
    await decided(page, 'refused')
    expect(await consentForm(page).getAttribute('data-consent')).toBe('denied')
    await visitThroughHistory(page, '/studio')
    await counted(page, '/studio')
    await expect.poll(() => pageViews(page), wait).toHaveLength(3) // no more after the withdrawal

    // A later visit carries the refusal in its cookie: no tag manager at all.
    await page.goto(`${site?.url}/studio`)
    await counted(page, '/studio')
    expect(await page.evaluate(() => document.documentElement.dataset.tracking)).toBe('refused')
    await expect(pageViews(page)).resolves.toEqual([])
    expect(scripts).toEqual([gtmScript]) // loaded once, on the grant; never again
    const cookies = await handle.context.cookies(site?.url)
    expect(cookies.find((c) => c.name === consentCookie)?.value).toBe('denied')
    expect(handle.errors.filter((e) => !e.includes('404'))).toEqual([])
  })

  it('the choice works without JavaScript: a form post, remembered in a cookie, back on the same page', async () => {
    const noScript = await handle.context.browser()?.newContext({ javaScriptEnabled: false })
    const page = await noScript?.newPage()
    if (!noScript || !page) throw new Error('no browser context')
    try {
      await page.goto(`${site?.url}/studio`)
      const posted = page.waitForResponse((r) => new URL(r.url()).pathname === consentEndpoint)
      await choose(page, 'Allow analytics')
      expect((await posted).status()).toBe(303)
      await page.waitForLoadState()
      expect(new URL(page.url()).pathname).toBe('/studio')
      const cookies = await noScript.cookies(site?.url)
      expect(cookies.find((c) => c.name === consentCookie)).toMatchObject({
        value: 'granted',
        httpOnly: true,
      })
    } finally {
      await noScript.close()
    }
    // That cookie is what the next page's question carries: the same choice, now with scripts.
    await handle.context.addCookies([{ name: consentCookie, value: 'granted', url: site?.url ?? '' }])
    await handle.page.goto(`${site?.url}/studio`)
    await decided(handle.page, 'allowed')
    await expect.poll(() => pageViews(handle.page), wait).toHaveLength(1)
  })

  it('a visitor whose country asks for no consent first is tracked without a choice', async () => {
    await handle.context.setExtraHTTPHeaders({ [countryHeader]: 'US' })
    await handle.page.goto(`${site?.url}/studio`)
    await decided(handle.page, 'allowed')
    await expect.poll(() => pageViews(handle.page), wait).toHaveLength(1)
    // The page view is pushed as the script element is added; its request reaches the route after.
    await expect.poll(() => scripts, wait).toEqual([gtmScript])
  })

  it('counts the sign-up and account screens by the screen alone: no query, no ids, no names', async () => {
    const { page } = handle
    const origin = site?.url ?? ''
    await handle.context.setExtraHTTPHeaders({ [countryHeader]: 'US' })
    // From a content page to the sign-up form (a page of another route tree: a full load), with a
    // referral code in its query.
    await page.goto(`${origin}/studio`)
    await decided(page, 'allowed')
    await visitThroughHistory(page, '/sign-up?ref=ANA-2026&trial=studio')
    await counted(page, '/sign-up')
    await expect
      .poll(async () => (await pageViews(page)).at(-1), wait)
      .toEqual({
        event: 'page_view',
        page_path: '/sign-up',
        page_location: `${origin}/sign-up`,
        page_title: await page.title(),
      })
    await expect(consentForm(page).count()).resolves.toBe(1) // the choice is offered here too

    // Signed in, a full load of an account screen, then a cloud-library file by client navigation.
    await signInAs({ page, baseUrl: origin }, `${origin}/account/licences`, demoCustomers.ana)
    await counted(page, '/account/licences')
    await expect.poll(() => pageViews(page), wait).toHaveLength(1)
    const fileId = '5b1e0c2a-7d4f-4e8b-9a61-0a1f00001001'
    await visitThroughHistory(page, `/account/library/${fileId}`)
    await counted(page, '/account/library/:id')
    await expect.poll(() => pageViews(page), wait).toHaveLength(2)
    const views = await pageViews(page)
    expect(views.map((v) => v.page_path)).toEqual(['/account/licences', '/account/library/:id'])
    expect(views[1]).toMatchObject({
      page_location: `${origin}/account/library/:id`,
      page_title: 'Cloud library file',
    })
    expect(JSON.stringify(views)).not.toContain(fileId)
    expect(await page.title()).not.toBe('Cloud library file') // the file's own name stays on the page
    expect(handle.errors.filter((e) => !e.includes('404'))).toEqual([])
  })
})

describe('page views on the default site (GTM_ID unset)', () => {
  const handle = usePage()
  quietNotifications(handle)

  it('loads no script, pushes nothing and never asks about consent, not even in the footer', async () => {
    let requested = false
    const asked: string[] = []
    await handle.context.route('https://www.googletagmanager.com/**', (route) => {
      requested = true
      return route.abort()
    })
    handle.page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/tracking')) asked.push(request.url())
    })
    await handle.page.goto('/studio')
    await decided(handle.page, 'off')
    await expect(pageViews(handle.page)).resolves.toEqual([])
    expect(requested).toBe(false)
    expect(asked).toEqual([])
    await expect(handle.page.locator('.site-footer').count()).resolves.toBe(1)
    await expect(consentForm(handle.page).count()).resolves.toBe(0)
  })
})
