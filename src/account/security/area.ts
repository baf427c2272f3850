import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea, type NavEntry } from '../kit/area.ts'

/** Its entries in the account navigation (src/account/navigation.ts collects them for the browser). */
export const securityNavigation: ReadonlyArray<NavEntry> = [{ label: 'Security', to: '/account/security' }]

/** Security: change the email address and delete the account (both behind password re-entry). */
export const securityArea = defineArea({
  name: 'security',
  navigation: securityNavigation,
  screens: ['/account/security'],
  server: createServerOnlyFn(() => import('./security.server.ts')),
})
