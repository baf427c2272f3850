import { createServerOnlyFn } from '@tanstack/react-start'
import { defineArea } from '../kit/area.ts'

/** Rewards: the customer's referral links, what people who followed them did, and the rewards earned. */
export const rewardsArea = defineArea({
  name: 'rewards',
  navigation: [{ label: 'Rewards', to: '/account/rewards' }],
  screens: ['/account/rewards'],
  server: createServerOnlyFn(() => import('./rewards.server.ts')),
})
