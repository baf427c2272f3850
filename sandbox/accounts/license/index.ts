/** The licence service: the eight licence calls of spec §7 (licences, product types, products, authorizations). */
import type { ServiceModule } from '../core/module.ts'
import { registerAuthorizationsApi } from './authorizations-api.ts'
import { registerLicensesApi } from './licenses-api.ts'
import { registerProductsApi } from './products-api.ts'
import { licenseSchema } from './schema.ts'
import { seedLicense } from './seed.ts'

export const license: ServiceModule = {
  name: 'license',
  schema: licenseSchema,
  seed: seedLicense,
  register: (router, context) => {
    registerLicensesApi(router, context)
    registerProductsApi(router, context)
    registerAuthorizationsApi(router, context)
  },
}
