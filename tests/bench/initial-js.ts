/**
 * What a first visit downloads as JavaScript, gzipped: every /assets/*.js an HTML page references, what
 * the entry script imports on its own as soon as the page is on screen (the hydration chunk,
 * docs/decisions/133) with everything that chunk imports statically, and the chunks of the code-split
 * routes the page's path matches, which the router loads while it hydrates (decision 282: the HTML no
 * longer preloads them). The server build lists those per route in `route-chunks.json`.
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

/**
 * The chunks of every code-split route `path` matches (route ids as Start names them: `/account` is the
 * account's layout, `/account/` its overview, `/account/artwork` a screen), from the server build's list
 * beside `clientDir` (src/build/rootPreloadsOnly.ts). Content pages match no code-split route.
 */
function routeChunksFor(path: string, clientDir: string): string[] {
  const byRoute: Record<string, string[]> = JSON.parse(
    readFileSync(resolve(clientDir, '../server/route-chunks.json'), 'utf8'),
  )
  const pathname = new URL(path, 'http://site').pathname.replace(/\/$/, '') || '/'
  return Object.entries(byRoute)
    .filter(
      ([routeId]) =>
        routeId !== '__root__' &&
        (routeId === pathname || routeId === `${pathname}/` || pathname.startsWith(`${routeId}/`)),
    )
    .flatMap(([, chunks]) => chunks)
}

/**
 * The referenced assets, the chunks of the routes `path` matches, and the entry's dynamic imports with
 * their static imports, as /assets/ paths.
 */
export function initialScriptAssets(html: string, clientDir: string, path: string): string[] {
  const assets = new Set([...scriptAssets(html), ...routeChunksFor(path, clientDir)])
  const entry = entryOf(html)
  if (!entry) return [...assets]
  const read = (asset: string) => readFileSync(resolve(clientDir, `.${asset}`), 'utf8')
  const queue = [...read(entry).matchAll(/import\(["'`]\.\/([\w.-]+\.js)["'`]\)/g)].map(
    (m) => `/assets/${m[1]}`,
  )
  while (queue.length > 0) {
    const asset = queue.pop() as string
    // A chunk the page references or its routes list already came with its static imports (Start lists them all).
    if (assets.has(asset)) continue
    assets.add(asset)
    for (const m of read(asset).matchAll(/(?:from\s*|import\s*)["'`]\.\/([\w.-]+\.js)["'`]/g))
      queue.push(`/assets/${m[1]}`)
  }
  return [...assets]
}

/** Gzip (level 9, as a CDN would serve it) size in bytes of the initial JS of the page at `path`. */
export function initialJsGzipBytes(html: string, clientDir: string, path: string): number {
  return initialScriptAssets(html, clientDir, path)
    .map((asset) => gzipSync(readFileSync(resolve(clientDir, `.${asset}`)), { level: 9 }).length)
    .reduce((a, b) => a + b, 0)
}
