/**
 * Opening account screens in Chromium as a demo customer, shared by the screenshot tour and the e2e walk
 * over every screen: sign in through the real flow, then load each screen and wait until it has
 * hydrated and the site's notifications have settled (src/browser/idle.ts marks the page) and can be
 * dismissed.
 */
import type { Page } from 'playwright-core'
import type { AccountScreen, DemoCustomer } from './screens.ts'

export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !('$_TSR' in window) &&
      document.documentElement.dataset.notifications === 'settled' &&
      // An account screen's banner, drawn by the server, hydrates from its own chunk (decision 278).
      document.querySelector('[data-ready="false"]') === null,
  )
}

/** Signs in from /account (which sends a visitor to the stand-in's sign-in form) and waits for the site. */
export async function signIn(page: Page, baseUrl: string, customer: DemoCustomer): Promise<void> {
  await page.goto(new URL('/account', baseUrl).href)
  await page.getByLabel('Email address').fill(customer.email)
  await page.getByLabel('Password').fill(customer.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.origin === new URL(baseUrl).origin && !url.searchParams.has('code'))
  await settled(page)
}

/** Loads a screen; false when it needs a link that is not there for this customer (no orders, say). */
export async function openScreen(
  page: Page,
  baseUrl: string,
  screen: AccountScreen,
  customer: DemoCustomer,
): Promise<boolean> {
  let path = screen.pathFor?.[customer.key] ?? screen.path
  if (screen.via) {
    await page.goto(new URL(screen.via, baseUrl).href)
    await settled(page)
    const link = page.locator(`a[href^="${screen.path}"]`).first()
    if ((await link.count()) === 0) return false
    path = (await link.getAttribute('href')) ?? path
  }
  await page.goto(new URL(path, baseUrl).href)
  await settled(page)
  return true
}
