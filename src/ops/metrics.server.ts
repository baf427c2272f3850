/**
 * Gauges read when `/metrics` is scraped (decision 223): what every cache layer holds (entries, bytes
 * and bound per layer, from the layers' own `sizes()` through src/scale/cacheSizes.ts, decision 200),
 * the content breaker, requests in flight, and the process's memory, CPU and start time.
 */
import { registry } from '../../services/telemetry/site.ts'
import type { LayerSize } from '../scale/byteLru.ts'

export interface GaugeSources {
  /** Every registered cache layer; asynchronous because the Redis layer is asked. */
  readonly cacheSizes: () => Promise<ReadonlyArray<LayerSize>>
  readonly breakerOpen: () => boolean
  readonly inFlight: () => number
  readonly buildId: string
}

let sources: GaugeSources | undefined
let layers: ReadonlyArray<LayerSize> = []

/** Reads what the gauges cannot read synchronously (the cache layers); `/metrics` awaits it first. */
export async function beforeScrape(): Promise<void> {
  layers = sources ? await sources.cacheSizes().catch(() => []) : []
}

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
  const perLayer = (value: (size: LayerSize) => number) => () =>
    sources ? layers.map((size) => [[size.layer], value(size)] as [string[], number]) : []
  registry.gauge(
    'pulsewave_cache_entries',
    'Entries in each cache layer of this instance (the Redis layer is the cluster’s).',
    ['layer'],
    perLayer((size) => size.entries),
  )
  registry.gauge(
    'pulsewave_cache_bytes',
    'Bytes each cache layer holds (HTML bodies plain and compressed; copies on loan to sockets).',
    ['layer'],
    perLayer((size) => size.bytes),
  )
  registry.gauge(
    'pulsewave_cache_max_bytes',
    'The bound of each cache layer in bytes (HTML_CACHE_MAX_MB, HTML_CACHE_SHARED_MAX_MB).',
    ['layer'],
    perLayer((size) => size.maxBytes),
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
