import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea, type NavEntry } from '../kit/area.ts'

/** Its entries in the account navigation (src/account/navigation.ts collects them for the browser). */
export const overviewNavigation: ReadonlyArray<NavEntry> = [{ label: 'Overview', to: '/account' }]

/**
 * The overview (`/account`): open problems first, then products, the next bill, the latest downloads and
 * recommendations, each from its area's read (decision 199); and the verification email.
 */
export const overviewArea = defineArea({
  name: 'overview',
  navigation: overviewNavigation,
  screens: ['/account'],
  server: createServerOnlyFn(() => import('./overview.server.ts')),
})
