/**
 * The licence service (spec §7, "Licence"): one method per call, answers decoded with
 * models/accounts/license.ts, failures as the catalogue's tagged errors. Customer calls take their
 * `Credentials` explicitly, so token renewal can replay them with a new token.
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
import type { AccountsError } from '../http/errors.ts'
import type { Credentials } from '../http/request.ts'

type Result<A> = Effect.Effect<A, AccountsError>

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
  readonly listLicenses: (
    credentials: Credentials,
    query?: { app_name?: string; app_version?: string; term?: LicenceTerm },
  ) => Result<typeof LicenseList.Type>
  readonly getProductType: (credentials: Credentials, id: number) => Result<ProductType>
  readonly listProductTypes: (credentials: Credentials) => Result<typeof ProductTypeList.Type>
  readonly listProducts: (credentials: Credentials) => Result<typeof ProductList.Type>
  /** Registers a product by serial number. Fails with ApiError 1004 (unknown product type) or 2013. */
  readonly registerProduct: (
    credentials: Credentials,
    input: {
      product_serial_number: string
      product_type_id?: number
      host_machine_id?: string
      ilok_user_id?: string
    },
  ) => Result<Product>
  readonly setIlokUser: (
    credentials: Credentials,
    productId: string | number,
    ilokUserId: string,
  ) => Result<Product>
  /** First half of (de)authorizing a machine; confirm with `updateAuthorization`. */
  readonly createAuthorization: (
    credentials: Credentials,
    input: LicenceAuthorizationInput,
  ) => Result<AuthorizationCreated>
  readonly updateAuthorization: (
    credentials: Credentials,
    authorizationId: string | number,
    statusCode: number,
  ) => Result<AuthorizationUpdated>
}

export class License extends Context.Service<License, LicenseShape>()('services/accounts/license/License') {}

export const makeLicense = Effect.gen(function* () {
  const http = yield* AccountsHttp
  const service = 'license' as const
  const bearer = (credentials: Credentials, name: string) => ({
    name: `license.${name}`,
    service,
    auth: 'bearer' as const,
    credentials,
  })

  return License.of({
    listLicenses: (credentials, query) =>
      http.json(
        { ...bearer(credentials, 'listLicenses'), method: 'GET', path: '{me}/licenses', params: query },
        LicenseList,
      ),
    getProductType: (credentials, id) =>
      http.json(
        { ...bearer(credentials, 'getProductType'), method: 'GET', path: `/api/v1/products/types/${id}` },
        ProductType,
      ),
    listProductTypes: (credentials) =>
      http.json(
        { ...bearer(credentials, 'listProductTypes'), method: 'GET', path: '/api/v1/products/types' },
        ProductTypeList,
      ),
    listProducts: (credentials) =>
      http.json(
        { ...bearer(credentials, 'listProducts'), method: 'GET', path: '{me}/products' },
        ProductList,
      ),
    registerProduct: (credentials, input) =>
      http.json(
        { ...bearer(credentials, 'registerProduct'), method: 'POST', path: '{me}/products', params: input },
        Product,
      ),
    setIlokUser: (credentials, productId, ilokUserId) =>
      http.json(
        {
          ...bearer(credentials, 'setIlokUser'),
          method: 'PUT',
          path: `{me}/products/${encodeURIComponent(String(productId))}`,
          params: { ilok_user_id: ilokUserId },
        },
        Product,
      ),
    createAuthorization: (credentials, input) =>
      http.json(
        {
          ...bearer(credentials, 'createAuthorization'),
          method: 'POST',
          path: '{me}/licenses/authorizations',
          params: input,
        },
        AuthorizationCreated,
      ),
    updateAuthorization: (credentials, authorizationId, statusCode) =>
      http.json(
        {
          ...bearer(credentials, 'updateAuthorization'),
          method: 'PUT',
          path: `{me}/licenses/authorizations/${encodeURIComponent(String(authorizationId))}`,
          params: { status_code: statusCode },
        },
        AuthorizationUpdated,
      ),
  })
})

/** Needs AccountsHttp (services/accounts/layer.ts provides it). */
export const LicenseLive = Layer.effect(License, makeLicense)
