/**
 * Signed-in screens against content (issue 26 item 4): each account screen, signed in as ana, against
 * uncached `/studio`, on one site process of its own with the HTML cache off (so `/studio` renders on
 * every request, as the account screens always do). One password sign-in gives the session cookies;
 * then, for each screen, rounds alternate 20 connections of `/studio` with 20 connections of the screen,
 * and the ratio of each pair is taken, so the machine's load moves both sides alike. Goal: every screen
 * ≥ 0.8 of `/studio` with p99 ≤ 100 ms. Beside it, the site process's CPU time per request (`/proc`),
 * as `/studio`'s over the screen's: on a machine shared with other work it moves far less than req/s.
 *
 * Beside them, what each view asks of the provider (decision 297): the calls the accounts stand-in
 * counted per view, and the stand-in's own CPU time per view (`/proc`). The stand-in answers on one
 * core, the provider's part of this machine, so 1000 ms over its CPU per view is the most views a second
 * it can answer whatever the site does; over `/studio`'s rate that is the screen's ceiling here.
 *
 * And what those calls cost the site alone (tests/bench/callCost.ts): one customer call through the
 * site's account client, in CPU. Calls per view times that, plus Start's floor (the CPU of a request to
 * the smallest Start app, tests/bench/startFloor.ts), over the CPU a view may cost to reach 0.8 of
 * `/studio` (`/studio`'s CPU per request / 0.8), is the share of that budget taken before the screen
 * renders anything; over 1, the goal is out of reach for that screen while it asks the provider on
 * every view.
 *
 * Each run lasts 3 s, 3 rounds per screen. To profile, run the bench with Node 24 directly, not through
 * npm (which runs on the system's Node, and that one refuses the option):
 * `NODE_OPTIONS='--cpu-prof --cpu-prof-dir=<dir>' node_modules/.bin/node scripts/bench.ts account-throughput`.
 * The site process (among the others) writes its profile when the bench stops it.
 */
import autocannon from 'autocannon'
import { stopProcess } from '../../scripts/stack.ts'
import { customerCallCost } from './callCost.ts'
import { cpuMs, ownSite } from './ownSite.ts'
import { median, ratio } from './rounds.ts'
import { anaCookie } from './signedIn.ts'
import { startFloor } from './startFloor.ts'
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
  /** Calls the accounts stand-in counted, per request. */
  readonly callsPerRequest: number
  /** The accounts stand-in's CPU time, per request. */
  readonly standInMsPerRequest: number
}

/** Calls the accounts stand-in has answered since it started (its test endpoint, decision 134). */
async function callsSoFar(accountsUrl: string): Promise<number> {
  const stats = (await (await fetch(`${accountsUrl}/__sandbox/stats`)).json()) as { total: number }
  return stats.total
}

export default async function accountThroughput(ctx: BenchContext): Promise<BenchRow[]> {
  const site = await ownSite(ctx, 'off')
  const pid = site.pid
  const standIn = ctx.pids.accounts
  const accountsUrl = ctx.sandboxUrls.accounts
  if (!standIn || !accountsUrl) throw new Error('the bench needs the accounts stand-in')
  const load = async (path: string, headers: Record<string, string> = {}): Promise<Run> => {
    const before = cpuMs(pid)
    const standInBefore = cpuMs(standIn)
    const callsBefore = await callsSoFar(accountsUrl)
    const result = await autocannon({
      url: `${site.url}${path}`,
      connections: 20,
      duration: seconds,
      headers,
    })
    if (result.non2xx + result.errors > 0)
      throw new Error(`${path} answered ${result.non2xx} non-2xx and ${result.errors} errors under load`)
    const requests = Math.max(1, result.requests.total)
    return {
      perSecond: result.requests.average,
      p99: result.latency.p99,
      cpuMsPerRequest: (cpuMs(pid) - before) / requests,
      standInMsPerRequest: (cpuMs(standIn) - standInBefore) / requests,
      callsPerRequest: ((await callsSoFar(accountsUrl)) - callsBefore) / requests,
    }
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
    const callCost = await customerCallCost(ctx)
    const floor = await startFloor(seconds, roundCount)
    const rows: BenchRow[] = [
      {
        metric: "Start's floor: the smallest Start app, CPU per request",
        value: Math.round(floor.cpuMs * 1000) / 1000,
        unit: 'ms',
      },
      {
        metric: "one customer call through the site's account client (CPU, lower bound)",
        value: Math.round(callCost.client * 1000) / 1000,
        unit: 'ms',
      },
      {
        metric: "the same call through the platform's fetch alone (CPU)",
        value: Math.round(callCost.fetch * 1000) / 1000,
        unit: 'ms',
      },
    ]
    const studioRates: number[] = []
    const studioP99s: number[] = []
    for (const path of screens) {
      const pairs: Array<[Run, Run]> = []
      for (let i = 0; i < roundCount; i++) pairs.push([await load('/studio'), await load(path, { cookie })])
      studioRates.push(...pairs.map(([studio]) => studio.perSecond))
      studioP99s.push(...pairs.map(([studio]) => studio.p99))
      const ratios = pairs.map(([studio, screen]) => ratio(screen.perSecond, studio.perSecond))
      const standInMs = median(pairs.map(([, screen]) => screen.standInMsPerRequest))
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
        {
          metric: `${path}: calls to the account services per view`,
          value: Math.round(median(pairs.map(([, screen]) => screen.callsPerRequest)) * 100) / 100,
          unit: 'calls',
        },
        {
          metric: `${path}: the accounts stand-in's CPU per view`,
          value: Math.round(standInMs * 100) / 100,
          unit: 'ms',
        },
        {
          metric: `${path}: its calls and Start's floor, CPU / what a view may cost at 0.8 of /studio`,
          value: median(
            pairs.map(([studio, screen]) =>
              ratio(screen.callsPerRequest * callCost.client + floor.cpuMs, studio.cpuMsPerRequest / 0.8),
            ),
          ),
          unit: 'ratio',
        },
        {
          metric: `${path}: the most the stand-in's one core allows / uncached /studio`,
          value: median(pairs.map(([studio]) => ratio(1000 / standInMs, studio.perSecond))),
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
