/**
 * The account screens a customer can open, for the screenshot tour (`npm run screenshots`) and the e2e
 * walk over every screen (tests/e2e/account-notices.test.ts). Screens whose address needs an id (an
 * invoice) are found on the page that links to them, so they follow the data; a cloud-library file,
 * linked from outside the site only, is named per customer.
 */

export interface DemoCustomer {
  readonly key: 'ana' | 'ben' | 'cleo' | 'admin'
  readonly email: string
  readonly password: string
  /** Who they are in the demo data, for the tour's captions. */
  readonly about: string
}

export const demoCustomers: ReadonlyArray<DemoCustomer> = [
  {
    key: 'ana',
    email: 'ana@example.com',
    password: 'Studio-Demo-1',
    about: 'pays a Studio subscription, owns Sample, has orders, cards and cloud files',
  },
  {
    key: 'ben',
    email: 'ben@example.com',
    password: 'Studio-Demo-2',
    about: 'in a Studio trial, with a Sample subscription whose payment is past due; a test user of drafts',
  },
  {
    key: 'cleo',
    email: 'cleo@example.com',
    password: 'Studio-Demo-3',
    about: 'a new account: no licences yet',
  },
  { key: 'admin', email: 'admin@example.com', password: 'Admin-Demo-9', about: 'an admin: finds customers' },
]

export interface AccountScreen {
  /** File-name part and heading of the tour. */
  readonly name: string
  readonly title: string
  /** The address; for `via` screens, the link on `via` whose address starts with this. */
  readonly path: string
  /** Opened by following the first link to `path` found on this screen (skipped when there is none). */
  readonly via?: string
  /** Per customer, where the address holds their own data (screens reached from outside the site). */
  readonly pathFor?: Partial<Record<DemoCustomer['key'], string>>
  /** Only for these customers (admins' screens). */
  readonly only?: ReadonlyArray<DemoCustomer['key']>
  /** Billing, payment or security: no promotion or takeover may show (decision 190). */
  readonly quiet?: boolean
}

export const accountScreens: ReadonlyArray<AccountScreen> = [
  { name: 'overview', title: 'Overview', path: '/account' },
  { name: 'licences', title: 'Licences', path: '/account/licences' },
  { name: 'downloads', title: 'Downloads', path: '/account/downloads' },
  { name: 'assets', title: 'Assets', path: '/account/assets' },
  { name: 'artwork', title: 'Artwork', path: '/account/artwork' },
  { name: 'subscriptions', title: 'Subscriptions', path: '/account/subscriptions', quiet: true },
  { name: 'payment-methods', title: 'Payment methods', path: '/account/payment-methods', quiet: true },
  { name: 'orders', title: 'Orders', path: '/account/orders', quiet: true },
  { name: 'invoice', title: 'Invoice', path: '/account/invoice', via: '/account/orders', quiet: true },
  { name: 'vouchers', title: 'Vouchers', path: '/account/vouchers', quiet: true },
  { name: 'profile', title: 'Profile', path: '/account/profile' },
  { name: 'betas', title: 'Betas', path: '/account/betas' },
  { name: 'rewards', title: 'Rewards', path: '/account/rewards' },
  { name: 'security', title: 'Security', path: '/account/security', quiet: true },
  {
    // Reached by link from the desktop app and emails: the seeded files of ana and ben.
    name: 'library-file',
    title: 'Cloud-library file',
    path: '/account/library/',
    pathFor: {
      ana: '/account/library/5b1e0c2a-7d4f-4e8b-9a61-0a1f00001001',
      ben: '/account/library/5b1e0c2a-7d4f-4e8b-9a61-0a1f00002001',
    },
    only: ['ana', 'ben'],
  },
  { name: 'admin', title: 'Find a customer', path: '/account/admin', only: ['admin'] },
  {
    // The admin's read-only view of ana (decision 252); ana's own tour runs first, before it is logged.
    name: 'support',
    title: 'Support view of a customer',
    path: '/account/support/',
    pathFor: { admin: '/account/support/1001' },
    only: ['admin'],
  },
]

export const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

export const screensFor = (customer: DemoCustomer['key']) =>
  accountScreens.filter((screen) => !screen.only || screen.only.includes(customer))
