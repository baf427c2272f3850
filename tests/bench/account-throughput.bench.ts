/**
 * Signed-in screens against content (issue 26 item 4): each account screen, signed in as ana, against
 * uncached `/studio`, on one site process of its own with the HTML cache off (so `/studio` renders on
 * every request, as the account screens always do). One password sign-in gives the session cookies;
 * then, for each screen, rounds alternate 20 connections of `/studio` with 20 connections of the screen,
 * and the ratio of each pair is taken, so the machine's load moves both sides alike. Goal: every screen
 * ≥ 0.8 of `/studio` with p99 ≤ 100 ms. Beside it, the site process's CPU time per request (`/proc`),
 * as `/studio`'s over the screen's: on a machine shared with other work it moves far less than req/s.
 *
 * Each run lasts 3 s, 3 rounds per screen. To profile, run the bench with Node 24 directly, not through
 * npm (which runs on the system's Node, and that one refuses the option):
 * `NODE_OPTIONS='--cpu-prof --cpu-prof-dir=<dir>' node_modules/.bin/node scripts/bench.ts account-throughput`.
 * The site process (among the others) writes its profile when the bench stops it.
 */
import autocannon from 'autocannon'
import { stopProcess } from '../../scripts/stack.ts'
import { cpuMs, ownSite } from './ownSite.ts'
import { median, ratio } from './rounds.ts'
import { anaCookie } from './signedIn.ts'
import type { BenchContext, BenchRow } from './types.ts'

/** Every account screen ana can open (one file route each under routes/account/, decision 140). */
const allScreens = [
  '/account',
  '/account/subscriptions',
  '/account/licences',
  '/account/orders',
  '/account/downloads',
  '/account/rewards',
  '/account/profile',
  '/account/payment-methods',
  '/account/vouchers',
  '/account/assets',
  '/account/artwork',
  '/account/betas',
  '/account/security',
]

const seconds = 3
const roundCount = 3
const screens = allScreens

interface Run {
  readonly perSecond: number
  readonly p99: number
  readonly cpuMsPerRequest: number
}

export default async function accountThroughput(ctx: BenchContext): Promise<BenchRow[]> {
  const site = await ownSite(ctx, 'off')
  const pid = site.pid
  const load = async (path: string, headers: Record<string, string> = {}): Promise<Run> => {
    const before = cpuMs(pid)
    const result = await autocannon({
      url: `${site.url}${path}`,
      connections: 20,
      duration: seconds,
      headers,
    })
    if (result.non2xx + result.errors > 0)
      throw new Error(`${path} answered ${result.non2xx} non-2xx and ${result.errors} errors under load`)
    const cpuMsPerRequest = (cpuMs(pid) - before) / Math.max(1, result.requests.total)
    return { perSecond: result.requests.average, p99: result.latency.p99, cpuMsPerRequest }
  }
  try {
    let cookie = await anaCookie(ctx)
    // Each screen must really be the signed-in screen (a redirect to sign-in would be far cheaper).
    for (const path of screens) {
      const answer = await fetch(`${site.url}${path}`, { headers: { cookie }, redirect: 'manual' })
      // The notifications device id the first screen gives, sent back as a browser would: without it
      // every view is a new device, and the session's kept notifications never answer (decision 279).
      const device = answer.headers.getSetCookie().find((c) => /^(__Host-)?notifications_device_id=/.test(c))
      if (device) cookie = `${cookie}; ${device.split(';')[0]}`
      const html = await answer.text()
      if (answer.status !== 200 || !html.includes('Ana'))
        throw new Error(`${path} did not answer ana's signed-in screen (status ${answer.status})`)
    }
    await load('/studio') // warm-up: the first renders compile and fill the runtime's caches
    const rows: BenchRow[] = []
    const studioRates: number[] = []
    const studioP99s: number[] = []
    for (const path of screens) {
      const pairs: Array<[Run, Run]> = []
      for (let i = 0; i < roundCount; i++) pairs.push([await load('/studio'), await load(path, { cookie })])
      studioRates.push(...pairs.map(([studio]) => studio.perSecond))
      studioP99s.push(...pairs.map(([studio]) => studio.p99))
      const ratios = pairs.map(([studio, screen]) => ratio(screen.perSecond, studio.perSecond))
      rows.push(
        { metric: `${path} / uncached /studio throughput (median)`, value: median(ratios), unit: 'ratio' },
        {
          metric: `${path} signed in, 20 connections`,
          value: Math.round(median(pairs.map(([, screen]) => screen.perSecond))),
          unit: 'req/s',
        },
        { metric: `${path} p99 (median)`, value: median(pairs.map(([, s]) => s.p99)), unit: 'ms' },
        {
          metric: `${path}: /studio CPU per request / the screen's (median)`,
          value: median(
            pairs.map(([studio, screen]) => ratio(studio.cpuMsPerRequest, screen.cpuMsPerRequest)),
          ),
          unit: 'ratio',
        },
      )
    }
    rows.push({
      metric: 'uncached /studio, 20 connections (median over all rounds)',
      value: Math.round(median(studioRates)),
      unit: 'req/s',
    })
    rows.push({
      metric: 'uncached /studio p99 (median over all rounds)',
      value: median(studioP99s),
      unit: 'ms',
    })
    return rows
  } finally {
    await stopProcess(site.child)
  }
}
