/**
 * The payment gateway and payment methods (spec §7): a client token for the hosted card form, and the
 * methods made from its single-use nonce. Card numbers never reach the site.
 */
import {
  ClientToken,
  PaymentMethod,
  PaymentMethodList,
  type PaymentMethod as PaymentMethodType,
} from '../../../models/accounts/ecom.ts'
import type { AccountsHttpShape } from '../http/client.ts'
import type { Credentials } from '../http/request.ts'
import { customer, type Result, segment } from './call.ts'

export interface PaymentMethodMethods {
  readonly createClientToken: (credentials: Credentials) => Result<ClientToken>
  readonly listPaymentMethods: (credentials: Credentials) => Result<typeof PaymentMethodList.Type>
  readonly addPaymentMethod: (
    credentials: Credentials,
    input: { nonce: string; device_data?: string; billing_address_id?: string },
  ) => Result<PaymentMethodType>
  readonly updatePaymentMethod: (
    credentials: Credentials,
    token: string,
    input: { expiration_month?: number; expiration_year?: number; billing_address_id?: string },
  ) => Result<PaymentMethodType>
  /** Fails with 409/1010 while a live subscription pays with it. */
  readonly removePaymentMethod: (credentials: Credentials, token: string) => Result<void>
}

export const paymentMethodMethods = (http: AccountsHttpShape): PaymentMethodMethods => ({
  createClientToken: (credentials) =>
    http.json(
      customer(credentials, 'createClientToken', 'POST', '/api/v1/paymentgateway/token'),
      ClientToken,
    ),
  listPaymentMethods: (credentials) =>
    http.json(customer(credentials, 'listPaymentMethods', 'GET', '{me}/paymentmethods'), PaymentMethodList),
  addPaymentMethod: (credentials, input) =>
    http.json(customer(credentials, 'addPaymentMethod', 'POST', '{me}/paymentmethods', input), PaymentMethod),
  updatePaymentMethod: (credentials, token, input) =>
    http.json(
      customer(credentials, 'updatePaymentMethod', 'PUT', `{me}/paymentmethods/${segment(token)}`, input),
      PaymentMethod,
    ),
  removePaymentMethod: (credentials, token) =>
    http.empty(
      customer(credentials, 'removePaymentMethod', 'DELETE', `{me}/paymentmethods/${segment(token)}`),
    ),
})
