/**
 * Lighthouse (mobile, simulated throttling) performance and accessibility for one path per page type.
 * Runs the lighthouse CLI on the project's Node with Debian's Chromium (CHROME_PATH), one run per path
 * after a warm-up visit of every path.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { chromiumArgs, chromiumPath, launchBrowser } from '../e2e/support/browser.ts'
import type { BenchContext, BenchRow } from './types.ts'

const run = promisify(execFile)

export const lighthousePaths = [
  '/',
  '/studio',
  '/studio/pricing',
  '/studio/free-trial',
  '/studio/tutorials',
  '/studio/tutorials/how-to-make-a-beat',
  '/campaign/studio-2-launch',
  '/careers',
  '/studio/sounds',
  '/studio/sounds/analog-dusk',
  '/music-production',
  '/music-production/producer-suite',
  '/music-production/producer-suite/downloads',
  '/studio/downloads',
  '/studio/downloads/2.3.1/win',
]

export default async function lighthouseBench(ctx: BenchContext): Promise<BenchRow[]> {
  const out = mkdtempSync(join(tmpdir(), 'lighthouse-'))
  const cli = resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js')
  const rows: BenchRow[] = []
  // A visitor meets a warm site: one plain visit per path first fills the page-data cache and the image
  // CDN's variants, so the first paths are not scored on the stack's cold start.
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
    for (const path of lighthousePaths)
      await page.goto(new URL(path, ctx.baseUrl).href, { waitUntil: 'load' })
  } finally {
    await browser.close()
  }
  try {
    for (const path of lighthousePaths) {
      const file = join(out, 'report.json')
      await run(
        process.execPath,
        [
          cli,
          new URL(path, ctx.baseUrl).href,
          '--quiet',
          '--output=json',
          `--output-path=${file}`,
          '--only-categories=performance,accessibility',
          `--chrome-flags=${chromiumArgs.join(' ')}`,
        ],
        { env: { ...process.env, CHROME_PATH: chromiumPath }, timeout: 120_000 },
      )
      const report = JSON.parse(readFileSync(file, 'utf8'))
      rows.push(
        {
          metric: `lighthouse performance ${path}`,
          value: Math.round(report.categories.performance.score * 100),
          unit: '/100',
        },
        {
          metric: `lighthouse accessibility ${path}`,
          value: Math.round(report.categories.accessibility.score * 100),
          unit: '/100',
        },
      )
    }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
  return rows
}
