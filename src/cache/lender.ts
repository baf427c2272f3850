/**
 * Copies of cached pages on loan to sockets (decisions 132, 200). A hit borrows a copy of an entry's
 * form (identity or gzip), writes its nonce into it, and hands it to the socket; once the socket has
 * written it all, the copy goes back and serves the next hit, which only overwrites the nonce. A hit
 * thus allocates no page-sized buffer while copies wait.
 *
 * Waiting copies are bounded by bytes for the whole cache, not per entry: they are what a hot page
 * needs while many sockets read it, and a page nobody asks for gives its copies up when it leaves the
 * cache (`forget`). A copy returned while the budget is full is left to the garbage collector.
 */
import type { LayerSize } from '../scale/byteLru.ts'
import { type Entry, ownCopy, writeGzip, writeIdentity } from './entry.ts'

/** A body with the nonce in place; `release()` once the socket wrote it (never when cut short). */
export interface Lease {
  readonly bytes: Buffer
  release(): void
}

export type Form = 'identity' | 'gzip'

export interface Lender {
  lend(entry: Entry, form: Form, nonce: string): Lease
  /** The entry left the cache: its waiting copies go. */
  forget(entry: Entry): void
  size(): LayerSize
}

/** At most this many copies wait per entry and form: enough for a burst of one page. */
const perForm = 16

export function copyLender(maxBytes: number, layer = 'html lent copies'): Lender {
  const waiting = new WeakMap<Entry, { identity: Buffer[]; gzip: Buffer[] }>()
  // A copy that comes back after its entry left the cache must not be counted again.
  const gone = new WeakSet<Entry>()
  let bytes = 0
  let entries = 0

  const spareOf = (entry: Entry) => {
    let spare = waiting.get(entry)
    if (!spare) {
      spare = { identity: [], gzip: [] }
      waiting.set(entry, spare)
    }
    return spare
  }

  return {
    lend(entry, form, nonce) {
      const value = Buffer.from(nonce)
      if (value.length !== entry.width)
        throw new Error(`HTML cache: a nonce of ${value.length} bytes for an entry of ${entry.width}`)
      const source = form === 'gzip' ? entry.gzip : entry.page
      const spare = waiting.get(entry)?.[form]
      let copy = spare?.pop()
      if (copy) {
        bytes -= copy.length
        entries--
      } else copy = ownCopy(source)
      const filled = form === 'gzip' ? writeGzip(entry, value, copy) : writeIdentity(entry, value, copy)
      let returned = false
      return {
        bytes: filled,
        release() {
          if (returned) return
          returned = true
          if (gone.has(entry)) return
          const list = spareOf(entry)[form]
          if (list.length >= perForm || bytes + filled.length > maxBytes) return
          list.push(filled)
          bytes += filled.length
          entries++
        },
      }
    },
    forget(entry) {
      gone.add(entry)
      const spare = waiting.get(entry)
      if (!spare) return
      for (const copy of [...spare.identity, ...spare.gzip]) bytes -= copy.length
      entries -= spare.identity.length + spare.gzip.length
      waiting.delete(entry)
    },
    size: () => ({ layer, entries, bytes, maxBytes }),
  }
}
