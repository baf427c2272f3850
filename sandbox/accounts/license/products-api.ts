/** The product calls: list, register by serial number, and set the iLok user id. */
import { flag, optionalParam, queryObject, requireParams } from '../core/body.ts'
import { transaction } from '../core/db.ts'
import { type Caller, errors, json } from '../core/http.ts'
import type { CoreContext } from '../core/module.ts'
import type { Router } from '../core/router.ts'
import { getUser } from '../identity/users.ts'
import { canonicalHardwareId } from './licenses.ts'
import { checkIlokUserId, checkMachineId, integerParam } from './params.ts'
import { claimableSerial, getProduct, toProduct, userProducts } from './products.ts'
import { startTrial } from './trials.ts'

export function registerProductsApi(router: Router, { db, config, nowSeconds }: CoreContext): void {
  const isoNow = () => new Date(config.now()).toISOString()

  /** 401/2011 unless the caller typed a password within the re-entry window (decisions 022, 057). */
  const requireRecentPassword = (caller: Caller) => {
    if (caller.kind !== 'user' || caller.authTime < nowSeconds() - config.passwordReentryWindow) {
      throw errors.passwordReentryRequired()
    }
  }

  router.add('license', {
    method: 'GET',
    path: '{me}/products',
    auth: 'bearer',
    handler: ({ userId, query }) => {
      const user = getUser(db, userId)
      const withActivations = flag(queryObject(query), 'show_license_activations')
      const items = userProducts(db, user.id).map((row) => toProduct(db, row, config.now(), withActivations))
      return json(200, { items })
    },
  })

  router.add('license', {
    method: 'POST',
    path: '{me}/products',
    auth: 'bearer',
    handler: ({ userId, body }) => {
      const user = getUser(db, userId)
      const typeParam = optionalParam(body, 'product_type_id')
      const typeId = typeParam === undefined ? undefined : integerParam(typeParam, 'product_type_id')
      const machineParam = optionalParam(body, 'host_machine_id')
      const machine = machineParam === undefined ? undefined : checkMachineId(machineParam)
      if (optionalParam(body, 'product_serial_number') === undefined && typeId !== undefined && machine) {
        const trialId = transaction(db, () => startTrial(db, user.id, typeId, machine, config.now()))
        return json(201, toProduct(db, getProduct(db, user.id, trialId), config.now(), true))
      }
      const { product_serial_number } = requireParams(body, ['product_serial_number'])
      const ilokParam = optionalParam(body, 'ilok_user_id')
      const ilok = ilokParam === undefined ? undefined : checkIlokUserId(ilokParam)
      const claim = claimableSerial(db, product_serial_number, typeId)
      const productId = transaction(db, () => {
        const now = isoNow()
        const product = db
          .prepare(
            'INSERT INTO license_products (user_id, product_type_id, serial_number, ilok_user_id, date_created) VALUES (?, ?, ?, ?, ?)',
          )
          .run(user.id, claim.productType.id, claim.serial, ilok ?? null, now)
        const id = Number(product.lastInsertRowid)
        db.prepare('UPDATE license_serials SET product_id = ? WHERE serial_number = ?').run(id, claim.serial)
        const license = db
          .prepare('INSERT INTO licenses (user_id, license_type_id, product_id) VALUES (?, ?, ?)')
          .run(user.id, claim.licenseType.id, id)
        // Registering from inside an app activates the new licence on that machine straight away.
        if (machine !== undefined) {
          db.prepare(
            `INSERT INTO license_activations (license_id, app_id, app_version, hardware_id, canonical_hardware_id,
              machine_name, activated_at) VALUES (?, ?, NULL, ?, ?, NULL, ?)`,
          ).run(
            Number(license.lastInsertRowid),
            claim.productType.apps[0]!,
            machine,
            canonicalHardwareId(machine),
            now,
          )
        }
        return id
      })
      return json(201, toProduct(db, getProduct(db, user.id, productId), config.now(), true))
    },
  })

  router.add('license', {
    method: 'PUT',
    path: '{me}/products/:productId',
    auth: 'bearer',
    handler: ({ userId, caller, params, body }) => {
      const user = getUser(db, userId)
      const product = getProduct(db, user.id, integerParam(params.productId, 'productId'))
      const ilok = checkIlokUserId(requireParams(body, ['ilok_user_id']).ilok_user_id)
      // Moving licences to another iLok account hands them to whoever owns it: a sensitive call.
      requireRecentPassword(caller)
      db.prepare('UPDATE license_products SET ilok_user_id = ? WHERE id = ?').run(ilok, product.id)
      return json(200, toProduct(db, getProduct(db, user.id, product.id), config.now(), true))
    },
  })
}
