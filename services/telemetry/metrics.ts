/**
 * A small Prometheus registry (text format 0.0.4) for `/metrics` (docs/operations.md, decision 223).
 * Counters and histograms keep one slot per label combination, found by the labels joined into one
 * string, so recording on the cache-hit path is a Map lookup and a few additions; gauges are read
 * when scraped. No dependency: prom-client's default collectors and its async registry are more than
 * the site needs.
 */

type Labels = ReadonlyArray<string>

interface Family {
  readonly name: string
  readonly help: string
  readonly type: 'counter' | 'gauge' | 'histogram'
  render(out: string[]): void
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"')
const labelText = (names: Labels, values: Labels) =>
  names.length === 0
    ? ''
    : `{${names.map((name, i) => `${name}="${escapeLabel(values[i] ?? '')}"`).join(',')}}`
const number = (value: number) => (Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : '-Inf')

export interface Counter {
  inc(values: Labels, by?: number): void
}

export interface Histogram {
  /** `seconds` into the slot of `values`. */
  observe(values: Labels, seconds: number): void
}

export class Registry {
  readonly #families: Family[] = []

  counter(name: string, help: string, labelNames: Labels = []): Counter {
    const slots = new Map<string, { values: Labels; count: number }>()
    this.#families.push({
      name,
      help,
      type: 'counter',
      render(out) {
        for (const slot of slots.values())
          out.push(`${name}${labelText(labelNames, slot.values)} ${slot.count}`)
      },
    })
    return {
      inc(values, by = 1) {
        const key = values.join('\u0000')
        const slot = slots.get(key)
        if (slot) slot.count += by
        else slots.set(key, { values: [...values], count: by })
      },
    }
  }

  /**
   * A value read when scraped: one sample per label combination `read` returns. `counter` for a total
   * something else keeps (the process's CPU time).
   */
  gauge(
    name: string,
    help: string,
    labelNames: Labels,
    read: () => Iterable<[Labels, number]>,
    type: 'gauge' | 'counter' = 'gauge',
  ): void {
    this.#families.push({
      name,
      help,
      type,
      render(out) {
        for (const [values, value] of read())
          out.push(`${name}${labelText(labelNames, values)} ${number(value)}`)
      },
    })
  }

  histogram(name: string, help: string, labelNames: Labels, buckets: ReadonlyArray<number>): Histogram {
    const slots = new Map<string, { values: Labels; counts: number[]; sum: number; count: number }>()
    const bucketNames = [...labelNames, 'le']
    this.#families.push({
      name,
      help,
      type: 'histogram',
      render(out) {
        for (const slot of slots.values()) {
          let cumulative = 0
          buckets.forEach((bound, i) => {
            cumulative += slot.counts[i] ?? 0
            out.push(`${name}_bucket${labelText(bucketNames, [...slot.values, number(bound)])} ${cumulative}`)
          })
          out.push(`${name}_bucket${labelText(bucketNames, [...slot.values, '+Inf'])} ${slot.count}`)
          out.push(`${name}_sum${labelText(labelNames, slot.values)} ${slot.sum}`)
          out.push(`${name}_count${labelText(labelNames, slot.values)} ${slot.count}`)
        }
      },
    })
    return {
      observe(values, seconds) {
        const key = values.join('\u0000')
        let slot = slots.get(key)
        if (!slot) {
          slot = { values: [...values], counts: buckets.map(() => 0), sum: 0, count: 0 }
          slots.set(key, slot)
        }
        let i = 0
        while (i < buckets.length && seconds > buckets[i]!) i++
        if (i < buckets.length) slot.counts[i]! += 1
        slot.sum += seconds
        slot.count += 1
      },
    }
  }

  /** The Prometheus text format: HELP and TYPE, then every sample. */
  render(): string {
    const out: string[] = []
    for (const family of this.#families) {
      out.push(`# HELP ${family.name} ${family.help}`, `# TYPE ${family.name} ${family.type}`)
      family.render(out)
    }
    return `${out.join('\n')}\n`
  }
}

/** Request and upstream latencies, in seconds: from a cache hit (sub-millisecond) to a slow upstream. */
export const latencyBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
