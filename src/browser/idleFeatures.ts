/**
 * What the client entry starts once the page is idle, in one lazily imported chunk so the entry ships
 * a single `import()` (docs/decisions/041): build-update polling always, preview mode only when the
 * address asks for it and the server saw the preview cookie (the preview chunk, with XState, is
 * imported only then; without the cookie the visitor keeps the published page, quietly), and the site's
 * notifications (their own chunk, decision 116).
 */
import type { AnyRouter } from '@tanstack/react-router'
import { isPreviewSearch } from '../../models/previewFlag.ts'
import { previewAllowed } from '../preview/previewMeta.ts'
import { startBuildUpdates } from './buildUpdates.ts'

export function startIdleFeatures(router: AnyRouter): void {
  if (isPreviewSearch(location.search) && previewAllowed())
    void import('./preview.ts').then((m) => m?.startPreview(router))
  startBuildUpdates(router)
  // A chunk whose failure recovery already handled arrives as undefined. The page's own loading is over
  // once this settles (tests wait on the marker before they change the network).
  void import('./notifications.tsx')
    .then((m) => m?.startNotifications())
    .finally(() => {
      document.documentElement.dataset.notifications = 'settled'
    })
}
