/** The profile service: all fifteen profile calls of spec §7 (docs/accounts-sandbox-profile-rewards.md). */
import type { ServiceModule } from '../core/module.ts'
import { registerAvatar } from './avatar-api.ts'
import { registerBeta } from './beta.ts'
import { registerPartners } from './partners.ts'
import { registerProfileApi } from './profile-api.ts'
import { profileSchema } from './schema.ts'
import { seedProfile } from './seed.ts'
import { registerTracking } from './tracking.ts'

export const profile: ServiceModule = {
  name: 'profile',
  schema: profileSchema,
  seed: seedProfile,
  register: (router, context) => {
    registerProfileApi(router, context)
    registerAvatar(router, context)
    registerBeta(router, context)
    registerTracking(router, context)
    registerPartners(router, context)
  },
}
