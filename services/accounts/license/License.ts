/**
 * The licence service (spec §7, "Licence"): one method per call, answers decoded with
 * models/accounts/license.ts, failures as the catalogue's tagged errors. Customer calls read the
 * customer from context (services/accounts/http/customer.ts), so token renewal can replay them. The
 * product types name no customer and are the same for all: kept for `publicTtlMs` and reused by every
 * caller (decision 286).
 */
import { Context, Effect, Layer } from 'effect'
import {
  AuthorizationCreated,
  AuthorizationUpdated,
  type LicenceTerm,
  LicenseList,
  Product,
  ProductList,
  ProductType,
  ProductTypeList,
} from '../../../models/accounts/license.ts'
import { AccountsHttp } from '../http/client.ts'
import { AccountsConfig } from '../http/config.ts'
import { type CustomerResult, serviceCalls } from '../http/customer.ts'
import { keptAnswers } from '../http/kept.ts'

type Result<A> = CustomerResult<A>

export type LicenceAuthorizationInput = {
  readonly action: 'activate' | 'deactivate'
  readonly app_name?: string
  readonly app_version?: string
  readonly host_machine_id: string
  readonly host_machine_name?: string
  readonly license_id: string | number
  /** Unix seconds of the caller's clock. */
  readonly system_time?: number
}

export interface LicenseShape {
  readonly listLicenses: (query?: {
    app_name?: string
    app_version?: string
    term?: LicenceTerm
  }) => Result<typeof LicenseList.Type>
  readonly getProductType: (id: number) => Result<ProductType>
  readonly listProductTypes: () => Result<typeof ProductTypeList.Type>
  readonly listProducts: () => Result<typeof ProductList.Type>
  /** Registers a product by serial number. Fails with ApiError 1004 (unknown product type) or 2013. */
  readonly registerProduct: (input: {
    product_serial_number: string
    product_type_id?: number
    host_machine_id?: string
    ilok_user_id?: string
  }) => Result<Product>
  readonly setIlokUser: (productId: string | number, ilokUserId: string) => Result<Product>
  /** First half of (de)authorizing a machine; confirm with `updateAuthorization`. */
  readonly createAuthorization: (input: LicenceAuthorizationInput) => Result<AuthorizationCreated>
  readonly updateAuthorization: (
    authorizationId: string | number,
    statusCode: number,
  ) => Result<AuthorizationUpdated>
}

export class License extends Context.Service<License, LicenseShape>()('services/accounts/license/License') {}

export const makeLicense = Effect.gen(function* () {
  const { customer } = serviceCalls(yield* AccountsHttp, 'license')
  const ttlMs = (yield* AccountsConfig).publicTtlMs ?? 0
  const productType = keptAnswers(ttlMs, (id: number) =>
    customer.json('getProductType', { method: 'GET', path: `/api/v1/products/types/${id}` }, ProductType),
  )
  const productTypes = keptAnswers(ttlMs, () =>
    customer.json('listProductTypes', { method: 'GET', path: '/api/v1/products/types' }, ProductTypeList),
  )

  return License.of({
    listLicenses: (query) =>
      customer.json('listLicenses', { method: 'GET', path: '{me}/licenses', params: query }, LicenseList),
    getProductType: productType,
    listProductTypes: () => productTypes('all'),
    listProducts: () => customer.json('listProducts', { method: 'GET', path: '{me}/products' }, ProductList),
    registerProduct: (input) =>
      customer.json('registerProduct', { method: 'POST', path: '{me}/products', params: input }, Product),
    setIlokUser: (productId, ilokUserId) =>
      customer.json(
        'setIlokUser',
        {
          method: 'PUT',
          path: `{me}/products/${encodeURIComponent(String(productId))}`,
          params: { ilok_user_id: ilokUserId },
        },
        Product,
      ),
    createAuthorization: (input) =>
      customer.json(
        'createAuthorization',
        { method: 'POST', path: '{me}/licenses/authorizations', params: input },
        AuthorizationCreated,
      ),
    updateAuthorization: (authorizationId, statusCode) =>
      customer.json(
        'updateAuthorization',
        {
          method: 'PUT',
          path: `{me}/licenses/authorizations/${encodeURIComponent(String(authorizationId))}`,
          params: { status_code: statusCode },
        },
        AuthorizationUpdated,
      ),
  })
})

/** Needs AccountsHttp and AccountsConfig (services/accounts/layer.ts provides them). */
export const LicenseLive = Layer.effect(License, makeLicense)
