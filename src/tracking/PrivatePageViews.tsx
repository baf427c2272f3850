import { useRouterState } from '@tanstack/react-router'
import { usePageView } from './pageViews.ts'
import { tagManagerId } from './tagManager.ts'

/**
 * One page view per screen of the account, sign-up and admin areas (spec §2), sent like a content
 * page's (the visitor's consent first) but naming only the screen: models/tracking.ts strips ids, the
 * query and titles that carry data (docs/decisions/268). Rendered by each area's frame.
 */
export function PrivatePageViews() {
  const path = useRouterState({ select: (state) => state.location.pathname })
  usePageView(tagManagerId(), path)
  return null
}
