/**
 * The account screens' views, each in its own chunk, loaded by the one screen route (routes/account/$.tsx)
 * before it renders. Each entry turns the route's read and raw query into the view's own props, with the
 * view's own query checks.
 */
import { notFound } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { lazyView } from '../shell/lazyView.tsx'
import { validateCommerceSearch } from './commerce/search.ts'
import { requireAccountRead } from './guard.ts'
import { accountScreens, readQuery, type ScreenName, screenOf } from './screens.ts'
import { validateAccountSearch } from './search.ts'

export interface ScreenProps {
  readonly data: never
  readonly search: Record<string, string | number | undefined>
}

const filter = (value: unknown) =>
  typeof value === 'string' && /^[a-z-]{1,12}$/.test(value) ? value : undefined

const views: Record<ScreenName, ReturnType<typeof lazyView<ScreenProps>>> = {
  '': lazyView(() =>
    import('./overview/OverviewView.tsx').then((m) => ({
      default: ({ data, search }: ScreenProps) => (
        <m.OverviewView read={data} search={validateAccountSearch(search)} />
      ),
    })),
  ),
  admin: lazyView(() =>
    import('./admin/AdminUsersView.tsx').then((m) => ({
      default: ({ data }: ScreenProps) => <m.AdminUsersView data={(data as { value: never }).value} />,
    })),
  ),
  licences: lazyView(() =>
    import('./licences/LicencesView.tsx').then((m) => ({
      default: ({ data, search }: ScreenProps) => (
        <m.LicencesView initial={data} search={validateAccountSearch(search)} />
      ),
    })),
  ),
  downloads: lazyView(() =>
    import('./downloads/DownloadsView.tsx').then((m) => ({
      default: ({ data, search }: ScreenProps) => (
        <m.DownloadsView read={data} search={validateAccountSearch(search)} />
      ),
    })),
  ),
  assets: lazyView(() =>
    import('./assets/AssetsView.tsx').then((m) => ({
      default: ({ data, search }: ScreenProps) => (
        <m.AssetsView
          read={data}
          search={
            {
              ...validateAccountSearch(search),
              type: filter(search.type),
              app: filter(search.app),
              os: filter(search.os),
            } as never
          }
        />
      ),
    })),
  ),
  library: lazyView(() =>
    import('./library/LibraryFileView.tsx').then((m) => ({
      default: ({ data, search }: ScreenProps) => (
        <m.LibraryFileView read={data} search={validateAccountSearch(search)} />
      ),
    })),
  ),
  artwork: lazyView(() =>
    import('./artwork/ArtworkView.tsx').then((m) => ({
      default: ({ data }: ScreenProps) => <m.ArtworkView read={data} />,
    })),
  ),
  subscriptions: lazyView(() =>
    import('./commerce/SubscriptionsView.tsx').then((m) => ({
      default: ({ data, search }: ScreenProps) => (
        <m.SubscriptionsView initial={data} search={validateCommerceSearch(search)} />
      ),
    })),
  ),
  'payment-methods': lazyView(() =>
    import('./commerce/PaymentMethodsView.tsx').then((m) => ({
      default: ({ data, search }: ScreenProps) => (
        <m.PaymentMethodsView initial={data} search={validateCommerceSearch(search)} />
      ),
    })),
  ),
  orders: lazyView(() =>
    import('./commerce/OrdersView.tsx').then((m) => ({
      default: ({ data, search }: ScreenProps) => (
        <m.OrdersView read={data} search={validateCommerceSearch(search)} />
      ),
    })),
  ),
  invoice: lazyView(() =>
    import('./commerce/InvoiceView.tsx').then((m) => ({
      default: ({ data }: ScreenProps) => <m.InvoiceView read={data} />,
    })),
  ),
  vouchers: lazyView(() =>
    import('./commerce/VouchersView.tsx').then((m) => ({
      default: ({ data, search }: ScreenProps) => (
        <m.VouchersView initial={data} search={validateCommerceSearch(search)} />
      ),
    })),
  ),
  profile: lazyView(() =>
    import('./profile/ProfileView.tsx').then((m) => ({
      default: ({ data, search }: ScreenProps) => (
        <m.ProfileView initial={data} search={validateAccountSearch(search)} />
      ),
    })),
  ),
  betas: lazyView(() =>
    import('./profile/BetasView.tsx').then((m) => ({
      default: ({ data, search }: ScreenProps) => (
        <m.BetasView initial={data} search={validateAccountSearch(search)} />
      ),
    })),
  ),
  rewards: lazyView(() =>
    import('./rewards/RewardsView.tsx').then((m) => ({
      default: ({ data }: ScreenProps) => <m.RewardsView initial={data} />,
    })),
  ),
  security: lazyView(() =>
    import('./security/SecurityView.tsx').then((m) => ({
      default: ({ data, search }: ScreenProps) => (
        <m.SecurityView initial={data} search={validateAccountSearch(search)} />
      ),
    })),
  ),
}

/** Loads a screen's view (the route's loader awaits it, so rendering never waits). */
export const preloadScreen = (name: ScreenName): Promise<unknown> => views[name].preload()

/**
 * The screen route's loader (routes/account/$.tsx), here so that none of it ships with content pages:
 * the screen's read (signed-out visitors go to sign-in) and its view, both loaded before rendering; an
 * unknown screen, or the admin screen for anyone the service refuses, is the 404 page.
 */
export async function loadScreen(splat: string | undefined, location: { href: string; searchStr: string }) {
  const screen = screenOf(splat)
  if (!screen) throw notFound()
  const { read: readName, title } = accountScreens[screen.name]
  const [read] = await Promise.all([
    requireAccountRead<unknown>(readName, location, readQuery(location.searchStr, screen)),
    preloadScreen(screen.name),
  ])
  if (screen.name === 'admin' && !read.ok) throw notFound()
  return { name: screen.name, title, read }
}

export function AccountScreen({
  name,
  data,
  search,
}: {
  name: ScreenName
  data: unknown
  search: ScreenProps['search']
}) {
  const View = views[name].View as ComponentType<{ data: unknown; search: ScreenProps['search'] }>
  return <View data={data} search={search} />
}

// In the browser, load the view of the page being opened before this module counts as loaded: the router
// loads the screen route's component (which imports this module) before it hydrates, so the view hydrates
// with the page instead of later, and a click in between is never a plain form POST.
if (typeof window !== 'undefined') {
  const opened = screenOf(window.location.pathname.replace(/^\/account\/?/, '').replace(/\/$/, ''))
  if (opened) await preloadScreen(opened.name)
}
