import { Link, Outlet, useLocation } from '@tanstack/react-router'
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react'
import { lazyView } from '../shell/lazyView.tsx'
import { OutcomeProvider } from './kit/outcome.tsx'
import { accountNavigation } from './navigation.ts'
import type { ServedNotifications } from './notices.ts'

/**
 * Loaded on its own: this frame is in the account-kit chunk, which takes every module the frame imports
 * statically, and the page-view modules are shared with content pages, which must never load that chunk
 * (decision 261, tests/e2e/bundle.test.ts). It renders nothing, so nothing waits for it.
 */
const PrivatePageViews = lazy(() =>
  import('../tracking/PrivatePageViews.tsx').then((module) => ({ default: module.PrivatePageViews })),
)

/**
 * The page views, once the frame is in the browser: the server renders an account screen whole
 * (decision 287), where a lazy part would leave its boundary for the browser to render again.
 */
function PageViewsInBrowser() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted ? (
    <Suspense fallback={null}>
      <PrivatePageViews />
    </Suspense>
  ) : null
}

/**
 * The banner the server drew (decision 278) hydrates from its own chunk, not the initial JavaScript; the
 * route's loader loads it before a server render. Memoised: a render of the layout while the chunk is
 * still on its way would otherwise replace the server's HTML with nothing until it arrives.
 */
const accountNotices = lazyView(() => import('./AccountNotices.tsx'))
export const preloadAccountNotices = accountNotices.preload
const Notices = memo(accountNotices.View)

/** The navigation entry of the screen at `path`: the overview only exactly, the others by prefix. */
function currentEntry(path: string) {
  return accountNavigation.find((area) =>
    area.to === '/account' ? path === '/account' || path === '/account/' : path.startsWith(area.to),
  )
}

/**
 * The account area's frame: its navigation and the current screen. The navigation is one disclosure
 * (decision 192): on a phone it is a single "Account menu" control naming the current screen, opened to
 * pick another (a <details>, so it works without JavaScript too); from tablet width up its list is
 * always shown beside the screen and the control is hidden (styles/account.css).
 */
export function AccountLayout({ notices = null }: { readonly notices?: ServedNotifications }) {
  const menu = useRef<HTMLDetailsElement>(null)
  // What the page was drawn with: a later run of the loader (in the browser) has nothing to add.
  const [served] = useState(notices)
  const screen = useLocation().pathname
  const current = currentEntry(screen)
  return (
    <>
      <div className="account">
        <PageViewsInBrowser />
        <nav aria-label="Your account" className="account__nav">
          <details ref={menu} className="account__menu">
            <summary className="account__menu-toggle">
              <span className="account__menu-label">Account menu</span>
              {current && <span className="account__menu-current">{current.label}</span>}
            </summary>
            <ul>
              {accountNavigation.map((area) => (
                <li key={area.label}>
                  <Link
                    to={area.to}
                    activeOptions={{ exact: area.to === '/account' }}
                    activeProps={{ 'aria-current': 'page' }}
                    className="account__nav-link"
                    // A client-side move keeps the page: fold the menu as a full page load would.
                    onClick={() => {
                      if (menu.current) menu.current.open = false
                    }}
                  >
                    {area.label}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        </nav>
        <div className="account__screen">
          {/* Each screen starts with an empty outcome slot: an old screen's message never follows you. */}
          <OutcomeProvider key={screen}>
            <Outlet />
          </OutcomeProvider>
        </div>
      </div>
      {/* At the end of <main>, where the idle chunk puts it on other pages (decision 190); its marker
        tells that chunk the server has drawn them (src/browser/notifications.tsx). */}
      {served && (
        <div id="site-notifications-root" data-notifications-served="">
          {served.items.length > 0 && <Notices items={served.items} path={screen} />}
        </div>
      )}
    </>
  )
}
