/** The cloud library: a customer's stored files, one at a time by id (spec §7, decision 085). */
import type { ServiceModule } from '../core/module.ts'
import { registerFilesApi } from './files-api.ts'
import { cloudlibSchema, seedCloudlib } from './seed.ts'

export const cloudlib: ServiceModule = {
  name: 'cloudlib',
  schema: cloudlibSchema,
  seed: seedCloudlib,
  register: registerFilesApi,
}
