/**
 * Site notifications in the browser (issue 13, decision 116): a chunk the idle features import after the
 * page is idle, so content pages pay nothing up front. It asks `GET /api/notifications` once per page
 * load, leaves out what the visitor dismissed (localStorage, decision 115), and draws banners and
 * takeover dialogs in a root of their own, outside the page's React tree. An account screen's server
 * draws them with the page instead (decision 278): then this does nothing, unless the service was too
 * slow for the server render.
 */
import { startTransition, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { chooseShown, type SiteNotification } from '../../models/notifications/display.ts'
import { notDismissed, rememberDismissal, syncDismissalCookies } from '../notifications/dismissals.ts'
import { NotificationView } from '../notifications/NotificationView.tsx'

/** The page's path, followed through client-side navigation (the router re-renders <main>). */
function usePath(): string {
  const [path, setPath] = useState(location.pathname)
  useEffect(() => {
    const main = document.getElementById('main')
    if (!main) return
    const observer = new MutationObserver(() => setPath(location.pathname))
    observer.observe(main, { childList: true, subtree: true })
    addEventListener('popstate', () => setPath(location.pathname))
    return () => observer.disconnect()
  }, [])
  return path
}

/**
 * One banner in the page's flow and, on content pages, one takeover dialog (decision 190), chosen again
 * for each screen the visitor moves to: a promotion that fits the licences screen must not follow the
 * customer onto the payment screen.
 */
function Notifications({ items, onDrawn }: { items: ReadonlyArray<SiteNotification>; onDrawn: () => void }) {
  const [dismissed, setDismissed] = useState<ReadonlyArray<string>>([])
  useEffect(() => onDrawn(), [onDrawn])
  const path = usePath()
  const shown = chooseShown(
    items.filter((item) => !dismissed.includes(item.id)),
    path,
  )
  const dismiss = (item: SiteNotification) => () => {
    rememberDismissal(item)
    setDismissed((now) => [...now, item.id])
  }
  return (
    <>
      {shown.banner && (
        <div className="site-notifications">
          <NotificationView key={shown.banner.id} item={shown.banner} onDismiss={dismiss(shown.banner)} />
        </div>
      )}
      {shown.dialog && (
        <NotificationView key={shown.dialog.id} item={shown.dialog} onDismiss={dismiss(shown.dialog)} />
      )}
    </>
  )
}

export async function startNotifications(): Promise<void> {
  // The console previews notifications itself; a live takeover must not cover the admin's work.
  if (location.pathname.startsWith('/admin/')) return
  // An account screen's server drew them with the page and handles them itself (decision 278).
  if (document.querySelector('[data-notifications-served]')) return
  let items: ReadonlyArray<SiteNotification>
  try {
    const response = await fetch('/api/notifications', { credentials: 'same-origin', cache: 'no-store' })
    if (!response.ok) return
    items = ((await response.json()) as { items?: ReadonlyArray<SiteNotification> }).items ?? []
  } catch {
    return // offline or a page being left: no notifications this time
  }
  const shown = notDismissed(items)
  syncDismissalCookies()
  if (shown.length === 0) return
  // The banner takes its place in the page's flow at the end of the main content (decision 190, which
  // replaces 126's sticking to the bottom of the window): arriving after idle it shifts nothing the
  // visitor sees, and sitting in the flow it can never lie over a control.
  const host = document.createElement('div')
  host.id = 'site-notifications-root'
  const main = document.getElementById('main')
  if (main) main.append(host)
  else document.body.append(host)
  // Drawn before this resolves: the page's "notifications settled" marker follows (src/browser/idle.ts).
  // As a transition, React draws them in slices that give way to input, not in one task (decision 292).
  await new Promise<void>((drawn) => {
    const root = createRoot(host, {
      onUncaughtError: (error) => {
        drawn()
        reportError(error)
      },
    })
    startTransition(() => root.render(<Notifications items={shown} onDrawn={drawn} />))
  })
}
