/** The licences screen on the server: its read (licences with their products) and its three commands. */
import { Effect } from 'effect'
import {
  authorizationConfirmed,
  checkTyped,
  ilokUserPattern,
  serialPattern,
} from '../../../models/accounts/licenceRules.ts'
import type { License as Licence, Product } from '../../../models/accounts/license.ts'
import { License } from '../../../services/accounts/license/License.ts'
import { forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { type CommandDef, field, invalid } from '../commands.server.ts'
import { type ReadAnswer, readOf } from '../reads.server.ts'
import type { LicenceRow, Licences, LicencesRead } from './types.ts'

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
  }
}

export async function licencesRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<LicencesRead>> {
  const outcome = await forCustomer(platform, request, (credentials) =>
    License.use((licence) =>
      Effect.all([licence.listLicenses(credentials), licence.listProducts(credentials)], { concurrency: 2 }),
    ),
  )
  return readOf(
    outcome,
    ([licences, products]): Licences => ({
      licences: licences.items.filter((l) => !l.deleted).map((l) => rowOf(l, products.items)),
    }),
  )
}

const back = '/account/licences'

export const licenceCommands = {
  registerProduct: {
    back,
    parse: (form) => {
      const serial = field(form, 'serial')
      const problem = checkTyped(serial, serialPattern)
      return problem ? invalid(problem) : { ok: true, input: serial }
    },
    call: (serial) => (credentials) =>
      License.use((licence) => licence.registerProduct(credentials, { product_serial_number: serial })),
  } satisfies CommandDef<string>,
  setIlokUser: {
    back,
    parse: (form) => {
      const productId = field(form, 'productId')
      const ilokUserId = field(form, 'ilokUserId')
      if (!productId) return invalid(2013)
      const problem = checkTyped(ilokUserId, ilokUserPattern)
      return problem ? invalid(problem) : { ok: true, input: { productId, ilokUserId } }
    },
    call: (input) => (credentials) =>
      License.use((licence) => licence.setIlokUser(credentials, input.productId, input.ilokUserId)),
  } satisfies CommandDef<{ productId: string; ilokUserId: string }>,
  /** A licence authorization with action `deactivate`, created then confirmed with its status code. */
  deauthorizeMachine: {
    back,
    parse: (form) => {
      const input = {
        licenseId: field(form, 'licenseId'),
        hardwareId: field(form, 'hardwareId'),
        appName: field(form, 'appName'),
        appVersion: field(form, 'appVersion'),
        machineName: field(form, 'machineName'),
      }
      if (!input.licenseId || !input.hardwareId || !input.appName || !input.appVersion) return invalid(2013)
      return { ok: true, input }
    },
    call: (input) => (credentials) =>
      License.use((licence) =>
        licence
          .createAuthorization(credentials, {
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
              licence.updateAuthorization(credentials, authorization_id, authorizationConfirmed),
            ),
          ),
      ),
  } satisfies CommandDef<{
    licenseId: string
    hardwareId: string
    appName: string
    appVersion: string
    machineName: string
  }>,
}
