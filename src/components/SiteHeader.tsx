import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { primaryNav, siteName } from '../../models/site.ts'
import { Logo } from './Logo.tsx'
import { SiteLink } from './SiteLink.tsx'

/** The default layout's header; `account` is the slot for the sign-in control. */
export function SiteHeader({ account }: { account?: ReactNode }) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={`${siteName} home`}>
          <Logo />
          <span className="brand__name">{siteName}</span>
        </Link>
        <nav aria-label="Products" className="site-nav">
          <ul>
            {primaryNav.map((item) => (
              <li key={item.to}>
                <SiteLink to={item.to} className="site-nav__link" activeProps={{ 'aria-current': 'page' }}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__account">{account}</div>
      </div>
    </header>
  )
}
