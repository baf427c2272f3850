import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isPrivatePage } from '../../models/tracking.ts'
import { consentEndpoint } from '../../models/trackingConsent.ts'
import { tagManagerId } from './tagManager.ts'

/** A page's data (or a not-found page's) names the tag manager only when tracking is configured. */
const namesTagManager = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && typeof (data as { gtmId?: unknown }).gtmId === 'string'

/**
 * The visitor's analytics choice, in the footer (docs/decisions/130). A plain POST form, so it works
 * without JavaScript (the endpoint remembers the choice in a cookie and sends the visitor back here);
 * with tracking on, the tracking chunk sends it in the background and marks the chosen button through
 * `data-consent`. The same markup for every visitor: nothing per visitor is in the server's HTML.
 * Shown only on pages that count visits (content pages, the not-found page, and the account, sign-up
 * and admin screens, decision 268) of a site with a tag manager (`GTM_ID`): without one there is
 * nothing to agree to, and `fallback` says so.
 */
export function ConsentControl({ fallback = null }: { fallback?: ReactNode }) {
  const returnTo = useRouterState({ select: (state) => state.location.href })
  const counted = useRouterState({
    select: (state) =>
      (isPrivatePage(state.location.pathname) && tagManagerId() !== null) ||
      state.matches.some(
        (match) =>
          namesTagManager(match.loaderData) ||
          namesTagManager((match.error as { data?: unknown } | undefined)?.data),
      ),
  })
  if (!counted) return fallback
  return (
    <form className="consent" method="post" action={consentEndpoint} data-consent-form="">
      <input type="hidden" name="redirect" value={returnTo} />
      <p className="consent__text" id="consent-text">
        Analytics: may we count your visits to improve the site?
      </p>
      <button
        type="submit"
        name="consent"
        value="granted"
        className="consent__choice"
        aria-describedby="consent-text"
      >
        Allow analytics
      </button>
      <button
        type="submit"
        name="consent"
        value="denied"
        className="consent__choice"
        aria-describedby="consent-text"
      >
        Refuse analytics
      </button>
    </form>
  )
}
