import { describe, expect, it } from 'vitest'
import { Registry } from './metrics.ts'

describe('the Prometheus registry', () => {
  it('renders counters, histograms and gauges in the text format', () => {
    const registry = new Registry()
    const calls = registry.counter('calls_total', 'Calls.', ['service', 'code'])
    calls.inc(['identity', '2001'])
    calls.inc(['identity', '2001'], 2)
    calls.inc(['da', 'say "hi"\n'])
    const latency = registry.histogram('latency_seconds', 'Latency.', ['kind'], [0.1, 1])
    latency.observe(['page'], 0.05)
    latency.observe(['page'], 0.5)
    latency.observe(['page'], 3)
    registry.gauge('entries', 'Entries.', [], () => [[[], 7]])
    expect(registry.render()).toBe(
      [
        '# HELP calls_total Calls.',
        '# TYPE calls_total counter',
        'calls_total{service="identity",code="2001"} 3',
        'calls_total{service="da",code="say \\"hi\\"\\n"} 1',
        '# HELP latency_seconds Latency.',
        '# TYPE latency_seconds histogram',
        'latency_seconds_bucket{kind="page",le="0.1"} 1',
        'latency_seconds_bucket{kind="page",le="1"} 2',
        'latency_seconds_bucket{kind="page",le="+Inf"} 3',
        'latency_seconds_sum{kind="page"} 3.55',
        'latency_seconds_count{kind="page"} 3',
        '# HELP entries Entries.',
        '# TYPE entries gauge',
        'entries 7',
        '',
      ].join('\n'),
    )
  })

  it('counts a value on a bucket bound into that bucket (le is inclusive)', () => {
    const registry = new Registry()
    registry.histogram('h', 'H.', [], [1]).observe([], 1)
    expect(registry.render()).toContain('h_bucket{le="1"} 1')
  })
})
