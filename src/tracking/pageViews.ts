/**
 * Page-view tracking into the tag manager's data layer (spec §2: one event per route change). Off
 * unless GTM_ID is set; then each page the shell shows asks whether this visitor may be tracked
 * (src/tracking/consent.ts, docs/decisions/130) and, only when allowed, the tag manager's script is
 * added once and the page pushes a page_view. Lives in the shell's code-split chunk, never in the
 * initial JavaScript.
 */
import { useEffect } from 'react'
import { type PageViewEvent, pageViewEvent } from '../../models/tracking.ts'
import { afterNavigation } from '../browser/timing.ts'
import { installConsentForm, trackingAllowed, trackingDecision } from './consent.ts'

type DataLayerWindow = Window & { dataLayer?: unknown[] }

let loaded = false

function loadTagManager(gtmId: string, w: DataLayerWindow): void {
  if (loaded) return
  loaded = true
  w.dataLayer ??= []
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`
  document.head.appendChild(script)
}

/**
 * Pushes `event` only if tracking is allowed when the push happens (a withdrawal in between wins). The
 * root's `data-tracking-page` names the last page decided either way (tests wait on it).
 */
function push(gtmId: string, event: PageViewEvent): void {
  document.documentElement.dataset.trackingPage = event.page_path
  if (!trackingAllowed()) return
  const w = window as DataLayerWindow
  loadTagManager(gtmId, w)
  w.dataLayer ??= []
  w.dataLayer.push(event)
}

/** The page on screen now, as a page view (read when the call is made, not when the answer comes). */
const currentPage = () => pageViewEvent(window.location, document.title)

/** `title` is the page's own (its route's head); without it, the document's title now. */
export function trackPageView(gtmId: string | null, title?: string): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  if (!gtmId) {
    document.documentElement.dataset.tracking = 'off'
    return Promise.resolve()
  }
  // Granting consent counts the page the visitor is on; withdrawing stops everything after it.
  installConsentForm((decision) => {
    if (decision.allow) push(gtmId, currentPage())
  })
  const event = pageViewEvent(window.location, title ?? document.title)
  return trackingDecision().then(() => push(gtmId, event))
}

/**
 * One page view per page a view shows, once the navigation has finished: past the head's debounce
 * (10 ms), then at the next frame, waited for at most 100 ms (spec §9; a hidden tab paints none).
 * `path` is the trigger; `title` the page's own, from its route's head (models/tracking.ts `headTitle`).
 */
export function usePageView(gtmId: string | null, path: string | undefined, title?: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger (one event per page)
  useEffect(() => {
    return afterNavigation(() => void trackPageView(gtmId, title))
  }, [gtmId, path])
}
