import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../kit/area.ts'

/** Support's read-only view of one customer (admins only; for anyone else the pages do not exist). */
export const supportArea = defineArea({
  name: 'support',
  navigation: [],
  screens: ['/account/support/$userId', '/account/support/$userId/invoice'],
  server: createServerOnlyFn(() => import('./support.server.ts')),
})
