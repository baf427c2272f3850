/**
 * The account area's screens under `/account/<screen>`, served by ONE route (routes/account/$.tsx) so the
 * route tree every content page downloads grows by one entry, not one per screen (decision 053). Each
 * screen names its read and its title; its view is in src/account/AccountScreen.tsx. Only that lazily
 * loaded module imports this table, so content pages carry none of it. A new screen adds a line here and
 * a line there.
 */
export const accountScreens = {
  '': { read: 'overview', title: 'Your account' },
  licences: { read: 'licences', title: 'Your licences' },
  downloads: { read: 'downloads', title: 'Your downloads' },
  assets: { read: 'assets', title: 'Your assets' },
  library: { read: 'libraryFile', title: 'Cloud library file' },
  artwork: { read: 'artwork', title: 'AI artwork' },
  subscriptions: { read: 'subscriptions', title: 'Your subscriptions' },
  'payment-methods': { read: 'paymentMethods', title: 'Payment methods' },
  orders: { read: 'orders', title: 'Your orders' },
  invoice: { read: 'invoice', title: 'Invoice' },
  vouchers: { read: 'vouchers', title: 'Your vouchers' },
  profile: { read: 'profile', title: 'Your profile' },
  betas: { read: 'betas', title: 'Betas and promotions' },
  rewards: { read: 'rewards', title: 'Rewards' },
  security: { read: 'security', title: 'Security' },
  /** Finding customers: admins only; for anyone else the page does not exist (404). */
  admin: { read: 'adminUsers', title: 'Find customers' },
} as const

export type ScreenName = keyof typeof accountScreens

/**
 * `` → the overview; `licences` → the licences screen; `library/42` → the library screen for file 42;
 * anything else none.
 */
export function screenOf(splat: string | undefined): { name: ScreenName; fileId?: string } | undefined {
  const [name = '', ...rest] = (splat ?? '').split('/')
  if (!Object.hasOwn(accountScreens, name)) return undefined
  if (name === 'library') return rest.length === 1 && rest[0] ? { name, fileId: rest[0] } : undefined
  return rest.length === 0 ? { name: name as ScreenName } : undefined
}

/** The read's query for the JSON endpoint: the page's own query, plus the file id of a library screen. */
export function readQuery(searchStr: string, screen: { fileId?: string }): string {
  const query = new URLSearchParams(searchStr)
  if (screen.fileId) query.set('fileId', screen.fileId)
  const text = query.toString()
  return text ? `?${text}` : ''
}
