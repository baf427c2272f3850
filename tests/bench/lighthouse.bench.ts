/**
 * Lighthouse (mobile, simulated throttling) performance and accessibility for one path per page type.
 * Runs the lighthouse CLI on the project's Node with Debian's Chromium (CHROME_PATH), after a warm-up
 * visit of every path. Each path is run `LIGHTHOUSE_RUNS` times (3) and scored by its median run, the
 * one Lighthouse's own `computeMedianRun` picks (closest to the median first contentful paint and time
 * to interactive), as Lighthouse advises for a score that moves between runs (decision 295); the lowest
 * performance score of the runs is reported beside it, so a run that fell short stays in sight. Besides
 * the two scores it reports the largest contentful paint and the total blocking time behind each
 * performance score, since the shared machine's load moves scores.
 * `LIGHTHOUSE_PATHS=/,/studio npm run bench -- lighthouse` scores a subset while iterating;
 * `LIGHTHOUSE_KEEP=dir` keeps each path's median report there for the audits' details. Account screens are
 * scored signed in as ana: her session cookie goes to the warm-up visit and to Lighthouse as an extra
 * header; the bench prints each page's largest-contentful-paint element and whether it painted with
 * the first contentful paint (issue 26: a notification must never be a late largest paint).
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
// Lighthouse's own choice of a representative run among several.
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { setting } from '../../config/read.ts'
import { chromiumArgs, chromiumPath, launchBrowser } from '../e2e/support/browser.ts'
import { accountScreens } from './initial-js.ts'
import { anaCookie } from './signedIn.ts'
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
  '/studio/tutorials/sidechain-compression',
  '/dj/pro',
  '/search',
  '/search?q=remix',
  '/legal/privacy',
  ...accountScreens,
]

const signedIn = (path: string) => path === '/account' || path.startsWith('/account/')

/** What the bench reads of a Lighthouse report (LHR). */
interface Report {
  readonly finalDisplayedUrl: string
  readonly categories: Record<'performance' | 'accessibility', { score: number }>
  readonly audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>
}

interface NodeItem {
  readonly type?: string
  readonly nodeLabel?: string
  readonly selector?: string
}

/** What Lighthouse names as the largest contentful paint (its LCP breakdown insight): label and selector. */
function lcpElement(report: Report): string {
  const items = (report.audits['lcp-breakdown-insight']?.details?.items ?? []) as NodeItem[]
  const node = items.find((item) => item.type === 'node')
  return node ? `"${node.nodeLabel ?? ''}" (${node.selector ?? ''})` : 'none reported'
}

/**
 * Whether the largest paint came with the first one, as the browser observed it (not simulated): a
 * notification the server draws with the page paints in that frame (decision 278); one inserted later
 * shows as the gap between the two.
 */
function withFirstPaint(report: Report): string {
  const observed = report.audits.metrics?.details?.items?.[0] as Record<string, number> | undefined
  const first = observed?.observedFirstContentfulPaint
  const largest = observed?.observedLargestContentfulPaint
  if (first === undefined || largest === undefined) return ''
  const gap = Math.round(largest - first)
  return gap <= 0
    ? ', painted with the first contentful paint'
    : `, painted ${gap} ms after the first contentful paint`
}

/**
 * One Lighthouse run. Lighthouse sometimes loses the trace of a load ("Runtime error encountered", e.g.
 * NO_NAVSTART) on a healthy page; that run says nothing of the page, so it is run again, up to twice.
 */
async function runLighthouse(args: readonly string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run(process.execPath, [...args], {
        env: { ...process.env, CHROME_PATH: chromiumPath },
        timeout: 120_000,
      })
      return
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? ''
      if (attempt >= 3 || !stderr.includes('Runtime error encountered')) throw error
      console.log(`  lighthouse lost the trace (${stderr.trim()}); running it again`)
    }
  }
}

function chosenPaths(): readonly string[] {
  const subset = process.env.LIGHTHOUSE_PATHS?.split(',').filter(Boolean)
  return subset?.length ? subset : lighthousePaths
}

export default async function lighthouseBench(ctx: BenchContext): Promise<BenchRow[]> {
  const paths = chosenPaths()
  const keep = process.env.LIGHTHOUSE_KEEP
  if (keep) mkdirSync(keep, { recursive: true })
  const out = mkdtempSync(join(tmpdir(), 'lighthouse-'))
  const cli = resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js')
  const rows: BenchRow[] = []
  const cookie = paths.some(signedIn) ? await anaCookie(ctx) : undefined
  // A visitor meets a warm site: one plain visit per path first fills the page-data cache and the image
  // CDN's variants, so the first paths are not scored on the stack's cold start. The visit uses
  // Lighthouse's mobile screen (412 × 823 at 1.75 device pixels per CSS pixel), so the srcset picks the
  // same image widths Lighthouse will ask for: a real CDN has those cached, the stand-in would otherwise
  // resize them during the scored load.
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    })
    for (const path of paths) {
      await page.setExtraHTTPHeaders(signedIn(path) && cookie ? { cookie } : {})
      await page.goto(new URL(path, ctx.baseUrl).href, { waitUntil: 'load' })
    }
  } finally {
    await browser.close()
  }
  const runs = setting('LIGHTHOUSE_RUNS')
  try {
    for (const path of paths) {
      const reports: Report[] = []
      for (let index = 0; index < runs; index++) {
        const file = join(out, `report-${index}.json`)
        await runLighthouse([
          cli,
          new URL(path, ctx.baseUrl).href,
          '--quiet',
          '--output=json',
          `--output-path=${file}`,
          '--only-categories=performance,accessibility',
          `--chrome-flags=${chromiumArgs.join(' ')}`,
          ...(signedIn(path) && cookie ? [`--extra-headers=${JSON.stringify({ cookie })}`] : []),
        ])
        const report = JSON.parse(readFileSync(file, 'utf8')) as Report
        // A signed-out account screen is the sign-in redirect: its score would say nothing of the screen.
        if (signedIn(path) && report.finalDisplayedUrl !== new URL(path, ctx.baseUrl).href)
          throw new Error(`${path} was not scored signed in (ended at ${report.finalDisplayedUrl})`)
        reports.push(report)
      }
      const report = computeMedianRun(reports) as Report
      if (keep) writeFileSync(join(keep, `${path.replaceAll('/', '_') || '_'}.json`), JSON.stringify(report))
      const performance = (run: Report) => Math.round(run.categories.performance.score * 100)
      console.log(
        `  ${path}: performance ${reports.map(performance).join(', ')} over ${runs} runs, the median run ${performance(report)}`,
      )
      console.log(`  largest contentful paint ${path}: ${lcpElement(report)}${withFirstPaint(report)}`)
      const audit = (id: string): number => Math.round(report.audits[id]?.numericValue ?? Number.NaN)
      rows.push(
        { metric: `lighthouse performance ${path}`, value: performance(report), unit: '/100' },
        {
          metric: `lighthouse performance ${path}, lowest of the runs`,
          value: Math.min(...reports.map(performance)),
          unit: '/100',
        },
        {
          metric: `lighthouse accessibility ${path}`,
          value: Math.round(report.categories.accessibility.score * 100),
          unit: '/100',
        },
        { metric: `lighthouse LCP ${path}`, value: audit('largest-contentful-paint'), unit: 'ms' },
        { metric: `lighthouse TBT ${path}`, value: audit('total-blocking-time'), unit: 'ms' },
      )
    }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
  return rows
}
