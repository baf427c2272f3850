/** The data-layer event pushed on every route change. */
export interface PageViewEvent {
  readonly event: 'page_view'
  readonly page_path: string
  readonly page_location: string
  readonly page_title: string
}

/**
 * The customer's own areas (account, sign-up, the admin tools): counted like every page (spec §2), but
 * what is sent names the screen, never whose it is (docs/decisions/268).
 */
const privateArea = /^\/(?:account|sign-up|admin)(?:\/|$)/

export const isPrivatePage = (pathname: string): boolean => privateArea.test(pathname)

/**
 * The words the private areas' addresses are made of. Any other segment is an id (a customer, a cloud
 * file) and is sent as `:id`, so a screen added later with an id in its address leaks nothing either.
 */
const screenWords = new Set([
  'account',
  'admin',
  'artwork',
  'assets',
  'betas',
  'downloads',
  'invoice',
  'library',
  'licences',
  'notifications',
  'orders',
  'payment-methods',
  'profile',
  'rewards',
  'security',
  'sign-up',
  'subscriptions',
  'support',
  'survey',
  'vouchers',
])

/**
 * Screens whose title carries data (a customer's name, an order id, a file's name): the title sent
 * instead. Every other private screen has a fixed title, which is sent as it is.
 */
const fixedTitles: Readonly<Record<string, string>> = {
  '/account/support/:id': 'Support view',
  '/account/invoice': 'Invoice',
  '/account/library/:id': 'Cloud library file',
}

/** The path a private page is counted under: its screen, with every id as `:id`. */
export function privatePagePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (segment === '' || screenWords.has(segment) ? segment : ':id'))
    .join('/')
}

/**
 * The title a route's head gives its page (the last `title` of the head's meta entries). Page views
 * take the title from here rather than from the document: the document's head follows the route's
 * 10 ms later (spec §9), and may not have caught up when the view is counted.
 */
export function headTitle(meta: ReadonlyArray<unknown> | undefined): string | undefined {
  const titles = (meta ?? []).flatMap((entry) =>
    typeof entry === 'object' && entry !== null && typeof (entry as { title?: unknown }).title === 'string'
      ? [(entry as { title: string }).title]
      : [],
  )
  return titles[titles.length - 1]
}

export function pageViewEvent(
  location: { href: string; pathname: string; origin: string },
  title: string,
): PageViewEvent {
  if (!isPrivatePage(location.pathname))
    return {
      event: 'page_view',
      page_path: location.pathname,
      page_location: location.href,
      page_title: title,
    }
  // No query either: it carries a searched address, an order number, a referral code, a form's outcome.
  const path = privatePagePath(location.pathname)
  return {
    event: 'page_view',
    page_path: path,
    page_location: `${location.origin}${path}`,
    page_title: fixedTitles[path] ?? title,
  }
}
