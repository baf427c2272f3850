import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { initialJsGzipBytes, initialScriptAssets } from '../bench/initial-js.ts'
import { get } from './support/site.ts'

const clientDir = resolve(import.meta.dirname, '../../dist/client')

/** Strings only these libraries contain (module ids, event names, API hosts). */
const forbidden: Record<string, RegExp> = {
  xstate: /xstate\.(init|stop|error)/,
  effect: /~effect\//,
  '@sanity/client': /apicdn\.sanity\.io|@sanity\/client/,
}

describe('content pages in the client build', () => {
  it('ship at most 110 KB of initial JS (gzip -9)', async () => {
    for (const path of ['/', '/studio', '/studio/downloads/2.3.1/win', '/search?q=remix', '/studio/sounds']) {
      const bytes = initialJsGzipBytes((await get(path)).html, clientDir)
      expect(bytes, path).toBeLessThanOrEqual(110 * 1024)
    }
  })

  it('never contain XState, Effect or @sanity/client, initially or in any chunk the content views load', async () => {
    const pages = await Promise.all(
      [
        '/',
        '/studio',
        '/studio/sounds',
        '/studio/downloads',
        '/studio/downloads/2.3.1/win',
        '/search?q=remix',
      ].map(get),
    )
    const initial = new Set(
      pages.flatMap((r) => initialScriptAssets(r.html, clientDir)).map((a) => a.replace('/assets/', '')),
    )
    // Follow static imports everywhere, and dynamic imports from every chunk the content views load. From
    // the initial chunks (the entry and the framework chunk with the route tree) follow only the content
    // views' own code-split chunks: their other dynamic imports are other routes (the account area, whose
    // chunks carry XState by design) and lazily loaded features such as preview (decision 006).
    const contentViews = /^(PageShell|NotFoundPage|SiteFooterContent)-/
    const seen = new Set<string>()
    const queue = [...initial]
    const hits: string[] = []
    while (queue.length > 0) {
      const file = queue.pop() as string
      if (seen.has(file)) continue
      seen.add(file)
      const code = readFileSync(resolve(clientDir, 'assets', file), 'utf8')
      for (const [lib, pattern] of Object.entries(forbidden))
        if (pattern.test(code)) hits.push(`${lib} in ${file}`)
      for (const m of code.matchAll(/(?:from\s*|import\s*)["'`]\.\/([\w.-]+\.js)["'`]/g))
        queue.push(m[1] as string)
      for (const m of code.matchAll(/import\(["'`]\.\/([\w.-]+\.js)["'`]\)/g)) {
        const target = m[1] as string
        if (!initial.has(file) || contentViews.test(target)) queue.push(target)
      }
    }
    // The walk reached the blocks (every page's views are behind the shell).
    expect([...seen].some((f) => f.startsWith('HeroBlock-'))).toBe(true)
    expect(hits).toEqual([])
  })
})
