import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../kit/area.ts'

/**
 * The overview (`/account`): open problems first, then products, the next bill, the latest downloads and
 * recommendations, each from its area's read (decision 199); and the verification email.
 */
export const overviewArea = defineArea({
  name: 'overview',
  navigation: [{ label: 'Overview', to: '/account' }],
  screens: ['/account'],
  server: createServerOnlyFn(() => import('./overview.server.ts')),
})
