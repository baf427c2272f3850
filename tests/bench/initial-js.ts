/**
 * What a first visit downloads as JavaScript, gzipped: every /assets/*.js an HTML page references, and
 * what the entry script imports on its own as soon as the page is on screen (the hydration chunk,
 * docs/decisions/133) with everything that chunk imports statically.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * Initial JS budgets (gzip -9): content pages (decision 144) and every account screen signed in (issue
 * 26, decision 271). A KB is 1,024 bytes, and a page is over when its bytes are, whatever a rounded
 * figure shows.
 */
export const budgetKB = { content: 100, account: 110 } as const

/** Every account screen (one file route each, decision 140), as a signed-in customer sees it. */
export const accountScreens = [
  '/account',
  '/account/licences',
  '/account/downloads',
  '/account/assets',
  '/account/artwork',
  '/account/subscriptions',
  '/account/payment-methods',
  '/account/orders',
  '/account/vouchers',
  '/account/profile',
  '/account/betas',
  '/account/rewards',
  '/account/security',
] as const

export function scriptAssets(html: string): string[] {
  return [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))]
}

/** The page's module entry (`<script type="module" src>`). */
function entryOf(html: string): string | undefined {
  return html.match(/<script[^>]*type="module"[^>]*src="(\/assets\/[\w.-]+\.js)"/)?.[1]
}

/** The referenced assets plus the entry's dynamic imports and their static imports, as /assets/ paths. */
export function initialScriptAssets(html: string, clientDir: string): string[] {
  const assets = new Set(scriptAssets(html))
  const entry = entryOf(html)
  if (!entry) return [...assets]
  const read = (asset: string) => readFileSync(resolve(clientDir, `.${asset}`), 'utf8')
  const queue = [...read(entry).matchAll(/import\(["'`]\.\/([\w.-]+\.js)["'`]\)/g)].map(
    (m) => `/assets/${m[1]}`,
  )
  while (queue.length > 0) {
    const asset = queue.pop() as string
    // A chunk the page references already came with its static imports (the router lists them all).
    if (assets.has(asset)) continue
    assets.add(asset)
    for (const m of read(asset).matchAll(/(?:from\s*|import\s*)["'`]\.\/([\w.-]+\.js)["'`]/g))
      queue.push(`/assets/${m[1]}`)
  }
  return [...assets]
}

/** Gzip (level 9, as a CDN would serve it) size in bytes of the initial JS of `html`. */
export function initialJsGzipBytes(html: string, clientDir: string): number {
  return initialScriptAssets(html, clientDir)
    .map((asset) => gzipSync(readFileSync(resolve(clientDir, `.${asset}`)), { level: 9 }).length)
    .reduce((a, b) => a + b, 0)
}
