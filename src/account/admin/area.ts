import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../kit/area.ts'

/** Finding customers (admins only; for anyone else the page does not exist): no navigation entry. */
export const adminArea = defineArea({
  name: 'admin',
  navigation: [],
  screens: ['/account/admin'],
  server: createServerOnlyFn(() => import('./adminUsers.server.ts')),
})
