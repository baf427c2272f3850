import { Link, Outlet, useRouterState } from '@tanstack/react-router'
import { accountNavigation } from './areas.ts'
import { OutcomeProvider } from './kit/outcome.tsx'

/** The account area's frame: its navigation and the current screen. */
export function AccountLayout() {
  // Each screen starts with an empty outcome slot: an old screen's message never follows you.
  const screen = useRouterState({ select: (state) => state.location.pathname })
  return (
    <div className="account">
      <nav aria-label="Your account" className="account__nav">
        <ul>
          {accountNavigation.map((area) => (
            <li key={area.label}>
              <Link
                to={area.to}
                activeOptions={{ exact: area.to === '/account' }}
                activeProps={{ 'aria-current': 'page' }}
                className="account__nav-link"
              >
                {area.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account__screen">
        <OutcomeProvider key={screen}>
          <Outlet />
        </OutcomeProvider>
      </div>
    </div>
  )
}
