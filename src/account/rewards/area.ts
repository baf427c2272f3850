import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea, type NavEntry } from '../kit/area.ts'

/** Its entries in the account navigation (src/account/navigation.ts collects them for the browser). */
export const rewardsNavigation: ReadonlyArray<NavEntry> = [{ label: 'Rewards', to: '/account/rewards' }]

/** Rewards: the customer's referral links, what people who followed them did, and the rewards earned. */
export const rewardsArea = defineArea({
  name: 'rewards',
  navigation: rewardsNavigation,
  screens: ['/account/rewards'],
  server: createServerOnlyFn(() => import('./rewards.server.ts')),
})
