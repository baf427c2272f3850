import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../kit/area.ts'

/** Licences: every licence with its machines; register a product, set the iLok user, deauthorize. */
export const licencesArea = defineArea({
  name: 'licences',
  navigation: [{ label: 'Licences', to: '/account/licences' }],
  screens: ['/account/licences'],
  server: createServerOnlyFn(() => import('./licences.server.ts')),
})
