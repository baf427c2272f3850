/** The account area's navigation: the overview, then screens of src/account/screens.ts, in order. */
import type { ScreenName } from './screens.ts'

export const accountAreas: ReadonlyArray<{ screen: ScreenName | undefined; label: string }> = [
  { screen: undefined, label: 'Overview' },
  { screen: 'licences', label: 'Licences' },
  { screen: 'downloads', label: 'Downloads' },
  { screen: 'assets', label: 'Assets' },
  { screen: 'artwork', label: 'Artwork' },
  { screen: 'subscriptions', label: 'Subscriptions' },
  { screen: 'payment-methods', label: 'Payment methods' },
  { screen: 'orders', label: 'Orders' },
  { screen: 'vouchers', label: 'Vouchers' },
  { screen: 'profile', label: 'Profile' },
  { screen: 'betas', label: 'Betas' },
  { screen: 'rewards', label: 'Rewards' },
  { screen: 'security', label: 'Security' },
]
