/**
 * The page's main-thread work on a first visit, as CPU time from Chromium's own trace: what Lighthouse's
 * simulation starts from, without its wall-clock noise. Lighthouse (lighthouse.bench.ts) times each task
 * by the wall clock and multiplies by 4 for a phone; on a busy 2-core machine a task waiting for a core
 * looks as long as one working, so its scores move by 10–20 points between runs. CPU time moves little,
 * which makes this the bench to compare two builds with (decisions 280, 281).
 *
 * Per path: a fresh browser context (no cache, no compiled code), Lighthouse's phone screen, a trace of
 * the load and 2.5 s after it; the median of 5 loads of each figure: HTML parsing, style, layout, paint,
 * the evaluation of the page's script modules, all main-thread tasks, the longest task, and the tasks
 * over 12.5 ms of CPU (over 50 ms at Lighthouse's 4× slowdown: each is blocking time).
 * `MAIN_THREAD_PATHS=/,/studio npm run bench -- main-thread` measures a subset.
 */
import type { Browser } from 'playwright-core'
import { launchBrowser } from '../e2e/support/browser.ts'
import { median } from './rounds.ts'
import type { BenchContext, BenchRow } from './types.ts'

const defaultPaths = ['/', '/studio', '/dj/pro', '/studio/sounds', '/studio/tutorials/how-to-make-a-beat']
const loads = 5
const settleMs = 2_500
const blockingCpuMs = 12.5

interface TraceEvent {
  readonly name: string
  readonly ph: string
  readonly pid: number
  readonly tid: number
  readonly tdur?: number
}

type Figures = Record<
  'parse' | 'style' | 'layout' | 'paint' | 'evaluate' | 'tasks' | 'longest' | 'blocking',
  number
>

async function traceLoad(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  })
  try {
    const page = await context.newPage()
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(settleMs)
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[]
    // The page's main thread: where its first contentful paint is recorded.
    const paint = events.find((e) => e.name === 'firstContentfulPaint')
    if (!paint) throw new Error(`${url}: no first contentful paint in the trace`)
    const main = events.filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X')
    const cpu = (name: string) =>
      main.filter((e) => e.name === name).reduce((ms, e) => ms + (e.tdur ?? 0) / 1000, 0)
    const tasks = main.filter((e) => e.name === 'RunTask').map((e) => (e.tdur ?? 0) / 1000)
    return {
      parse: cpu('ParseHTML'),
      style: cpu('UpdateLayoutTree'),
      layout: cpu('Layout'),
      paint: cpu('Paint'),
      evaluate: cpu('v8.evaluateModule'),
      tasks: tasks.reduce((a, b) => a + b, 0),
      longest: Math.max(0, ...tasks),
      blocking: tasks.filter((ms) => ms > blockingCpuMs).length,
    }
  } finally {
    await context.close()
  }
}

export default async function mainThreadBench(ctx: BenchContext): Promise<BenchRow[]> {
  const chosen = process.env.MAIN_THREAD_PATHS?.split(',').filter(Boolean)
  const paths = chosen?.length ? chosen : defaultPaths
  const browser = await launchBrowser()
  const rows: BenchRow[] = []
  try {
    for (const path of paths) {
      const url = new URL(path, ctx.baseUrl).href
      await (await fetch(url)).text() // the page-data cache and the HTML cache warm, as a visitor meets them
      const runs: Figures[] = []
      for (let i = 0; i < loads; i++) runs.push(await traceLoad(browser, url))
      const of = (key: keyof Figures) => Math.round(median(runs.map((r) => r[key])) * 10) / 10
      rows.push(
        { metric: `main thread ${path}: HTML parsing`, value: of('parse'), unit: 'ms CPU' },
        { metric: `main thread ${path}: style`, value: of('style'), unit: 'ms CPU' },
        { metric: `main thread ${path}: layout`, value: of('layout'), unit: 'ms CPU' },
        { metric: `main thread ${path}: paint`, value: of('paint'), unit: 'ms CPU' },
        { metric: `main thread ${path}: module evaluation`, value: of('evaluate'), unit: 'ms CPU' },
        { metric: `main thread ${path}: all tasks`, value: of('tasks'), unit: 'ms CPU' },
        { metric: `main thread ${path}: longest task`, value: of('longest'), unit: 'ms CPU' },
        { metric: `main thread ${path}: tasks over 12.5 ms`, value: of('blocking'), unit: 'tasks' },
      )
    }
  } finally {
    await browser.close()
  }
  return rows
}
