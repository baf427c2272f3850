/**
 * Answers that are the same for every customer (the public catalogue, product types, the beta programs on
 * offer, referral campaigns), kept by the service for a while and reused by every caller (decision 286). Only answers are kept: after a
 * failure the next caller asks again. Bounded: past `maxEntries` keys the oldest goes first. With
 * `ttlMs` 0 every call asks.
 */
import { Effect } from 'effect'

export function keptAnswers<K, A, E, R>(
  ttlMs: number,
  ask: (key: K) => Effect.Effect<A, E, R>,
  options: { readonly maxEntries?: number; readonly now?: () => number } = {},
): (key: K) => Effect.Effect<A, E, R> {
  const maxEntries = options.maxEntries ?? 256
  const now = options.now ?? Date.now
  const kept = new Map<K, { readonly until: number; readonly answer: A }>()
  return (key) =>
    Effect.suspend(() => {
      const entry = kept.get(key)
      if (entry !== undefined && entry.until > now()) return Effect.succeed(entry.answer)
      return ask(key).pipe(
        Effect.tap((answer) =>
          Effect.sync(() => {
            if (ttlMs <= 0) return
            kept.delete(key)
            kept.set(key, { until: now() + ttlMs, answer })
            for (const oldest of kept.keys()) {
              if (kept.size <= maxEntries) break
              kept.delete(oldest)
            }
          }),
        ),
      )
    })
}
