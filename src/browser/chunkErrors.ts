/**
 * Chunk-load recovery (spec §8, §9), installed right before hydration (src/browser/hydrate.tsx). Every dynamic
 * `import()` of the build goes through the preload helper, which reports a failed import as
 * `vite:preloadError` on window (src/build/preloadHelper.ts), so one listener sees them all:
 * - during hydration the error is suppressed (the document's own scripts already ran);
 * - after it, the page reloads at its address (during a navigation: the page being opened), at most
 *   once per path within 10 s (models/chunkReload.ts). A second failure inside the window is left
 *   to the router's error page instead of looping. The router's scroll restoration keeps the
 *   position across the reload (tests/e2e/chunk-errors.test.ts checks it).
 * Each failure leaves its outcome on `<html data-chunk-error>`: `suppressed` (during hydration),
 * `reload` (the page is about to reload) or `kept` (inside the window: no second reload); the entry
 * adds `unhydrated` when the hydration chunk itself failed (src/client.tsx). Tests and
 * support read it to know the page has decided, instead of guessing from timing.
 * Ships on every page, so it stays a few hundred bytes: no router import, no XState.
 */
import {
  decideChunkReload,
  chunkReloadStorageKey as key,
  parseChunkReloadRecord,
} from '../../models/chunkReload.ts'

/** Installs the listener; the entry calls `hydrated()` once hydration ended. */
export function installChunkErrorRecovery(): { hydrated(): void } {
  let hydrated = false
  addEventListener('vite:preloadError', (event) => {
    // Handled here in every case: the router must not start a once-per-session reload of its own.
    event.preventDefault()
    const outcome = (value: 'suppressed' | 'reload' | 'kept') => {
      document.documentElement.dataset.chunkError = value
    }
    if (!hydrated) return outcome('suppressed')
    const path = location.pathname + location.search
    const decision = decideChunkReload(parseChunkReloadRecord(sessionStorage.getItem(key)), path, Date.now())
    if (!decision.reload) return outcome('kept')
    sessionStorage.setItem(key, JSON.stringify(decision.record))
    outcome('reload')
    location.reload()
  })
  return {
    hydrated() {
      hydrated = true
    },
  }
}
