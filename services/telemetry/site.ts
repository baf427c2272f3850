/**
 * The site's metric families (docs/operations.md lists them with their labels). Recorded by the
 * server's front door (requests, cache answers), the spans of upstream calls (upstream.ts) and token
 * renewal; gauges that only need reading at scrape time (cache size, the content breaker, the process)
 * are registered by the server when it starts (src/ops/metrics.server.ts).
 */
import { latencyBuckets, Registry } from './metrics.ts'

export const registry = new Registry()

export const telemetry = {
  requestSeconds: registry.histogram(
    'pulsewave_http_request_duration_seconds',
    'Requests by route kind and status, and how long each took to answer (its _count is the request count).',
    ['kind', 'status'],
    latencyBuckets,
  ),
  clientAborts: registry.counter(
    'pulsewave_http_client_aborts_total',
    'Requests whose client closed the connection before the answer was sent.',
    ['kind'],
  ),
  cacheAnswers: registry.counter(
    'pulsewave_html_cache_answers_total',
    'HTML answers by cache path: hit, stale (answered while one render refreshes it), miss (rendered and stored), bypass (not cacheable).',
    ['state'],
  ),
  upstreamCalls: registry.counter(
    'pulsewave_upstream_calls_total',
    'Calls to the content and account services by service, call, result (ok or the error) and error code.',
    ['service', 'call', 'result', 'code'],
  ),
  upstreamSeconds: registry.histogram(
    'pulsewave_upstream_call_duration_seconds',
    'How long calls to the content and account services took, retries and renewal included.',
    ['service', 'call'],
    latencyBuckets,
  ),
  renewals: registry.counter(
    'pulsewave_token_renewals_total',
    'Refresh calls this instance made to renew a customer session, by result.',
    ['result'],
  ),
  renewalJoins: registry.counter(
    'pulsewave_token_renewal_joins_total',
    'Requests that waited for a renewal already under way instead of refreshing: in this process, or led by another instance (Redis).',
    ['scope'],
  ),
}
