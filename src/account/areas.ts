/** The account area's navigation: one entry per screen, in order. A new area adds its line here. */
export const accountAreas = [
  { to: '/account', label: 'Overview', exact: true },
  { to: '/account/licences', label: 'Licences', exact: false },
  { to: '/account/downloads', label: 'Downloads', exact: false },
  { to: '/account/assets', label: 'Assets', exact: false },
  { to: '/account/artwork', label: 'Artwork', exact: false },
  { to: '/account/subscriptions', label: 'Subscriptions', exact: false },
  { to: '/account/payment-methods', label: 'Payment methods', exact: false },
  { to: '/account/orders', label: 'Orders', exact: false },
  { to: '/account/vouchers', label: 'Vouchers', exact: false },
  { to: '/account/profile', label: 'Profile', exact: false },
  { to: '/account/betas', label: 'Betas', exact: false },
  { to: '/account/rewards', label: 'Rewards', exact: false },
  { to: '/account/security', label: 'Security', exact: false },
] as const
