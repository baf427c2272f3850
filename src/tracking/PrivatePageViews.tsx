import { useRouterState } from '@tanstack/react-router'
import { headTitle } from '../../models/tracking.ts'
import { usePageView } from './pageViews.ts'
import { tagManagerId } from './tagManager.ts'

/**
 * One page view per screen of the account, sign-up and admin areas (spec §2), sent like a content
 * page's (the visitor's consent first) but naming only the screen: models/tracking.ts strips ids, the
 * query and titles that carry data (docs/decisions/268). Rendered by each area's frame.
 */
export function PrivatePageViews() {
  // From the rendered matches, not the location: the location moves when a navigation starts, the
  // matches (and their head) once the new screen is there.
  const path = useRouterState({ select: (state) => state.matches[state.matches.length - 1]?.pathname })
  const title = useRouterState({
    select: (state) => headTitle(state.matches.flatMap((match) => match.meta ?? [])),
  })
  usePageView(tagManagerId(), path, title)
  return null
}
