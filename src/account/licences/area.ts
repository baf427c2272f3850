import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea, type NavEntry } from '../kit/area.ts'

/** Its entries in the account navigation (src/account/navigation.ts collects them for the browser). */
export const licencesNavigation: ReadonlyArray<NavEntry> = [{ label: 'Licences', to: '/account/licences' }]

/** Licences: every licence with its machines; register a product, set the iLok user, deauthorize. */
export const licencesArea = defineArea({
  name: 'licences',
  navigation: licencesNavigation,
  screens: ['/account/licences'],
  server: createServerOnlyFn(() => import('./licences.server.ts')),
})
