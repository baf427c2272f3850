import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../kit/area.ts'

/** AI artwork: the provider's verdict for the customer, then the generator when they are eligible. */
export const artworkArea = defineArea({
  name: 'artwork',
  navigation: [{ label: 'Artwork', to: '/account/artwork' }],
  screens: ['/account/artwork'],
  server: createServerOnlyFn(() => import('./artwork.server.ts')),
})
