/** Helpers for identity end-to-end tests: the stand-in's admin endpoints and the demo customer. */
import { inject } from 'vitest'
import { hydrated } from './browser.ts'

export const demoCustomer = { email: 'ana@example.com', password: 'Studio-Demo-1', name: 'Ana Alvarez' }

export const accountsUrl = () => inject('sandboxUrls').accounts as string

/** An admin call at the accounts stand-in: the suite's, or `base` (a cluster of its own). */
export async function sandbox(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  base: string = accountsUrl(),
): Promise<unknown> {
  const response = await fetch(`${base}/__sandbox${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`stand-in ${method} ${path}: ${response.status} ${await response.text()}`)
  return response.status === 204 ? undefined : response.json()
}

/** How many requests the stand-in counted for `route` (e.g. `identity POST /api/v2/tokens/refresh`). */
export async function countOf(route: string): Promise<number> {
  const stats = (await sandbox('GET', '/stats')) as { routes: Record<string, number> }
  return stats.routes[route] ?? 0
}

export const refreshRoute = 'identity POST /api/v2/tokens/refresh'
export const exchangeRoute = 'identity POST /api/v1/tokens/exchange'
export const logoutRoute = 'identity POST /api/v1/me/logout'

/**
 * Ends every access token the stand-in has issued to `email` so far, as if their lifetime had run out
 * (the refresh tokens stay valid): the next account call must renew. Tests use this instead of
 * sleeping past a short lifetime, which a busy machine can stretch until a renewed token expires too.
 */
export async function expireAccessTokens(
  email: string = demoCustomer.email,
  base: string = accountsUrl(),
): Promise<number> {
  const result = (await sandbox('POST', '/tokens/expire', { email_address: email }, base)) as {
    expired: number
  }
  return result.expired
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const demoCustomers = {
  ana: { email: 'ana@example.com', password: 'Studio-Demo-1', name: 'Ana Alvarez' },
  ben: { email: 'ben@example.com', password: 'Studio-Demo-2', name: 'Ben Brooks' },
  cleo: { email: 'cleo@example.com', password: 'Studio-Demo-3', name: 'Cleo Chen' },
  admin: { email: 'admin@example.com', password: 'Admin-Demo-9', name: 'Ada Admin' },
} as const

/**
 * Signs a demo customer in through the real flow, starting at `path` (an account page sends the
 * signed-out visitor to the stand-in's sign-in form), and waits until the browser is back on the site
 * and the page has hydrated.
 */
export async function signInAs(
  handle: { page: import('playwright-core').Page; baseUrl: string },
  path: string,
  customer: { email: string; password: string } = demoCustomer,
): Promise<void> {
  const { page } = handle
  await page.goto(path)
  await page.getByLabel('Email address').fill(customer.email)
  await page.getByLabel('Password').fill(customer.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(
    (url) => url.origin === new URL(handle.baseUrl).origin && !url.searchParams.has('code'),
  )
  await hydrated(page)
}
