/**
 * Homepage SSR throughput as a ratio to node:http serving the same HTML bytes, measured in the same
 * run with the same load (autocannon, 10 connections, 10 s each), so the ratio is comparable across
 * machines while the absolute numbers are not.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import type { BenchContext, BenchRow } from './types.ts'

const load = { connections: 10, duration: 10 }

async function requestsPerSecond(url: string): Promise<{ rps: number; non2xx: number }> {
  const result = await autocannon({ url, ...load })
  return { rps: result.requests.average, non2xx: result.non2xx }
}

export default async function ssrThroughput(ctx: BenchContext): Promise<BenchRow[]> {
  const url = new URL('/', ctx.baseUrl).href
  const html = Buffer.from(await (await fetch(url)).arrayBuffer())
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length })
    res.end(html)
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  try {
    const baseline = await requestsPerSecond(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    const site = await requestsPerSecond(url)
    if (site.non2xx > 0) throw new Error(`homepage answered ${site.non2xx} non-2xx responses under load`)
    return [
      { metric: 'homepage SSR requests/s', value: Math.round(site.rps), unit: 'req/s' },
      { metric: 'node:http same bytes requests/s', value: Math.round(baseline.rps), unit: 'req/s' },
      {
        metric: 'homepage SSR / node:http throughput',
        value: Math.round((site.rps / baseline.rps) * 1000) / 1000,
        unit: 'ratio',
      },
      { metric: 'homepage HTML size', value: Math.round(html.length / 102.4) / 10, unit: 'KB' },
    ]
  } finally {
    server.close()
  }
}
