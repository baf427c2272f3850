/** The identity service: every identity call of spec §7 plus its browser pages. */
import type { ServiceModule } from '../core/module.ts'
import { registerBrowserPages } from './browser.ts'
import { identitySchema } from './schema.ts'
import { seedIdentity } from './seed.ts'
import { registerSessionApi } from './session-api.ts'
import { registerUsersApi } from './users-api.ts'

export const identity: ServiceModule = {
  name: 'identity',
  schema: identitySchema,
  seed: seedIdentity,
  register: (router, context) => {
    registerSessionApi(router, context)
    registerUsersApi(router, context)
    registerBrowserPages(router, context)
  },
}
