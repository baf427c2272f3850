/**
 * Client entry: the little every page runs first (docs/decisions/041, 133). It imports hydration, and
 * with it the framework, only once the browser has shown the server's HTML
 * (src/browser/afterFirstPaint.ts), so their download and start never hold back the first and largest
 * paints. Hydration installs chunk-load recovery, then hydrates; the root route starts build-update
 * polling, preview and notifications once the page is idle (src/browser/idle.ts). If the hydration chunk itself cannot be
 * loaded, the page stays as the server sent it and says so on `<html data-chunk-error="unhydrated">`.
 */
import { afterFirstPaint } from './browser/afterFirstPaint.ts'

afterFirstPaint(() => {
  // Hydration starts in a task of its own: evaluating the framework's modules and building the router
  // in one go made one long task (44 ms on this machine, four times that on a simulated phone).
  import('./browser/hydrate.tsx').then(
    (m) => setTimeout(m.hydrate, 0),
    () => {
      document.documentElement.dataset.chunkError = 'unhydrated'
    },
  )
})
