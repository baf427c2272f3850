/** The download-assets service: the six calls of spec §7 and the files behind its signed links. */
import { metaSecret } from '../core/db.ts'
import type { ServiceModule } from '../core/module.ts'
import { registerAssetsApi } from './assets-api.ts'
import { registerFiles } from './files.ts'
import { registerInstallersApi } from './installers-api.ts'
import { createLinks } from './links.ts'
import { daSchema } from './schema.ts'

export const da: ServiceModule = {
  name: 'da',
  schema: daSchema,
  register: (router, context) => {
    const links = createLinks(metaSecret(context.db, 'da_link_secret'), context.nowSeconds)
    registerInstallersApi(router, context, links)
    registerAssetsApi(router, context, links)
    registerFiles(router, links)
  },
}
