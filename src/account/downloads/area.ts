import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea, type NavEntry } from '../kit/area.ts'

/** Its entries in the account navigation (src/account/navigation.ts collects them for the browser). */
export const downloadsNavigation: ReadonlyArray<NavEntry> = [{ label: 'Downloads', to: '/account/downloads' }]

/** Downloads: the installers the customer downloaded while signed in, each downloadable again. */
export const downloadsArea = defineArea({
  name: 'downloads',
  navigation: downloadsNavigation,
  screens: ['/account/downloads'],
  server: createServerOnlyFn(() => import('./downloads.server.ts')),
})
