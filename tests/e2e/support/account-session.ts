/** Account-area steps in Chromium: signing in, axe on a screen, and screenshots at phone and desktop widths. */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { hydrated, type PageHandle } from './browser.ts'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Signs in through the sign-in page, returning to `path`, and waits until that screen has hydrated. */
export async function signInTo(h: PageHandle, path: string, email: string, secret: string): Promise<void> {
  const { page } = h
  await page.goto(`/auth/sign-in?return=${encodeURIComponent(path)}`)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(secret)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.origin === new URL(h.baseUrl).origin && url.pathname === path)
  await hydrated(page)
}

export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string }[] }> } }).axe
    return (await axe.run()).violations.map((v) => v.id)
  })
}

/** Full-page screenshots at phone and desktop widths into reports/screens/ (for a person to look at). */
export async function shoot(page: Page, name: string): Promise<void> {
  // From the top and without focus, so the sticky header and the skip link sit where a visitor sees them.
  await page.evaluate(() => {
    window.scrollTo(0, 0)
    ;(document.activeElement as HTMLElement | null)?.blur()
  })
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 })
    await page.screenshot({ path: `reports/screens/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}
