/**
 * Page-view tracking into the tag manager's data layer (spec §2: one event per route change). Off
 * unless GTM_ID is set; then the tag manager's script is added once and every page the shell shows
 * pushes a page_view. Lives in the shell's code-split chunk, never in the initial JavaScript.
 */
import { useEffect } from 'react'
import { pageViewEvent } from '../../models/tracking.ts'

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

export function trackPageView(gtmId: string | null): void {
  if (!gtmId || typeof window === 'undefined') return
  const w = window as DataLayerWindow
  loadTagManager(gtmId, w)
  w.dataLayer ??= []
  w.dataLayer.push(pageViewEvent(window.location, document.title))
}

/**
 * One page view per page a view shows: after the route change has settled, so the head (and with it
 * document.title) is already the new page's. `path` is the trigger.
 */
export function usePageView(gtmId: string | null, path: string | undefined): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger (one event per page)
  useEffect(() => {
    const timer = setTimeout(() => trackPageView(gtmId), 50)
    return () => clearTimeout(timer)
  }, [gtmId, path])
}
