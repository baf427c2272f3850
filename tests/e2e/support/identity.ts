/** Helpers for identity end-to-end tests: the stand-in's admin endpoints and the demo customer. */
import { inject } from 'vitest'

export const demoCustomer = { email: 'ana@example.com', password: 'Studio-Demo-1', name: 'Ana Alvarez' }

export const accountsUrl = () => inject('sandboxUrls').accounts as string

export async function sandbox(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${accountsUrl()}/__sandbox${path}`, {
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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
