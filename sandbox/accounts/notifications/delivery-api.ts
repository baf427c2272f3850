/**
 * The device calls: `GET /api/v2/me/notifications` (bearer optional) and the older
 * `GET /api/v1/notifications` (no auth, so anonymous campaigns only; decision 111).
 */
import { json } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { currentLicenceTypes } from './audiences.ts'
import { deliver, readDevice } from './delivery.ts'
import { isEnabledTester } from './testusers-api.ts'

export function registerDeliveryApi(router: Router, { db, config }: CoreContext): void {
  router.add('notifications', {
    method: 'GET',
    path: '/api/v2/me/notifications',
    auth: 'optional',
    handler: ({ caller, query }) => {
      const device = readDevice(query)
      const user = caller.kind === 'user' ? caller.uid : undefined
      // Without a locale in the query, a signed-in customer reads their account's language.
      const account = user
        ? (db.prepare('SELECT locale FROM users WHERE id = ?').get(user) as { locale: string } | undefined)
        : undefined
      const language = device.language ?? account?.locale.slice(0, 2).toLowerCase()
      const now = config.now()
      const items = deliver(
        db,
        { ...device, language },
        {
          signedIn: user !== undefined,
          tester: user !== undefined && isEnabledTester(db, user),
          now,
          licenceTypes: user === undefined ? undefined : currentLicenceTypes(db, user, now),
        },
      )
      return json(200, { items })
    },
  })

  router.add('notifications', {
    method: 'GET',
    path: '/api/v1/notifications',
    auth: 'none',
    handler: ({ query }) =>
      json(200, {
        items: deliver(db, readDevice(query), { signedIn: false, tester: false, now: config.now() }),
      }),
  })
}
