/**
 * Chunk-load recovery (spec §8, §9), installed by the client entry before hydration. Every dynamic
 * `import()` of the build goes through Vite's preload helper, which reports both a failed dependency
 * preload and a failed import as `vite:preloadError` on window, so one listener sees them all:
 * - during hydration the error is suppressed (the document's own scripts already ran);
 * - during a navigation the page reloads at the address being opened, once per path within 10 s
 *   (models/chunkReload.ts), keeping the scroll position when only the query changed; a second
 *   failure inside the window shows the error page instead;
 * - otherwise (a route preload on hover) it is only suppressed: the router imports again on click.
 * Suppressing means the import resolves empty, so the router's own once-per-session reload never
 * fires: one guard, not two.
 * Ships on every page, so it stays a few hundred bytes: no router import, no XState.
 */
import {
  decideChunkReload,
  chunkReloadStorageKey as key,
  parseChunkReloadRecord,
} from '../../models/chunkReload.ts'

const here = () => location.pathname + location.search

/**
 * Installs the listener. Once hydration ended the entry calls `hydrated(shownPath)`, where
 * `shownPath()` is the path of the page on screen while a navigation is pending, else undefined.
 */
export function installChunkErrorRecovery(): { hydrated(shownPath: () => string | undefined): void } {
  let shownPath: (() => string | undefined) | undefined
  addEventListener('vite:preloadError', (event) => {
    // Handled here in every case: the router must not start a once-per-session reload of its own,
    // and a preload that failed outside a navigation is simply tried again when next needed.
    event.preventDefault()
    const from = shownPath?.()
    if (from === undefined || String((event as Event & { payload?: Error }).payload).includes('preload CSS'))
      return
    const decision = decideChunkReload(
      parseChunkReloadRecord(sessionStorage.getItem(key)),
      here(),
      Date.now(),
    )
    if (!decision.reload) return
    sessionStorage.setItem(
      key,
      JSON.stringify({ ...decision.record, y: from === location.pathname ? scrollY : 0 }),
    )
    location.reload()
  })
  return {
    hydrated(path) {
      shownPath = path
      try {
        const raw = sessionStorage.getItem(key)
        if (raw && parseChunkReloadRecord(raw)?.path === here()) scrollTo(0, JSON.parse(raw).y)
      } catch {} // no storage, no position to restore
    },
  }
}
