/**
 * Compression (docs/decisions/202), side by side in one run on a site process of its own with the
 * HTML cache off, so every request renders:
 * - an uncached page asked for as a browser asks (`Accept-Encoding: br, gzip`) against the same page
 *   uncompressed, alternated in 3 rounds (goal: throughput ≥ 0.8, p99 ≤ 1.5×);
 * - the framework chunk as sent with brotli and gzip, against what per-request compression at
 *   brotli quality 4 (the static handler's own setting) makes of it, and its throughput with brotli and
 *   the site's CPU per request for it (the build's files are answered from memory, decision 280).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import autocannon from 'autocannon'
import { cpuMs, ownSite } from './ownSite.ts'
import { median, ratio } from './rounds.ts'
import type { BenchContext, BenchRow } from './types.ts'

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const load = (url: string, headers: Record<string, string> = {}) =>
  autocannon({ url, connections: 10, duration: 4, headers })
type Result = Awaited<ReturnType<typeof load>> & { cpuMsPerRequest: number }

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

export default async function compressionBench(ctx: BenchContext): Promise<BenchRow[]> {
  const site = await ownSite(ctx, 'off')
  const pid = site.pid
  const run = async (url: string, headers: Record<string, string> = {}): Promise<Result> => {
    const before = cpuMs(pid)
    const result = await load(url, headers)
    return { ...result, cpuMsPerRequest: (cpuMs(pid) - before) / Math.max(1, result.requests.total) }
  }
  try {
    const page = `${site.url}/studio`
    const rounds: [Result, Result][] = []
    for (let i = 0; i < 3; i++) rounds.push([await run(page), await run(page, browser)])
    for (const [plain, compressed] of rounds)
      if (plain.non2xx + compressed.non2xx > 0) throw new Error('/studio answered non-2xx under load')
    const assets = join(ctx.distDir, 'client/assets')
    const framework = readdirSync(assets).find((name) => /^framework-.*\.js$/.test(name))
    if (!framework) throw new Error('no framework chunk in the build')
    const raw = readFileSync(join(assets, framework))
    const asset = `${site.url}/assets/${framework}`
    /** Bytes on the wire (node:http does not decode), and the encoding they came in. */
    const sent = (encoding: string) =>
      new Promise<number>((ok, fail) => {
        get(asset, { headers: { 'accept-encoding': encoding } }, (answer) => {
          let bytes = 0
          answer.on('data', (chunk: Buffer) => {
            bytes += chunk.length
          })
          answer.on('end', () =>
            answer.headers['content-encoding'] === encoding
              ? ok(bytes)
              : fail(
                  new Error(
                    `the framework chunk came back ${answer.headers['content-encoding']}, not ${encoding}`,
                  ),
                ),
          )
        }).on('error', fail)
      })
    const perRequestQ4 = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length
    const assetLoad = await run(asset, browser)
    return [
      {
        metric: 'uncached /studio, br / identity throughput (median of 3)',
        value: median(rounds.map(([p, c]) => ratio(c.requests.average, p.requests.average))),
        unit: 'ratio',
      },
      {
        metric: 'uncached /studio, br / identity p99 (median of 3)',
        value: median(rounds.map(([p, c]) => ratio(c.latency.p99, Math.max(1, p.latency.p99)))),
        unit: 'ratio',
      },
      {
        metric: 'uncached /studio, identity / br CPU per request (median of 3)',
        value: median(rounds.map(([p, c]) => ratio(p.cpuMsPerRequest, c.cpuMsPerRequest))),
        unit: 'ratio',
      },
      {
        metric: 'uncached /studio CPU per request, identity',
        value: Math.round(median(rounds.map(([p]) => p.cpuMsPerRequest)) * 100) / 100,
        unit: 'ms',
      },
      {
        metric: 'uncached /studio CPU per request, br',
        value: Math.round(median(rounds.map(([, c]) => c.cpuMsPerRequest)) * 100) / 100,
        unit: 'ms',
      },
      {
        metric: 'uncached /studio identity',
        value: Math.round(median(rounds.map(([p]) => p.requests.average))),
        unit: 'req/s',
      },
      {
        metric: 'uncached /studio br',
        value: Math.round(median(rounds.map(([, c]) => c.requests.average))),
        unit: 'req/s',
      },
      { metric: 'framework chunk', value: kb(raw.length), unit: 'KB' },
      { metric: 'framework chunk sent br', value: kb(await sent('br')), unit: 'KB' },
      { metric: 'framework chunk sent gzip', value: kb(await sent('gzip')), unit: 'KB' },
      { metric: 'framework chunk at br quality 4 per request', value: kb(perRequestQ4), unit: 'KB' },
      {
        metric: 'framework chunk br, 10 connections',
        value: Math.round(assetLoad.requests.average),
        unit: 'req/s',
      },
      {
        // Answered from memory in front of srvx (decision 280); through srvx's static handler: about 4 ms.
        metric: 'framework chunk br, site CPU per request',
        value: Math.round(assetLoad.cpuMsPerRequest * 100) / 100,
        unit: 'ms',
      },
    ]
  } finally {
    site.child.kill('SIGTERM')
  }
}
