import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea, type NavEntry } from '../kit/area.ts'

/** Its entries in the account navigation (src/account/navigation.ts collects them for the browser). */
export const assetsNavigation: ReadonlyArray<NavEntry> = [{ label: 'Assets', to: '/account/assets' }]

/** Assets: the expansions, sound packs and plugins of the customer's products, with their downloads. */
export const assetsArea = defineArea({
  name: 'assets',
  navigation: assetsNavigation,
  screens: ['/account/assets'],
  server: createServerOnlyFn(() => import('./assets.server.ts')),
})
