/**
 * The default layout's footer. Its content is code-split (below the fold, no behaviour), which keeps
 * it out of the initial JavaScript; the server loads it at start-up (src/server.ts) so it is always
 * in the server-rendered HTML (decision 032).
 */
import { lazyView } from '../shell/lazyView.tsx'

export const footerView = lazyView(() => import('./SiteFooterContent.tsx'))

export function SiteFooter() {
  return <footerView.View />
}
