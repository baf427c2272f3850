import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../kit/area.ts'

/** Profile and betas: every profile field, the picture, contact preferences; beta programs and promotions. */
export const profileArea = defineArea({
  name: 'profile',
  navigation: [
    { label: 'Profile', to: '/account/profile' },
    { label: 'Betas', to: '/account/betas' },
  ],
  screens: ['/account/profile', '/account/betas'],
  server: createServerOnlyFn(() => import('./profile.server.ts')),
})
