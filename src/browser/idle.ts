/**
 * The page's idle moment, owned by the root route (routes/__root.tsx): once hydration has committed
 * and the browser is idle (`requestIdleCallback`, else a 1 ms timer, spec §9), the root's live features
 * load, build-update polling always and preview only when the address asks for it and the server saw
 * the preview cookie (without it the visitor keeps the published page, quietly; issue 16). Each is
 * rendered once its chunk is in, so nothing suspends: a boundary that suspends is revealed up to 300 ms
 * late by React's throttling. The site's notifications start at the same moment (decision 116).
 * Ships on every page, so it holds no XState and imports no feature: each arrives by `import()`.
 */
import { startTransition, useEffect, useState } from 'react'
import { isPreviewSearch } from '../../models/previewFlag.ts'
import { idleFallbackMs } from '../../models/timing.ts'
import { previewAllowed } from '../preview/previewMeta.ts'

export interface LiveFeatures<T> {
  readonly polling: T
  readonly preview: T
}

function startNotifications(): void {
  // A chunk whose failure recovery already handled arrives as undefined. The page's own loading is over
  // once this settles (tests wait on the marker before they change the network).
  void import('./notifications.tsx')
    .then((m) => m?.startNotifications())
    .finally(() => {
      document.documentElement.dataset.notifications = 'settled'
    })
}

/**
 * Which features to render: each turns true once the page is idle and `load` (its chunk) has resolved. A
 * chunk that cannot load never resolves (chunk recovery decides, src/browser/chunkErrors.ts).
 */
export function useIdle(load: LiveFeatures<() => Promise<unknown>>): LiveFeatures<boolean> {
  const [ready, setReady] = useState<LiveFeatures<boolean>>({ polling: false, preview: false })
  useEffect(() => {
    const whenIdle = self.requestIdleCallback ?? ((task: () => void) => setTimeout(task, idleFallbackMs))
    whenIdle(() => {
      // Each feature mounts as a transition: React renders it in slices, not one task for its whole mount.
      const show = (feature: keyof LiveFeatures<boolean>) => () =>
        startTransition(() => setReady((now) => ({ ...now, [feature]: true })))
      void load.polling().then(show('polling'))
      if (isPreviewSearch(location.search) && previewAllowed()) void load.preview().then(show('preview'))
      startNotifications()
      // The build's route rules, ready before the first client navigation asks them (decision 267).
      void import('./routeRules.ts').then((m) => m?.appManifest())
    })
  }, [load])
  return ready
}
