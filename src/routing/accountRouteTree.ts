/**
 * The route tree an account screen hydrates with: the root, the homepage and the page shell's
 * catch-all, and the account layout with every one of its screens, the same route objects and ids as
 * in the generated tree (src/routeTree.gen.ts), without the other application sections (the
 * notifications console, sign-up, signed-out). Their definitions would otherwise ship in every account
 * screen's initial JavaScript (decision 271), as the account's would in a content page's (decision 144).
 *
 * A client-side navigation from an account screen into another section leaves this tree: the section's
 * stand-in route reloads the document there, and that page hydrates with the full tree. The server
 * always renders with the full tree. `accountRouteTree.test.ts` keeps the screens here equal to the
 * files under routes/account/.
 */
import { Route as rootRoute } from '../../routes/__root.tsx'
import { Route as SplatRoute } from '../../routes/$.tsx'
import { Route as AccountAdminRoute } from '../../routes/account/admin.tsx'
import { Route as AccountArtworkRoute } from '../../routes/account/artwork.tsx'
import { Route as AccountAssetsRoute } from '../../routes/account/assets.tsx'
import { Route as AccountBetasRoute } from '../../routes/account/betas.tsx'
import { Route as AccountDownloadsRoute } from '../../routes/account/downloads.tsx'
import { Route as AccountIndexRoute } from '../../routes/account/index.tsx'
import { Route as AccountInvoiceRoute } from '../../routes/account/invoice.tsx'
import { Route as AccountLibraryFileIdRoute } from '../../routes/account/library.$fileId.tsx'
import { Route as AccountLicencesRoute } from '../../routes/account/licences.tsx'
import { Route as AccountOrdersRoute } from '../../routes/account/orders.tsx'
import { Route as AccountPaymentMethodsRoute } from '../../routes/account/payment-methods.tsx'
import { Route as AccountProfileRoute } from '../../routes/account/profile.tsx'
import { Route as AccountRewardsRoute } from '../../routes/account/rewards.tsx'
import { Route as AccountRoute } from '../../routes/account/route.tsx'
import { Route as AccountSecurityRoute } from '../../routes/account/security.tsx'
import { Route as AccountSubscriptionsRoute } from '../../routes/account/subscriptions.tsx'
import { Route as AccountSupportUserIdRoute } from '../../routes/account/support.$userId.tsx'
import { Route as AccountSupportUserIdInvoiceRoute } from '../../routes/account/support.$userId_.invoice.tsx'
import { Route as AccountVouchersRoute } from '../../routes/account/vouchers.tsx'
import { Route as IndexRoute } from '../../routes/index.tsx'
import type { routeTree } from '../routeTree.gen.ts'
import { appSections } from './appPaths.ts'
import { sectionReloads } from './contentRouteTree.ts'

/** The account's screens by their id under the layout (a file route's path, as the generator names it). */
export const accountScreenRoutes = {
  '/': AccountIndexRoute,
  '/admin': AccountAdminRoute,
  '/artwork': AccountArtworkRoute,
  '/assets': AccountAssetsRoute,
  '/betas': AccountBetasRoute,
  '/downloads': AccountDownloadsRoute,
  '/invoice': AccountInvoiceRoute,
  '/licences': AccountLicencesRoute,
  '/orders': AccountOrdersRoute,
  '/payment-methods': AccountPaymentMethodsRoute,
  '/profile': AccountProfileRoute,
  '/rewards': AccountRewardsRoute,
  '/security': AccountSecurityRoute,
  '/subscriptions': AccountSubscriptionsRoute,
  '/vouchers': AccountVouchersRoute,
  '/library/$fileId': AccountLibraryFileIdRoute,
  '/support/$userId': AccountSupportUserIdRoute,
  '/support/$userId_/invoice': AccountSupportUserIdInvoiceRoute,
} as const

/** Built on call, as the content tree is: whichever tree a page builds sets the root's children. */
export function accountRouteTree(): typeof routeTree {
  const account = AccountRoute.update({
    id: '/account',
    path: '/account',
    getParentRoute: () => rootRoute,
  } as never)
  const screens = Object.entries(accountScreenRoutes).map(([id, route]) =>
    // An id with `_` (a path segment that does not nest) keeps it; the path drops it, as generated.
    (route as typeof AccountIndexRoute).update({
      id,
      path: id.replace(/_(?=\/|$)/g, ''),
      getParentRoute: () => account,
    } as never),
  )
  const others = sectionReloads(appSections.filter((section) => section !== 'account'))
  const tree = rootRoute.addChildren([
    IndexRoute.update({ id: '/', path: '/', getParentRoute: () => rootRoute } as never),
    account.addChildren(screens),
    SplatRoute.update({ id: '/$', path: '/$', getParentRoute: () => rootRoute } as never),
    ...others,
  ])
  // The router's type is the full tree's (src/router.tsx): this tree is a subset of its routes.
  return tree as unknown as typeof routeTree
}
