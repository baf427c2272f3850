import { resolve } from 'node:path'
import { initialJsGzipBytes } from './initial-js.ts'
import type { BenchContext, BenchRow } from './types.ts'

/** Initial JavaScript per page (gzip), read from the HTML the production server sends. */
export default async function bundle(ctx: BenchContext): Promise<BenchRow[]> {
  const pages = [
    '/',
    '/studio',
    '/studio/sounds',
    '/studio/downloads',
    '/studio/downloads/2.3.1/win',
    '/studio/sounds/night-shift-drums',
    '/search?q=remix',
    '/no-such-page',
  ]
  const rows: BenchRow[] = []
  for (const path of pages) {
    const html = await (await fetch(new URL(path, ctx.baseUrl))).text()
    const bytes = initialJsGzipBytes(html, resolve(ctx.distDir, 'client'))
    rows.push({ metric: `initial JS ${path} (gzip -9)`, value: Math.round(bytes / 102.4) / 10, unit: 'KB' })
  }
  return rows
}
