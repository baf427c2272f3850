/**
 * The account area's screens under `/account/<screen>`, served by ONE route (routes/account/$.tsx) so the
 * route tree every content page downloads grows by one entry, not one per screen (decision 053). Each
 * screen names its read and its title; its view is chosen in the lazily loaded screen module
 * (src/account/AccountScreen.tsx). A new screen adds a line here and a line there.
 */
export const accountScreens = {
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
} as const

export type ScreenName = keyof typeof accountScreens

/** `licences` → the licences screen; `library/42` → the library screen for file 42; anything else none. */
export function screenOf(splat: string | undefined): { name: ScreenName; fileId?: string } | undefined {
  const [name = '', ...rest] = (splat ?? '').split('/')
  if (!Object.hasOwn(accountScreens, name)) return undefined
  if (name === 'library') return rest.length === 1 && rest[0] ? { name, fileId: rest[0] } : undefined
  return rest.length === 0 ? { name: name as ScreenName } : undefined
}

/** Query parameters the screens use, as plain strings; each screen checks its own in its view module. */
export function screenSearch(search: Record<string, unknown>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const [key, value] of Object.entries(search)) {
    const text = typeof value === 'number' ? String(value) : value
    if (typeof text === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(text)) out[key] = text
  }
  return out
}
