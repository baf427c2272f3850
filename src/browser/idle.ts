/**
 * The page's idle moment, owned by the root route (routes/__root.tsx): once hydration has committed
 * and the browser is idle (`requestIdleCallback`, else a 1 ms timer, spec §9), the root renders its live
 * features, build-update polling always and preview only when the address asks for it and the server
 * saw the preview cookie (without it the visitor keeps the published page, quietly; issue 16). The
 * site's notifications start at the same moment, in a chunk of their own (decision 116).
 * Ships on every page, so it holds no XState and imports no feature: each arrives by `import()`.
 */
import { useEffect, useState } from 'react'
import { isPreviewSearch } from '../../models/previewFlag.ts'
import { previewAllowed } from '../preview/previewMeta.ts'

export interface IdleFeatures {
  readonly preview: boolean
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

/** Undefined until the page is idle; then which features the root route should render. */
export function useIdle(): IdleFeatures | undefined {
  const [features, setFeatures] = useState<IdleFeatures>()
  useEffect(() => {
    const whenIdle = self.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1))
    whenIdle(() => {
      setFeatures({ preview: isPreviewSearch(location.search) && previewAllowed() })
      startNotifications()
    })
  }, [])
  return features
}
