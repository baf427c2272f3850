/** The rewards service: all six referral and reward calls of spec §7 (docs/accounts-sandbox-profile-rewards.md). */
import type { ServiceModule } from '../core/module.ts'
import { campaignEndsSchema } from './campaigns.ts'
import { logFieldsSchema } from './log-fields.ts'
import { registerReferralApi } from './referral-api.ts'
import { registerRewardsApi } from './rewards-api.ts'
import { rewardsSchema } from './schema.ts'
import { seedRewards } from './seed.ts'

export const rewards: ServiceModule = {
  name: 'rewards',
  schema: rewardsSchema + logFieldsSchema + campaignEndsSchema,
  seed: seedRewards,
  register: (router, context) => {
    registerRewardsApi(router, context)
    registerReferralApi(router, context)
  },
}
