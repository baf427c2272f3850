import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../kit/area.ts'

/** Commerce: subscriptions (plan change, charge retry), payment methods, orders and invoices, vouchers. */
export const commerceArea = defineArea({
  name: 'commerce',
  navigation: [
    { label: 'Subscriptions', to: '/account/subscriptions' },
    { label: 'Payment methods', to: '/account/payment-methods' },
    { label: 'Orders', to: '/account/orders' },
    { label: 'Vouchers', to: '/account/vouchers' },
  ],
  screens: [
    '/account/subscriptions',
    '/account/payment-methods',
    '/account/orders',
    '/account/invoice',
    '/account/vouchers',
  ],
  server: createServerOnlyFn(() => import('./area.server.ts')),
})
