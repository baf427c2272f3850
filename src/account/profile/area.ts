import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea, type NavEntry } from '../kit/area.ts'

/** Its entries in the account navigation (src/account/navigation.ts collects them for the browser). */
export const profileNavigation: ReadonlyArray<NavEntry> = [
  { label: 'Profile', to: '/account/profile' },
  { label: 'Betas', to: '/account/betas' },
]

/** Profile and betas: every profile field, the picture, contact preferences; beta programs and promotions. */
export const profileArea = defineArea({
  name: 'profile',
  navigation: profileNavigation,
  screens: ['/account/profile', '/account/betas'],
  server: createServerOnlyFn(() => import('./profile.server.ts')),
})
