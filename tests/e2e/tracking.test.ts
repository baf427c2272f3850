/**
 * Page-view tracking (spec §2) in a real browser: a second site process with GTM_ID set; the tag
 * manager's script is answered locally, and the data layer is read from the page.
 */
import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { primaryNav } from '../../models/site.ts'
import { startProcess } from '../../scripts/stack.ts'
import { usePage, visitThroughHistory } from './support/browser.ts'
import { stubExternalMedia } from './support/media.ts'

const gtmId = 'GTM-E2E1'

interface Pushed {
  event?: string
  page_path?: string
  page_title?: string
}

describe('page views with GTM_ID set', () => {
  let site: { url: string; child: ChildProcess } | undefined
  const handle = usePage()
  stubExternalMedia(handle)

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

  const pageViews = () =>
    handle.page.evaluate(() =>
      ((window as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => e.event === 'page_view'),
    )

  it('loads the tag manager once and pushes one page_view per route change, the 404 page included', async () => {
    const scripts: string[] = []
    await handle.context.route('https://www.googletagmanager.com/**', (route) => {
      scripts.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: '' })
    })
    await handle.page.goto(`${site?.url}/`)
    await handle.page.waitForFunction(() => !('$_TSR' in window))
    await expect.poll(pageViews).toHaveLength(1)

    const studio = primaryNav.find((item) => item.to === '/studio')
    await handle.page
      .getByRole('navigation', { name: 'Products' })
      .getByRole('link', { name: studio?.label })
      .click()
    await handle.page.waitForURL((url) => url.pathname === '/studio')
    await expect.poll(pageViews).toHaveLength(2)

    await visitThroughHistory(handle.page, '/no-such-page')
    await handle.page.waitForURL((url) => url.pathname === '/no-such-page')
    await expect.poll(pageViews).toHaveLength(3)

    const views = await pageViews()
    expect(views.map((v) => v.page_path)).toEqual(['/', '/studio', '/no-such-page'])
    // Each event carries the title of the page it counts, read after the head was updated.
    expect(new Set(views.map((v) => v.page_title)).size).toBe(3)
    expect(views[2]?.page_title).toBe(await handle.page.title())
    expect(scripts).toEqual([`https://www.googletagmanager.com/gtm.js?id=${gtmId}`])
    expect(handle.errors.filter((e) => !e.includes('404'))).toEqual([])
  })

  it('pushes nothing and loads no script on the default site (tracking off)', async () => {
    let requested = false
    await handle.context.route('https://www.googletagmanager.com/**', (route) => {
      requested = true
      return route.abort()
    })
    await handle.page.goto('/studio')
    await handle.page.waitForFunction(() => !('$_TSR' in window))
    await handle.page.waitForTimeout(300)
    await expect(pageViews()).resolves.toEqual([])
    expect(requested).toBe(false)
  })
})
