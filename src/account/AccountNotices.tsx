/**
 * The one banner an account screen's server drew with the page (decision 278), hydrated from a chunk
 * of its own (decision 271: a part whose code is not needed for the first paint): the server's HTML stays
 * until it arrives. Its dismissal works as the idle chunk's (src/browser/notifications.tsx, decision 190):
 * storage plus the cookies the server reads, the next notification shown, and the choice made again for
 * each screen the customer moves to (no promotion on the quiet ones).
 */
import { useEffect, useState } from 'react'
import { chooseShown, type SiteNotification } from '../../models/notifications/display.ts'
import { notDismissed, rememberDismissal, syncDismissalCookies } from '../notifications/dismissals.ts'
import { NotificationView } from '../notifications/NotificationView.tsx'

export interface AccountNoticesProps {
  /** What the server drew the page with: the service's answer less the cookies' dismissals. */
  readonly items: ReadonlyArray<SiteNotification>
  /** The current screen's path. */
  readonly path: string
}

export default function AccountNotices({ items, path }: AccountNoticesProps) {
  const [dismissed, setDismissed] = useState<ReadonlyArray<string>>([])
  // `data-ready` as on the account forms (decision 261): a click before this chunk runs does nothing.
  const [ready, setReady] = useState(false)
  useEffect(() => {
    setReady(true)
    // Storage is the record (decision 115): something dismissed before the cookies said so goes away
    // now, and the cookies catch up, so the server leaves it out from the next page on.
    const kept = new Set(notDismissed(items).map((item) => item.id))
    const gone = items.filter((item) => !kept.has(item.id)).map((item) => item.id)
    if (gone.length > 0) setDismissed((now) => [...now, ...gone])
    syncDismissalCookies()
  }, [items])
  const { banner } = chooseShown(
    items.filter((item) => !dismissed.includes(item.id)),
    path,
  )
  if (!banner) return null
  return (
    <div className="site-notifications" data-ready={ready ? 'true' : 'false'}>
      <NotificationView
        key={banner.id}
        item={banner}
        onDismiss={() => {
          rememberDismissal(banner)
          setDismissed((now) => [...now, banner.id])
        }}
      />
    </div>
  )
}
