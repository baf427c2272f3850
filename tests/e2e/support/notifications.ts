/** Helpers for the notifications e2e tests: signing a demo customer in, axe, and screenshots. */
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import type { PageHandle } from './browser.ts'
import { signInAs as signInThrough } from './identity.ts'

export const admin = { email: 'admin@example.com', password: 'Admin-Demo-9' }
export const ana = { email: 'ana@example.com', password: 'Studio-Demo-1' }

/** Signs in from /account (which sends a visitor to the stand-in's sign-in page) and waits for hydration. */
export async function signInAs(handle: PageHandle, who: { email: string; password: string }): Promise<void> {
  // /account shows the site's notifications too, and some carry the seed's made-up image addresses.
  await stubSeedImages(handle.context)
  await signInThrough(handle, '/account', who)
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> }
      }
    ).axe
    return (await axe.run()).violations.map((v) => ({
      id: v.id,
      where: v.nodes.map((n) => n.target.join(' ')),
    }))
  })
  // The ids are what tests compare; the offending elements are said too, so a failure can be fixed.
  for (const v of violations) console.info(`[axe] ${v.id}: ${v.where.join(' | ')}`)
  return violations.map((v) => v.id)
}

/** The seed's images live on a made-up CDN; answer them with a 1×1 GIF so no load fails. */
export async function stubSeedImages(context: BrowserContext): Promise<void> {
  const gif = Buffer.from('R0lGODlhAQABAAAAACH5BAEAAAAALAAAAAABAAEAAAIBAAA=', 'base64')
  await context.route('https://cdn.example.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/gif', body: gif }),
  )
}

const shotDir = resolve(import.meta.dirname, '../../../reports/screenshots/notifications')

/** Full-page screenshots at a phone and a desktop width, for a person to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shotDir, { recursive: true })
  const before = page.viewportSize()
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: resolve(shotDir, `${name}-${width}.png`), fullPage: true })
  }
  if (before) await page.setViewportSize(before)
}

/**
 * Loads `path` and waits until the site's notifications are drawn and can be dismissed: asked for and
 * drawn after idle, or on an account screen drawn by the server and hydrated (decision 278).
 */
export async function loadWithNotifications(page: Page, path: string): Promise<void> {
  await page.goto(path)
  // The idle loader marks the page once it has drawn what it will show (or decided on nothing).
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.notifications === 'settled' &&
      document.querySelector('[data-ready="false"]') === null,
  )
}
