/**
 * The ecommerce service (spec §7, "Ecommerce"): one method per call, split by resource
 * (subscriptions.ts, payments.ts, orders.ts, vouchers.ts), answers decoded with models/accounts/ecom.ts,
 * failures as the catalogue's tagged errors. Customer calls read the customer from context
 * (services/accounts/http/customer.ts); the catalogue is public and needs none. Being the same for every
 * customer, its last good answer is reused for `publicTtlMs` by every caller (decision 286).
 */
import { Context, Effect, Layer } from 'effect'
import { CatalogProductList } from '../../../models/accounts/ecom.ts'
import { AccountsHttp } from '../http/client.ts'
import { AccountsConfig } from '../http/config.ts'
import { serviceCalls } from '../http/customer.ts'
import { keptAnswers } from '../http/kept.ts'
import { type PublicResult, service } from './call.ts'
import { type OrderMethods, orderMethods } from './orders.ts'
import { type PaymentMethodMethods, paymentMethodMethods } from './payments.ts'
import { type SubscriptionMethods, subscriptionMethods } from './subscriptions.ts'
import { type VoucherMethods, voucherMethods } from './vouchers.ts'

export interface EcomShape extends SubscriptionMethods, PaymentMethodMethods, OrderMethods, VoucherMethods {
  /** The public catalogue: no customer, no token (pricing pages). */
  readonly listCatalogProducts: () => PublicResult<typeof CatalogProductList.Type>
}

export class Ecom extends Context.Service<Ecom, EcomShape>()('services/accounts/ecom/Ecom') {}

export const makeEcom = Effect.gen(function* () {
  const calls = serviceCalls(yield* AccountsHttp, service)
  const ttlMs = (yield* AccountsConfig).publicTtlMs ?? 0
  const catalogue = keptAnswers(ttlMs, () =>
    calls.app.json(
      'listCatalogProducts',
      { method: 'GET', path: '/api/v1/catalog/products' },
      CatalogProductList,
    ),
  )
  return Ecom.of({
    listCatalogProducts: () => catalogue('all'),
    ...subscriptionMethods(calls),
    ...paymentMethodMethods(calls),
    ...orderMethods(calls),
    ...voucherMethods(calls),
  })
})

/** Needs AccountsHttp and AccountsConfig (services/accounts/layer.ts provides them). */
export const EcomLive = Layer.effect(Ecom, makeEcom)
