import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../kit/area.ts'

/** The session as every page's header shows it: no screen of its own, one read. */
export const sessionArea = defineArea({
  name: 'session',
  navigation: [],
  screens: [],
  server: createServerOnlyFn(() => import('./area.server.ts')),
})
