/** The notifications service: the 17 notification calls of spec §7 (docs/accounts-sandbox-notifications.md). */
import type { ServiceModule } from '../core/module.ts'
import { audiencesSchema } from './audiences.ts'
import { registerCampaignsApi } from './campaigns-api.ts'
import { registerDeliveryApi } from './delivery-api.ts'
import { registerNotificationsApi } from './notifications-api.ts'
import { registerPartsApi } from './parts-api.ts'
import { notificationsSchema } from './schema.ts'
import { seedNotificationsService } from './seed.ts'
import { registerTemplatesApi } from './templates.ts'
import { registerTestUsersApi } from './testusers-api.ts'

export const notifications: ServiceModule = {
  name: 'notifications',
  schema: notificationsSchema + audiencesSchema,
  seed: seedNotificationsService,
  register: (router, context) => {
    registerCampaignsApi(router, context)
    registerNotificationsApi(router, context)
    registerPartsApi(router, context)
    registerDeliveryApi(router, context)
    registerTemplatesApi(router)
    registerTestUsersApi(router, context)
  },
}
