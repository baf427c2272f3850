import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea, type NavEntry } from '../kit/area.ts'

/** Its entries in the account navigation (src/account/navigation.ts collects them for the browser). */
export const artworkNavigation: ReadonlyArray<NavEntry> = [{ label: 'Artwork', to: '/account/artwork' }]

/** AI artwork: the provider's verdict for the customer, then the generator when they are eligible. */
export const artworkArea = defineArea({
  name: 'artwork',
  navigation: artworkNavigation,
  screens: ['/account/artwork'],
  server: createServerOnlyFn(() => import('./artwork.server.ts')),
})
