import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea, type NavEntry } from '../kit/area.ts'

/** Its entries in the account navigation (src/account/navigation.ts collects them for the browser). */
export const commerceNavigation: ReadonlyArray<NavEntry> = [
  { label: 'Subscriptions', to: '/account/subscriptions' },
  { label: 'Payment methods', to: '/account/payment-methods' },
  { label: 'Orders', to: '/account/orders' },
  { label: 'Vouchers', to: '/account/vouchers' },
]

/** Commerce: subscriptions (plan change, charge retry), payment methods, orders and invoices, vouchers. */
export const commerceArea = defineArea({
  name: 'commerce',
  navigation: commerceNavigation,
  screens: [
    '/account/subscriptions',
    '/account/payment-methods',
    '/account/orders',
    '/account/invoice',
    '/account/vouchers',
  ],
  server: createServerOnlyFn(() => import('./area.server.ts')),
})
