/**
 * Gauges read when `/metrics` is scraped (decision 223): the HTML cache's size (through the interface
 * the cache provides, `stats()`, so a bounded cache later reports the same way), the content breaker,
 * requests in flight, and the process's memory, CPU and start time.
 */
import { registry } from '../../services/telemetry/site.ts'

export interface GaugeSources {
  readonly cache: () => { readonly entries: number; readonly bytes: number }
  readonly breakerOpen: () => boolean
  readonly inFlight: () => number
  readonly buildId: string
}

let sources: GaugeSources | undefined

/** The running server's sources; registered once per process, replaced when a test starts another. */
export function readGaugesFrom(next: GaugeSources): void {
  if (!sources) register()
  sources = next
}

function register(): void {
  const one = (value: () => number) => () => (sources ? [[[], value()] as [string[], number]] : [])
  registry.gauge('pulsewave_build_info', 'The running build (value 1).', ['build'], () =>
    sources ? [[[sources.buildId], 1]] : [],
  )
  registry.gauge(
    'pulsewave_html_cache_entries',
    'Entries in this instance’s HTML cache (L1).',
    [],
    one(() => sources!.cache().entries),
  )
  registry.gauge(
    'pulsewave_html_cache_bytes',
    'Bytes of the bodies in this instance’s HTML cache (L1), plain and deflated.',
    [],
    one(() => sources!.cache().bytes),
  )
  registry.gauge(
    'pulsewave_content_breaker_open',
    '1 while the content service is known to be down and reads fail fast (docs/caching.md), else 0.',
    [],
    one(() => (sources!.breakerOpen() ? 1 : 0)),
  )
  registry.gauge(
    'pulsewave_http_requests_in_flight',
    'Requests the app is answering now.',
    [],
    one(() => sources!.inFlight()),
  )
  const startedAt = Date.now() / 1000 - process.uptime()
  registry.gauge('process_start_time_seconds', 'When the process started, Unix time.', [], () => [
    [[], startedAt],
  ])
  registry.gauge('process_resident_memory_bytes', 'Resident memory of the process.', [], () => [
    [[], process.memoryUsage.rss()],
  ])
  registry.gauge('nodejs_heap_used_bytes', 'V8 heap in use.', [], () => [
    [[], process.memoryUsage().heapUsed],
  ])
  registry.gauge(
    'process_cpu_seconds_total',
    'CPU time the process used, user and system.',
    [],
    () => {
      const { user, system } = process.cpuUsage()
      return [[[], (user + system) / 1e6]]
    },
    'counter',
  )
}
