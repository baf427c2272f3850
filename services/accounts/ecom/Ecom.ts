/**
 * The ecommerce service (spec §7, "Ecommerce"): one method per call, split by resource
 * (subscriptions.ts, payments.ts, orders.ts, vouchers.ts), answers decoded with models/accounts/ecom.ts,
 * failures as the catalogue's tagged errors. Customer calls take their `Credentials` first, so token
 * renewal can replay them; the catalogue is public and takes none.
 */
import { Context, Effect, Layer } from 'effect'
import { CatalogProductList } from '../../../models/accounts/ecom.ts'
import { AccountsHttp } from '../http/client.ts'
import { type Result, service } from './call.ts'
import { type OrderMethods, orderMethods } from './orders.ts'
import { type PaymentMethodMethods, paymentMethodMethods } from './payments.ts'
import { type SubscriptionMethods, subscriptionMethods } from './subscriptions.ts'
import { type VoucherMethods, voucherMethods } from './vouchers.ts'

export interface EcomShape extends SubscriptionMethods, PaymentMethodMethods, OrderMethods, VoucherMethods {
  /** The public catalogue: no customer, no token (pricing pages). */
  readonly listCatalogProducts: () => Result<typeof CatalogProductList.Type>
}

export class Ecom extends Context.Service<Ecom, EcomShape>()('services/accounts/ecom/Ecom') {}

export const makeEcom = Effect.gen(function* () {
  const http = yield* AccountsHttp
  return Ecom.of({
    listCatalogProducts: () =>
      http.json(
        {
          name: 'ecom.listCatalogProducts',
          service,
          auth: 'none',
          method: 'GET',
          path: '/api/v1/catalog/products',
        },
        CatalogProductList,
      ),
    ...subscriptionMethods(http),
    ...paymentMethodMethods(http),
    ...orderMethods(http),
    ...voucherMethods(http),
  })
})

/** Needs AccountsHttp (services/accounts/layer.ts provides it). */
export const EcomLive = Layer.effect(Ecom, makeEcom)
