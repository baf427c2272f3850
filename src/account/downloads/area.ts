import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../kit/area.ts'

/** Downloads: the installers the customer downloaded while signed in, each downloadable again. */
export const downloadsArea = defineArea({
  name: 'downloads',
  navigation: [{ label: 'Downloads', to: '/account/downloads' }],
  screens: ['/account/downloads'],
  server: createServerOnlyFn(() => import('./downloads.server.ts')),
})
