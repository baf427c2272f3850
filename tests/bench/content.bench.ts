/**
 * Content reads against the stand-in started by `npm run bench`: latency of each page type's query
 * through the content service (@sanity/client over HTTP, decoding included), p50 and p99 over 200
 * runs, and how many HTTP requests one page's content costs, counted by a proxy in front of the
 * stand-in.
 */
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Effect } from 'effect'
import { loadContentConfig } from '../../services/content/config.ts'
import { makeReads } from '../../services/content/reads.ts'
import { pageRequests } from '../../services/content/testing.ts'
import { sanityTransport } from '../../services/content/transport.ts'
import type { BenchContext, BenchRow } from './types.ts'

const runs = 200

function percentile(sorted: ReadonlyArray<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** A pass-through proxy that counts requests. */
async function countingProxy(target: string) {
  const upstream = new URL(target)
  let count = 0
  const server = createServer((req, res) => {
    count++
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers)
        up.pipe(res)
      },
    )
    req.pipe(out)
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take: () => {
      const n = count
      count = 0
      return n
    },
    close: () => new Promise((ok) => server.close(ok)),
  }
}

export default async function content(ctx: BenchContext): Promise<BenchRow[]> {
  const sandbox = ctx.sandboxUrls.content
  if (!sandbox) return []
  const reads = (apiHost: string) => {
    const config = loadContentConfig({ SANITY_API_HOST: apiHost, SANITY_CDN_URL: apiHost })
    return makeReads(sanityTransport(config), config)
  }
  const service = reads(sandbox)
  const rows: BenchRow[] = []
  const seen = new Set<string>()
  for (const { expectId: _, ...req } of pageRequests) {
    if (seen.has(req.contentType)) continue
    seen.add(req.contentType)
    for (let i = 0; i < 5; i++) await Effect.runPromise(service.getPage(req))
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const start = performance.now()
      await Effect.runPromise(service.getPage(req))
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    const round = (n: number) => Math.round(n * 10) / 10
    rows.push({
      metric: `content ${req.contentType} p50 (${runs} runs)`,
      value: round(percentile(times, 50)),
      unit: 'ms',
    })
    rows.push({
      metric: `content ${req.contentType} p99 (${runs} runs)`,
      value: round(percentile(times, 99)),
      unit: 'ms',
    })
  }

  const proxy = await countingProxy(sandbox)
  try {
    const counted = reads(proxy.url)
    let most = 0
    for (const { expectId: _, ...req } of pageRequests) {
      proxy.take()
      await Effect.runPromise(counted.getPage(req))
      most = Math.max(most, proxy.take())
    }
    rows.push({
      metric: 'content requests per page render (max over page types)',
      value: most,
      unit: 'requests',
    })
  } finally {
    await proxy.close()
  }
  return rows
}
