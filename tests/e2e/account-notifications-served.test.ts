/**
 * Account screens drawn with their notifications (issue 26, decision 278): the banner a signed-in customer
 * should see is in the screen's server HTML, so it paints with the page instead of arriving after idle
 * (it was the largest paint of the short screens); the browser then asks `/api/notifications` nothing,
 * and Dismiss works as before: put away at once, the next one shown, and left out of the server's next
 * page (the cookies mirror storage). A dismissal only storage knows (made before the cookies) is put
 * away at hydration and reaches the server from then on. A service slower than the header budget costs
 * the screen no more than that: it goes out without them, and the browser asks after idle as before.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chooseShown, type SiteNotification } from '../../models/notifications/display.ts'
import { usePage } from './support/browser.ts'
import { sandbox } from './support/identity.ts'
import { ana, loadWithNotifications, signInAs } from './support/notifications.ts'

const shots = resolve(import.meta.dirname, '../../../reports/screenshots/notifications-served')

/** What the endpoint (the same device call) says this browser is shown on `path`, before storage. */
async function shownOn(page: Page, path: string): Promise<SiteNotification | undefined> {
  const answer = await page.request.get('/api/notifications')
  const { items } = (await answer.json()) as { items: SiteNotification[] }
  return chooseShown(items, path).banner
}

/** The server's HTML of `path` for this browser (its cookies), from the served marker on. */
async function servedHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path)
  expect(response.status()).toBe(200)
  const html = await response.text()
  const at = html.indexOf('data-notifications-served')
  expect(at, `${path} is drawn with its notifications`).toBeGreaterThan(-1)
  return html.slice(at)
}

/** Counts the page's requests to the notifications endpoint from now on. */
function endpointAsks(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/notifications') asked.push(r.url())
  })
  return asked
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true })
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size)
    await page.screenshot({ path: resolve(shots, `${name}-${size.width}.png`), fullPage: true })
  }
}

describe('notifications drawn with the account screen', () => {
  const handle = usePage({ viewport: { width: 390, height: 844 } })

  it('ana’s screens arrive with her banner in their HTML; Dismiss puts it away and the next page leaves it out', async () => {
    const { page } = handle
    await signInAs(handle, ana)
    for (const path of ['/account/artwork', '/account/vouchers']) {
      const banner = await shownOn(page, path)
      expect(banner, `ana has a notification on ${path}`).toBeDefined()
      expect(await servedHtml(page, path)).toContain(`data-notification="${banner?.id}"`)
    }

    const asked = endpointAsks(page)
    await loadWithNotifications(page, '/account/artwork')
    const first = await shownOn(page, '/account/artwork')
    const drawn = page.locator(
      '#site-notifications-root[data-notifications-served] .site-notification--banner',
    )
    await expect(drawn.getAttribute('data-notification')).resolves.toBe(first?.id)
    await shoot(page, 'artwork-ana')
    await page.setViewportSize({ width: 390, height: 844 })
    await loadWithNotifications(page, '/account/vouchers')
    await expect(drawn.count()).resolves.toBe(1)
    await shoot(page, 'vouchers-ana')
    await page.setViewportSize({ width: 390, height: 844 })
    await loadWithNotifications(page, '/account/artwork')

    await drawn.getByRole('button', { name: 'Dismiss' }).click()
    await expect(page.locator(`[data-notification="${first?.id}"]`).count()).resolves.toBe(0)
    expect(await servedHtml(page, '/account/artwork')).not.toContain(`data-notification="${first?.id}"`)
    await loadWithNotifications(page, '/account/artwork')
    await expect(page.locator(`[data-notification="${first?.id}"]`).count()).resolves.toBe(0)

    // Everything put away: the screen says so to the idle chunk and shows no banner.
    while ((await drawn.count()) > 0) await drawn.getByRole('button', { name: 'Dismiss' }).click()
    await loadWithNotifications(page, '/account/vouchers')
    await expect(page.locator('.site-notification').count()).resolves.toBe(0)
    await expect(page.locator('#site-notifications-root[data-notifications-served]').count()).resolves.toBe(1)
    await shoot(page, 'vouchers-none')
    expect(asked).toEqual([])
    expect(handle.errors).toEqual([])
  }, 120_000)

  it('a dismissal only storage knows is put away at hydration, and the server leaves it out from then on', async () => {
    const { page } = handle
    await signInAs(handle, ana)
    const path = '/account/vouchers'
    const banner = await shownOn(page, path)
    if (!banner) throw new Error('ana has no notification on the vouchers screen')
    // As a dismissal made before this change: in storage only, no cookie.
    await page.evaluate((item) => {
      const storage = item.persistent ? sessionStorage : localStorage
      const key = item.persistent
        ? 'site-notifications.dismissed-this-session'
        : 'site-notifications.dismissed'
      storage.setItem(key, JSON.stringify([item.id]))
    }, banner)
    expect(await servedHtml(page, path)).toContain(`data-notification="${banner.id}"`)
    await loadWithNotifications(page, path)
    await expect(page.locator(`[data-notification="${banner.id}"]`).count()).resolves.toBe(0)
    expect(await servedHtml(page, path)).not.toContain(`data-notification="${banner.id}"`)
    await shoot(page, 'vouchers-ana-after-dismissal')
    expect(handle.errors).toEqual([])
  }, 120_000)

  it('a service slower than the header budget: the screen goes out without them, the browser asks after idle', async () => {
    const { page } = handle
    await signInAs(handle, ana)
    const path = '/account/vouchers'
    const banner = await shownOn(page, path)
    // Only the server render's call is slow (the e2e stack's header budget is the default 1 s).
    await sandbox('POST', '/faults', {
      service: 'notifications',
      method: 'GET',
      path: '*/me/notifications',
      kind: 'latency',
      ms: 2500,
      times: 1,
    })
    try {
      const asked = endpointAsks(page)
      await loadWithNotifications(page, path)
      await expect(page.locator('[data-notifications-served]').count()).resolves.toBe(0)
      expect(asked).toHaveLength(1)
      const late = page.locator(`#site-notifications-root [data-notification="${banner?.id}"]`)
      await expect(late.count()).resolves.toBe(1)
      await late.getByRole('button', { name: 'Dismiss' }).click()
      await expect(late.count()).resolves.toBe(0)
      expect(handle.errors).toEqual([])
    } finally {
      await sandbox('DELETE', '/faults')
    }
  }, 120_000)
})
