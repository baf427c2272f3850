/**
 * `/metrics` (Prometheus text), `/healthz` (the process answers) and `/readyz` (the content service
 * and, with REDIS_URL, Redis answer, and the site is not shutting down), answered on Node's request
 * before the HTML cache and the app (decision 223): never cached, `no-store`, and only for whom
 * OPS_ALLOW or OPS_TOKEN lets in; anyone else gets whatever the app answers there (the 404 page).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { registry } from '../../services/telemetry/site.ts'
import type { OpsAccess } from './access.ts'
import { beforeScrape } from './metrics.server.ts'

/** One check of readiness: resolves with a problem, or undefined when the dependency answers. */
export type Probe = () => Promise<string | undefined>

export interface OpsEndpoints {
  /** True when it answered `req`. */
  answer(req: IncomingMessage, res: ServerResponse, pathname: string): boolean
  /** From now on `/readyz` says 503: the balancer stops sending new requests while in-flight ones finish. */
  draining(): void
}

const plain = (res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') => {
  res.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  res.end(body)
}

/** Probes take at most this long, and their answer is reused this long, so probing cannot load the site. */
const probeBudgetMs = 1000
const reuseMs = 1000

export function opsEndpoints(access: OpsAccess, probes: Readonly<Record<string, Probe>>): OpsEndpoints {
  let stopping = false
  let last: { at: number; checks: Record<string, string> } | undefined
  const within = (probe: Probe) =>
    Promise.race([
      probe().catch((error: Error) => error.message),
      new Promise<string>((resolve) =>
        setTimeout(resolve, probeBudgetMs, `no answer within ${probeBudgetMs} ms`).unref(),
      ),
    ])
  async function readiness(): Promise<Record<string, string>> {
    if (last && Date.now() - last.at < reuseMs) return last.checks
    const names = Object.keys(probes)
    const outcomes = await Promise.all(names.map((name) => within(probes[name]!)))
    const checks = Object.fromEntries(names.map((name, i) => [name, outcomes[i] ?? 'ok']))
    last = { at: Date.now(), checks }
    return checks
  }
  return {
    answer(req, res, pathname) {
      if (pathname !== '/metrics' && pathname !== '/healthz' && pathname !== '/readyz') return false
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !access.allows(req)) return false
      if (pathname === '/metrics')
        void beforeScrape().then(() =>
          plain(res, 200, registry.render(), 'text/plain; version=0.0.4; charset=utf-8'),
        )
      else if (pathname === '/healthz') plain(res, 200, 'ok\n')
      else
        void readiness().then((checks) => {
          const ready = !stopping && Object.values(checks).every((check) => check === 'ok')
          const body = { ready, ...(stopping ? { stopping: true } : {}), checks }
          plain(res, ready ? 200 : 503, `${JSON.stringify(body)}\n`, 'application/json')
        })
      return true
    },
    draining() {
      stopping = true
    },
  }
}
