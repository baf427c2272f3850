/**
 * Transformed images kept in memory, least recently used first out, within a byte budget: browsers
 * with a fresh profile (Lighthouse, e2e) ask for the same variants again and again, and sharp costs
 * tens of milliseconds a variant on a shared 2-core machine. Binaries never change under a name
 * (the name is the content hash), so entries never go stale.
 */
export interface CachedImage {
  readonly body: Buffer
  readonly contentType: string
}

export class ImageCache {
  readonly #entries = new Map<string, CachedImage>()
  readonly #budget: number
  #bytes = 0

  constructor(budgetBytes = 64 * 1024 * 1024) {
    this.#budget = budgetBytes
  }

  get(key: string): CachedImage | undefined {
    const entry = this.#entries.get(key)
    if (entry) {
      this.#entries.delete(key)
      this.#entries.set(key, entry)
    }
    return entry
  }

  set(key: string, entry: CachedImage): void {
    if (entry.body.length > this.#budget / 4 || this.#entries.has(key)) return
    this.#entries.set(key, entry)
    this.#bytes += entry.body.length
    for (const [oldest, value] of this.#entries) {
      if (this.#bytes <= this.#budget) break
      this.#entries.delete(oldest)
      this.#bytes -= value.body.length
    }
  }

  get size(): number {
    return this.#entries.size
  }
}
