import { Link, Outlet } from '@tanstack/react-router'
import { accountNavigation } from './areas.ts'

/** The account area's frame: its navigation and the current screen. */
export function AccountLayout() {
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
        <Outlet />
      </div>
    </div>
  )
}
