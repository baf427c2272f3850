/**
 * The licences area on the server: its read (licences with their products, and what each product type
 * unlocks) and its three commands.
 */
import { Effect } from 'effect'
import {
  authorizationConfirmed,
  checkTyped,
  ilokUserPattern,
  serialPattern,
} from '../../../models/accounts/licenceRules.ts'
import type {
  License as Licence,
  LicenseList,
  Product,
  ProductList,
  ProductType,
} from '../../../models/accounts/license.ts'
import { unlocksOf } from '../../../models/accounts/unlocks.ts'
import { License } from '../../../services/accounts/license/License.ts'
import { accept, command, invalid } from '../kit/command.server.ts'
import type { AccountContext } from '../kit/context.server.ts'
import { detailOf, joinedOutcome, type Part, partOf } from '../kit/parts.server.ts'
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
    productTypeId: product?.product_type.id,
    licenceTypeId: licence.license_type.id,
    unlocks: undefined,
  }
}

/**
 * What each product type unlocks, one call per product type the customer holds, each a part of its
 * own: a failing or slow call costs only the cards of that product, never the list (issue 30 item 4).
 */
async function withUnlocks(context: AccountContext, startedAt: number, main: Part<Licences>) {
  const list = main.value.status === 'signedIn' && main.value.ok ? main.value.value : undefined
  if (!list) return { value: main.value, outcome: main.outcome }
  const typeIds = [...new Set(list.licences.flatMap((row) => row.productTypeId ?? []))]
  const parts = await Promise.all(
    typeIds.map((id) =>
      partOf<ProductType>(
        context,
        context
          .customer(License.use((licence) => licence.getProductType(id)))
          .then((outcome) => readOf(outcome, (type) => type)),
        `product type ${id}`,
        startedAt,
      ),
    ),
  )
  const types = new Map(typeIds.map((id, i) => [id, detailOf(parts[i]!)]))
  const licences = list.licences.map((row): LicenceRow => {
    const type = row.productTypeId === undefined ? undefined : types.get(row.productTypeId)
    if (!type) return row
    return {
      ...row,
      unlocks: type.ok ? { ok: true, value: unlocksOf(type.value, row.licenceTypeId) } : type,
    }
  })
  return {
    value: { status: 'signedIn' as const, ok: true as const, value: { licences } },
    outcome: joinedOutcome([main, ...parts]),
  }
}

const listCall = License.use((licence) =>
  Effect.all([licence.listLicenses(), licence.listProducts()], { concurrency: 2 }),
)
const toList = ([licences, products]: readonly [
  typeof LicenseList.Type,
  typeof ProductList.Type,
]): Licences => ({
  licences: licences.items.filter((l) => !l.deleted).map((l) => rowOf(l, products.items)),
})

/** The licences alone: what the overview shows (it needs no product details). */
const licencesRead = read(async ({ customer }) => readOf(await customer(listCall), toList))

/** The licences screen's cards: the licences, then what each product type unlocks. */
const licenceCardsRead = read(async (context) => {
  const startedAt = Date.now()
  const main = readOf(await context.customer(listCall), toList)
  return withUnlocks(context, startedAt, { ...main, at: Date.now() })
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

export const reads = { licences: licencesRead, licenceCards: licenceCardsRead }
export const commands = licenceCommands
