/**
 * Throughput and latency of the accounts stand-in's identity calls (it runs beside the site in every
 * e2e and bench stack, so its speed bounds theirs). 20 concurrent clients, fixed request counts.
 */
import type { BenchContext, BenchRow } from './types.ts'

const basic = `Basic ${Buffer.from('website:website-secret').toString('base64')}`

interface Load {
  readonly perSecond: number
  readonly p50: number
  readonly p99: number
}

async function load(total: number, concurrency: number, send: () => Promise<Response>): Promise<Load> {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < total) {
      next += 1
      const begin = performance.now()
      const response = await send()
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`bench request failed with ${response.status}`)
      latencies.push(performance.now() - begin)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))]! * 10) / 10
  return { perSecond: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99) }
}

const rows = (name: string, result: Load): BenchRow[] => [
  { metric: `accounts ${name}: throughput (20 clients)`, value: result.perSecond, unit: 'req/s' },
  { metric: `accounts ${name}: p50 latency`, value: result.p50, unit: 'ms' },
  { metric: `accounts ${name}: p99 latency`, value: result.p99, unit: 'ms' },
]

export default async function accounts(ctx: BenchContext): Promise<BenchRow[]> {
  const base = `${ctx.sandboxUrls.accounts}/identity`
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  const signIn = await (
    await post(
      '/api/v1/login',
      { email_address: 'ana@example.com', password: 'Studio-Demo-1' },
      { authorization: basic },
    )
  ).json()
  const access = signIn.tokens.access.token as string
  const refresh = signIn.tokens.refresh.token as string
  const me = await load(2000, 20, () =>
    fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${access}` } }),
  )
  const v1 = await load(2000, 20, () => post('/api/v1/tokens/refresh', { refresh_token: refresh }))
  const loginLoad = await load(200, 20, () =>
    post(
      '/api/v1/login',
      { email_address: 'ben@example.com', password: 'Studio-Demo-2' },
      { authorization: basic },
    ),
  )
  return [...rows('GET me', me), ...rows('POST v1 refresh', v1), ...rows('POST login (scrypt)', loginLoad)]
}
