/**
 * The HTML cache's memory (docs/decisions/200, 201), in one run:
 * - what one cached entry costs against its page's bytes (goal ≤ 2×), by the entry's own account and
 *   by the array-buffer memory 200 entries of a real page actually take in this process;
 * - a site process (its own, cache on, default bounds) sent 100,000 distinct URLs: fresh `utm_*` and
 *   unknown parameters, unknown hosts, and one made-up address in 50 (each a real new not-found entry).
 *   Its resident memory is sampled every 10,000 requests; "flat" is the growth over the second half,
 *   when every layer has long been full. The hit share says the query strings and hosts made no keys.
 */
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { makeEntry } from '../../src/cache/entry.ts'
import { ownSite } from './ownSite.ts'
import { ratio } from './rounds.ts'
import type { BenchContext, BenchRow } from './types.ts'

const total = 100_000
const sampleEvery = 10_000
const concurrency = 16

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

const rssMb = (pid: number): number => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return Math.round(Number(line?.[1] ?? Number.NaN) / 1024)
}

/** What one entry of `path` costs, by its own account and as measured over 200 of them. */
async function entryCost(baseUrl: string, path: string) {
  const answer = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } })
  const body = Buffer.from(await answer.arrayBuffer())
  const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1]
  if (!nonce) throw new Error(`${path} carries no nonce: the bench cannot cut it out`)
  const make = () =>
    makeEntry({
      url: path,
      status: 200,
      headers: [...answer.headers],
      body,
      nonce,
      tags: [],
      readAt: Date.now(),
    })
  gc()
  const before = process.memoryUsage().arrayBuffers
  const kept = Array.from({ length: 200 }, make)
  gc()
  const measured = (process.memoryUsage().arrayBuffers - before) / kept.length
  return { page: body.length, accounted: kept[0]?.bytes ?? 0, measured }
}

/** `total` GETs, `concurrency` at a time, each to the URL and Host `target(i)` gives. */
async function send(
  origin: URL,
  target: (i: number) => { path: string; host: string },
  onSample: (done: number) => void,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  let next = 0
  let hits = 0
  let failed = 0
  const one = (i: number) =>
    new Promise<void>((ok) => {
      const { path, host } = target(i)
      const req = request(
        { host: origin.hostname, port: origin.port, path, agent, headers: { host } },
        (res) => {
          if (res.headers['x-cache'] === 'hit') hits++
          if ((res.statusCode ?? 500) >= 500) failed++
          res.resume()
          res.on('end', ok)
        },
      )
      req.on('error', () => {
        failed++
        ok()
      })
      req.end()
    })
  const worker = async () => {
    while (next < total) {
      const i = next++
      await one(i)
      if ((i + 1) % sampleEvery === 0) onSample(i + 1)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  agent.destroy()
  return { hits, failed }
}

export default async function memoryBench(ctx: BenchContext): Promise<BenchRow[]> {
  const cost = await entryCost(ctx.baseUrl, '/studio')
  const site = await ownSite(ctx, 'on')
  const pid = site.pid
  try {
    const origin = new URL(site.url)
    const pages = ['/', '/studio', '/studio/pricing', '/careers', '/studio/free-trial']
    for (const path of pages) await fetch(`${site.url}${path}`)
    const samples: number[] = []
    const target = (i: number) => {
      const port = origin.port ? `:${origin.port}` : ''
      if (i % 50 === 49) return { path: `/no-such-page-${i}`, host: `127.0.0.1${port}` }
      const path = pages[i % pages.length] as string
      const query = i % 2 === 0 ? `?utm_source=bench&utm_campaign=c${i}` : `?v=${i}&fbclid=${i}`
      // Hosts the site does not serve, each new: they must share the loopback entry.
      const host = i % 3 === 0 ? `h${i}.example${port}` : `127.0.0.1${port}`
      return { path: `${path}${query}`, host }
    }
    const rssStart = rssMb(pid)
    const sent = await send(origin, target, () => samples.push(rssMb(pid)))
    const half = samples[Math.floor(samples.length / 2) - 1] ?? rssStart
    const last = samples.at(-1) ?? rssStart
    const busting = total - total / 50
    return [
      { metric: 'page /studio', value: Math.round(cost.page / 102.4) / 10, unit: 'KB' },
      {
        metric: 'cache entry bytes / page bytes (entry’s account)',
        value: ratio(cost.accounted, cost.page),
        unit: 'ratio',
      },
      {
        metric: 'cache entry bytes / page bytes (measured, 200 entries)',
        value: ratio(cost.measured, cost.page),
        unit: 'ratio',
      },
      { metric: `RSS before ${total.toLocaleString('en')} distinct URLs`, value: rssStart, unit: 'MB' },
      { metric: `RSS after ${(total / 2).toLocaleString('en')}`, value: half, unit: 'MB' },
      { metric: `RSS after ${total.toLocaleString('en')}`, value: last, unit: 'MB' },
      { metric: 'RSS highest sample', value: Math.max(rssStart, ...samples), unit: 'MB' },
      { metric: 'RSS growth over the second half', value: last - half, unit: 'MB' },
      {
        metric: 'cache-busting URLs answered from the cache',
        value: ratio(sent.hits, busting),
        unit: 'share',
      },
      { metric: 'answers 5xx or failed', value: sent.failed, unit: 'requests' },
    ]
  } finally {
    site.child.kill('SIGTERM')
  }
}
