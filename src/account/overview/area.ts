import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../kit/area.ts'

/** The overview (`/account`): who the customer is, recommendations, and the verification email. */
export const overviewArea = defineArea({
  name: 'overview',
  navigation: [{ label: 'Overview', to: '/account' }],
  screens: ['/account'],
  server: createServerOnlyFn(() => import('./overview.server.ts')),
})
