/**
 * A map bounded by bytes (docs/decisions/200): every value says what it costs, and putting one past the
 * bound drops the least recently used until the rest fit. A value bigger than the whole bound is not
 * kept. Values may also lapse (`ttlMs`); lapsed ones are dropped when read and swept as new ones come in,
 * so memory never holds what nobody will ask for again.
 *
 * Map keeps insertion order, so "least recently used" is the first key: a read moves its key to the end.
 */

/** What a cache layer holds, for metrics and the benches. */
export interface LayerSize {
  readonly layer: string
  readonly entries: number
  readonly bytes: number
  readonly maxBytes: number
}

export interface ByteLru<V> {
  get(key: string): V | undefined
  /** Like `get`, without counting as a use. */
  peek(key: string): V | undefined
  /** False when the value alone is bigger than the bound (nothing is kept then). */
  set(key: string, value: V, ttlMs?: number): boolean
  delete(key: string): boolean
  has(key: string): boolean
  keys(): IterableIterator<string>
  size(): LayerSize
  clear(): void
}

export interface ByteLruOptions<V> {
  readonly layer: string
  readonly maxBytes: number
  readonly sizeOf: (value: V, key: string) => number
  /** Told of every value that leaves, however it leaves (evicted, lapsed, replaced, deleted). */
  readonly onRemove?: (key: string, value: V) => void
  readonly now?: () => number
}

interface Slot<V> {
  readonly value: V
  readonly bytes: number
  readonly until: number
}

/** How many lapsed values a `set` checks for at most, from the least recently used end. */
const sweepPerSet = 8

export function byteLru<V>(options: ByteLruOptions<V>): ByteLru<V> {
  const { layer, maxBytes, sizeOf, onRemove, now = Date.now } = options
  const slots = new Map<string, Slot<V>>()
  let bytes = 0

  const remove = (key: string, slot: Slot<V>) => {
    slots.delete(key)
    bytes -= slot.bytes
    onRemove?.(key, slot.value)
  }
  const live = (key: string): Slot<V> | undefined => {
    const slot = slots.get(key)
    if (slot && slot.until <= now()) {
      remove(key, slot)
      return undefined
    }
    return slot
  }

  return {
    get(key) {
      const slot = live(key)
      if (!slot) return undefined
      slots.delete(key)
      slots.set(key, slot)
      return slot.value
    },
    peek: (key) => live(key)?.value,
    set(key, value, ttlMs = Number.POSITIVE_INFINITY) {
      const old = slots.get(key)
      if (old) remove(key, old)
      const cost = sizeOf(value, key)
      if (cost > maxBytes) return false
      const at = now()
      let checked = 0
      for (const [k, slot] of slots) {
        if (checked++ >= sweepPerSet) break
        if (slot.until <= at) remove(k, slot)
      }
      for (const [k, slot] of slots) {
        if (bytes + cost <= maxBytes) break
        remove(k, slot)
      }
      slots.set(key, { value, bytes: cost, until: at + ttlMs })
      bytes += cost
      return true
    },
    delete(key) {
      const slot = slots.get(key)
      if (!slot) return false
      remove(key, slot)
      return true
    },
    has: (key) => live(key) !== undefined,
    keys: () => slots.keys(),
    size: () => ({ layer, entries: slots.size, bytes, maxBytes }),
    clear() {
      for (const [key, slot] of slots) remove(key, slot)
    },
  }
}
