/** The licences area on the server: its read (licences with their products) and its three commands. */
import { Effect } from 'effect'
import {
  authorizationConfirmed,
  checkTyped,
  ilokUserPattern,
  serialPattern,
} from '../../../models/accounts/licenceRules.ts'
import type { License as Licence, Product } from '../../../models/accounts/license.ts'
import { License } from '../../../services/accounts/license/License.ts'
import { accept, command, invalid } from '../kit/command.server.ts'
import { read, readOf } from '../kit/read.server.ts'
import type { LicenceRow, Licences } from './types.ts'

const text = (value: string | null | undefined) => value ?? undefined

function rowOf(licence: Licence, products: ReadonlyArray<Product>): LicenceRow {
  const product = products.find((p) => p.licenses?.some((l) => String(l.id) === String(licence.id)))
  return {
    id: String(licence.id),
    product: product?.product_type.name ?? licence.license_type.name,
    productId: product ? String(product.id) : undefined,
    type: licence.license_type.name,
    term: licence.license_type.term,
    validTo: text(licence.valid_to),
    expiresInDays: licence.expires_in_days ?? undefined,
    subscriptionStatus: text(licence.subscription_status),
    activations: (licence.activations ?? []).map((a) => ({
      hardwareId: a.machine.hardware_id,
      name: a.machine.name ?? a.machine.hardware_id,
      activatedAt: text(a.machine.activated_at),
      appName: text(a.app?.id),
      appVersion: text(a.app?.version),
    })),
    activationLimit: licence.activation_limit ?? undefined,
    ilokUser: text(licence.ilok?.user_id),
    serial: text(product?.product_serial_number),
  }
}

const licencesRead = read(async ({ customer }) => {
  const outcome = await customer(
    License.use((licence) =>
      Effect.all([licence.listLicenses(), licence.listProducts()], { concurrency: 2 }),
    ),
  )
  return readOf(
    outcome,
    ([licences, products]): Licences => ({
      licences: licences.items.filter((l) => !l.deleted).map((l) => rowOf(l, products.items)),
    }),
  )
})

const back = '/account/licences'

const licenceCommands = {
  registerProduct: command({
    back,
    fields: ['serial'],
    parse: ({ serial }) => {
      const problem = checkTyped(serial, serialPattern)
      return problem ? invalid(problem) : accept(serial)
    },
    call: (serial) => License.use((licence) => licence.registerProduct({ product_serial_number: serial })),
  }),
  setIlokUser: command({
    back,
    fields: ['productId', 'ilokUserId'],
    parse: ({ productId, ilokUserId }) => {
      if (!productId) return invalid(2013)
      const problem = checkTyped(ilokUserId, ilokUserPattern)
      return problem ? invalid(problem) : accept({ productId, ilokUserId })
    },
    call: (input) => License.use((licence) => licence.setIlokUser(input.productId, input.ilokUserId)),
  }),
  /** A licence authorization with action `deactivate`, created then confirmed with its status code. */
  deauthorizeMachine: command({
    back,
    fields: ['licenseId', 'hardwareId', 'appName', 'appVersion', 'machineName'],
    parse: (input) => {
      if (!input.licenseId || !input.hardwareId || !input.appName || !input.appVersion) return invalid(2013)
      return accept(input)
    },
    call: (input) =>
      License.use((licence) =>
        licence
          .createAuthorization({
            action: 'deactivate',
            license_id: input.licenseId,
            host_machine_id: input.hardwareId,
            host_machine_name: input.machineName || undefined,
            app_name: input.appName,
            app_version: input.appVersion,
            system_time: Math.floor(Date.now() / 1000),
          })
          .pipe(
            Effect.flatMap(({ authorization_id }) =>
              licence.updateAuthorization(authorization_id, authorizationConfirmed),
            ),
          ),
      ),
  }),
}

export const reads = { licences: licencesRead }
export const commands = licenceCommands
