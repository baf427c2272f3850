import { Link, Outlet } from '@tanstack/react-router'
import { accountAreas } from './areas.ts'

/** The account area's frame: its navigation and the current screen. */
export function AccountLayout() {
  return (
    <div className="account">
      <nav aria-label="Your account" className="account__nav">
        <ul>
          {accountAreas.map((area) => (
            <li key={area.label}>
              <Link
                {...(area.screen
                  ? { to: '/account/$', params: { _splat: area.screen } }
                  : { to: '/account' })}
                activeOptions={{ exact: !area.screen }}
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
        <Outlet />
      </div>
    </div>
  )
}
