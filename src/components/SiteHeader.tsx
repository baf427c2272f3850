import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { currentNav, primaryNav, siteName } from '../../models/site.ts'
import { Logo } from './Logo.tsx'
import { SiteLink } from './SiteLink.tsx'

/** The menu drawer's id: the menu button opens it with an invoker command, no script needed. */
const menuId = 'site-menu'

/**
 * The header's search field: a plain GET form to /search (works without JavaScript). Suggestions as
 * you type load on first focus, in their own chunk (decision 183).
 */
function SearchField({ id }: { id: string }) {
  return (
    <search>
      <form className="site-search" action="/search" method="get">
        <label className="visually-hidden" htmlFor={id}>
          Search
        </label>
        <input
          id={id}
          className="site-search__input"
          type="search"
          name="q"
          placeholder="Search"
          autoComplete="off"
          onFocus={(event) => {
            const input = event.currentTarget
            void import('../browser/searchSuggest.ts').then((m) => m.suggest(input))
          }}
        />
        <button className="site-search__go" type="submit">
          Search
        </button>
      </form>
    </search>
  )
}

function NavLinks({ path }: { path: string }) {
  const current = currentNav(path)
  return (
    <ul>
      {primaryNav.map((item) => (
        <li key={item.to}>
          <SiteLink
            to={item.to}
            className="site-nav__link"
            // The page itself, or a page within the destination (decision 182).
            aria-current={item !== current ? undefined : path === item.to ? 'page' : 'true'}
          >
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}

/**
 * The default layout's header; `account` is the slot for the sign-in control. Wide screens show the
 * destinations in the bar; small ones a menu button that opens them, the search and the account in a
 * modal drawer (native <dialog>: focus stays inside, Escape and the backdrop close it; decision 182).
 */
export function SiteHeader({ account }: { account?: ReactNode }) {
  const path = useRouterState({ select: (state) => state.location.pathname })
  const invoke = (command: string) => ({ commandfor: menuId, command })
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
        <nav aria-label="Main" className="site-nav site-header__wide">
          <NavLinks path={path} />
        </nav>
        <div className="site-header__wide">
          <SearchField id="header-search" />
        </div>
        <div className="site-header__account site-header__wide">{account}</div>
        <button type="button" className="menu-button" aria-haspopup="dialog" {...invoke('show-modal')}>
          Menu
        </button>
      </div>
      {/* A link in the drawer navigates in place once the app runs: close the drawer behind it. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only links are acted on, and they fire click from the keyboard too */}
      <dialog
        id={menuId}
        className="site-menu"
        aria-label="Menu"
        {...{ closedby: 'any' }}
        onClick={(event) => (event.target as Element).closest('a') && event.currentTarget.close()}
      >
        <div className="site-menu__top">
          <button type="button" className="site-menu__close" {...invoke('close')}>
            Close menu
          </button>
        </div>
        <SearchField id="menu-search" />
        <nav aria-label="Main" className="site-nav">
          <NavLinks path={path} />
        </nav>
        <div className="site-header__account">{account}</div>
      </dialog>
    </header>
  )
}
