/** Signing a demo customer in through the stand-in's sign-in page, for account-area scenarios in Chromium. */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import type { PageHandle } from './browser.ts'

export const customers = {
  ana: { email: 'ana@example.com', password: 'Studio-Demo-1' },
  ben: { email: 'ben@example.com', password: 'Studio-Demo-2' },
  cleo: { email: 'cleo@example.com', password: 'Studio-Demo-3' },
} as const

/** Opens `path` signed out, signs in on the stand-in's page, and waits to be back on `path`. */
export async function signInAt(handle: PageHandle, path: string, who: keyof typeof customers): Promise<void> {
  const { page } = handle
  await page.goto(path)
  await page.getByLabel('Email address').fill(customers[who].email)
  await page.getByLabel('Password').fill(customers[who].password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const site = new URL(handle.baseUrl).origin
  await page.waitForURL(
    (url) => url.origin === site && !url.searchParams.has('code') && url.pathname !== '/auth/sign-in',
  )
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string }[] }> } }).axe
    return (await axe.run()).violations.map((v) => v.id)
  })
}

/** Full-page screenshots at phone and desktop widths into reports/screens/ (for a person to look at). */
export async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 })
    await page.screenshot({ path: `reports/screens/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}
