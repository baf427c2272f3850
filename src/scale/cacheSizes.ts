/**
 * What every cache layer of this process holds, in one place (docs/decisions/200): each layer registers
 * how to read its size, and `cacheSizes()` reads them all (metrics publish them). One registry per
 * process: the server bundle is one module graph (decision 155).
 */
import type { LayerSize } from './byteLru.ts'

export type { LayerSize }

type Reader = () => LayerSize | ReadonlyArray<LayerSize> | Promise<LayerSize | ReadonlyArray<LayerSize>>

const readers = new Set<Reader>()

/** Returns the unregister (a cache that closes takes its layers with it). */
export function registerCacheLayers(read: Reader): () => void {
  readers.add(read)
  return () => readers.delete(read)
}

/** Entries, bytes and bound of every registered layer; a layer that cannot say (Redis away) is left out. */
export async function cacheSizes(): Promise<LayerSize[]> {
  const read = await Promise.all(
    [...readers].map(async (reader) => [await reader()].flat()).map((p) => p.catch(() => [])),
  )
  return read.flat()
}
