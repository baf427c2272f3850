import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../kit/area.ts'

/** Assets: the expansions, sound packs and plugins of the customer's products, with their downloads. */
export const assetsArea = defineArea({
  name: 'assets',
  navigation: [{ label: 'Assets', to: '/account/assets' }],
  screens: ['/account/assets'],
  server: createServerOnlyFn(() => import('./assets.server.ts')),
})
