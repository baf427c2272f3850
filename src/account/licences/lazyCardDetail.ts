/**
 * The licence card's factual parts (CardDetail.tsx) as a view of their own chunk (decision 271). During
 * hydration an unloaded part keeps the server's HTML; it is memoised on its props (the read's own
 * objects, the same until the read reloads), so the screen's later renders never disturb a part that
 * is still waiting. The route's loader awaits `preloadCardDetail` (the server's render and a client-side
 * visit), so those renders never wait.
 */
import { memo } from 'react'
import { lazyView } from '../../shell/lazyView.tsx'

const view = lazyView(() => import('./CardDetail.tsx'))

export const CardDetail = memo(view.View)
export const preloadCardDetail = view.preload
