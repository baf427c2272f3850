import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../kit/area.ts'

/** Security: change the email address and delete the account (both behind password re-entry). */
export const securityArea = defineArea({
  name: 'security',
  navigation: [{ label: 'Security', to: '/account/security' }],
  screens: ['/account/security'],
  server: createServerOnlyFn(() => import('./security.server.ts')),
})
