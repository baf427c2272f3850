/**
 * Follows the Live Content API (docs/decisions/072), the way Sanity's framework integrations do:
 * `client.live.events()` from @sanity/client. A `message` names the sync tags a publish changed; a
 * `restart`, `reconnect`, `goaway` or a broken stream is a gap (changes may have been missed), and so
 * is every `welcome` (the stream (re)starts: what happened before it is unknown). Both go out on the
 * shared bus, so every instance marks the same entries stale (src/content/invalidations.ts).
 */
import type { LiveEvent, SanityClient } from '@sanity/client'
import { ContentUnavailable } from '../../services/content/errors.ts'
import { type ContentHealth, processHealth } from '../../services/content/health.ts'
import { type Invalidations, invalidations as processInvalidations } from '../content/invalidations.ts'
import type { SharedBus } from '../scale/shared.ts'

export const invalidationChannel = 'html-cache:invalidate'

type Notice = { kind: 'changed'; tags: string[]; at: number } | { kind: 'gap'; at: number }

/** Applies what any instance heard to this process's registry. Returns the unsubscribe. */
export function applyInvalidations(
  bus: SharedBus,
  registry: Invalidations = processInvalidations,
): () => void {
  return bus.subscribe(invalidationChannel, (message) => {
    try {
      const notice = JSON.parse(message) as Notice
      if (notice.kind === 'changed') registry.changed(notice.tags, notice.at)
      else registry.gap(notice.at)
    } catch {
      // Not ours: ignored.
    }
  })
}

/** Subscribes to the live events; a stream that ends or fails is opened again after `retryMs`. */
export function followLiveEvents(
  client: Pick<SanityClient, 'live'>,
  bus: SharedBus,
  options: { retryMs?: number; now?: () => number; health?: ContentHealth } = {},
): () => void {
  const { retryMs = 1000, now = Date.now, health = processHealth } = options
  const lost = new ContentUnavailable({ reason: 'network', detail: 'live events stream lost' })
  const tell = (notice: Notice) =>
    void bus.publish(invalidationChannel, JSON.stringify(notice)).catch(() => {})
  let stopped = false
  let subscription: { unsubscribe(): void } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const open = () => {
    subscription = client.live.events().subscribe({
      next(event: LiveEvent) {
        if (event.type === 'message') tell({ kind: 'changed', tags: event.tags, at: now() })
        else tell({ kind: 'gap', at: now() })
        // The stream is the first to know the CMS is back (decision 073).
        if (event.type === 'welcome') health.succeeded()
      },
      // A broken stream is a gap and one failure towards the breaker's threshold, not proof of an
      // outage: a stream also breaks on a busy host or a dropped connection while reads still work
      // (decision 274). An ended one (after `reconnect` or `goaway`, as the real service does from
      // time to time) is only a gap.
      error: () => again(true),
      complete: () => again(false),
    })
  }
  const again = (broken: boolean) => {
    tell({ kind: 'gap', at: now() })
    if (broken) health.failed(lost)
    if (!stopped) timer = setTimeout(open, broken ? retryMs : Math.min(retryMs, 100))
  }
  open()
  return () => {
    stopped = true
    clearTimeout(timer)
    subscription?.unsubscribe()
  }
}
