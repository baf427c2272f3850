import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../../account/kit/area.ts'

/** The notifications console (`/admin/notifications`): admins only, outside the account navigation. */
export const notificationsConsoleArea = defineArea({
  name: 'notificationsConsole',
  navigation: [],
  screens: ['/admin/notifications'],
  server: createServerOnlyFn(() => import('./console.server.ts')),
})
