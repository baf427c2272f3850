/**
 * Site notifications in the browser (issue 13, decision 116): a chunk the idle features import after the
 * page is idle, so content pages pay nothing up front. It asks `GET /api/notifications` once per page
 * load, leaves out what the visitor dismissed (localStorage, decision 115), and draws banners and
 * takeover dialogs in a root of their own, outside the page's React tree.
 */
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import {
  dismissedKey,
  readDismissed,
  type SiteNotification,
  stillShown,
  withDismissed,
} from '../../models/notifications/display.ts'
import { NotificationView } from '../notifications/NotificationView.tsx'

function storedDismissals(): ReadonlyArray<string> {
  try {
    return readDismissed(localStorage.getItem(dismissedKey))
  } catch {
    return [] // storage blocked: every dismissal lasts this page view only
  }
}

function remember(id: string): void {
  try {
    localStorage.setItem(dismissedKey, withDismissed(storedDismissals(), id))
  } catch {
    // storage blocked or full: nothing to keep
  }
}

function Notifications({ initial }: { initial: ReadonlyArray<SiteNotification> }) {
  const [items, setItems] = useState(initial)
  const dismiss = (item: SiteNotification) => () => {
    if (!item.persistent) remember(item.id)
    setItems((now) => now.filter((i) => i.id !== item.id))
  }
  const banners = items.filter((i) => !i.takeover)
  // The service answers highest priority first; the first takeover goes on top of the stack.
  const dialogs = items.filter((i) => i.takeover).reverse()
  return (
    <>
      {banners.length > 0 && (
        <div className="site-notifications">
          {banners.map((item) => (
            <NotificationView key={item.id} item={item} onDismiss={dismiss(item)} />
          ))}
        </div>
      )}
      {dialogs.map((item, depth) => (
        <NotificationView key={item.id} item={item} depth={depth} onDismiss={dismiss(item)} />
      ))}
    </>
  )
}

export async function startNotifications(): Promise<void> {
  // The console previews notifications itself; a live takeover must not cover the admin's work.
  if (location.pathname.startsWith('/admin/')) return
  let items: ReadonlyArray<SiteNotification>
  try {
    const response = await fetch('/api/notifications', { credentials: 'same-origin', cache: 'no-store' })
    if (!response.ok) return
    items = ((await response.json()) as { items?: ReadonlyArray<SiteNotification> }).items ?? []
  } catch {
    return // offline or a page being left: no notifications this time
  }
  const shown = stillShown(items, storedDismissals())
  if (shown.length === 0) return
  // Banners take their place in the page's flow at the end of the main content, and stick to the bottom
  // of the window while that end is below it (decision 126): arriving after idle, they shift nothing the
  // visitor sees (at the top they pushed the whole page down, a layout shift of 0.24 on every page), and
  // what they cover while sticking can always be scrolled clear of them (a fixed overlay could not be).
  const host = document.createElement('div')
  host.id = 'site-notifications-root'
  const main = document.getElementById('main')
  if (main) main.append(host)
  else document.body.append(host)
  createRoot(host).render(<Notifications initial={shown} />)
}
