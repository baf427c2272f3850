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
import type { serviceCalls } from '../http/customer.ts'
import { type Result, segment } from './call.ts'

export interface PaymentMethodMethods {
  readonly createClientToken: () => Result<ClientToken>
  readonly listPaymentMethods: () => Result<typeof PaymentMethodList.Type>
  readonly addPaymentMethod: (input: {
    nonce: string
    device_data?: string
    billing_address_id?: string
  }) => Result<PaymentMethodType>
  /**
   * §3's fields: a new card from the hosted form (`nonce` with its `device_data`) replaces the one behind
   * the same token, so whatever pays with it keeps doing so; `billing_address_id` changes the address.
   */
  readonly updatePaymentMethod: (
    token: string,
    input: { nonce?: string; device_data?: string; billing_address_id?: string },
  ) => Result<PaymentMethodType>
  /** Fails with 409/1010 while a live subscription pays with it. */
  readonly removePaymentMethod: (token: string) => Result<void>
}

export const paymentMethodMethods = ({
  customer,
}: ReturnType<typeof serviceCalls>): PaymentMethodMethods => ({
  createClientToken: () =>
    customer.json('createClientToken', { method: 'POST', path: '/api/v1/paymentgateway/token' }, ClientToken),
  listPaymentMethods: () =>
    customer.json('listPaymentMethods', { method: 'GET', path: '{me}/paymentmethods' }, PaymentMethodList),
  addPaymentMethod: (input) =>
    customer.json(
      'addPaymentMethod',
      { method: 'POST', path: '{me}/paymentmethods', params: input },
      PaymentMethod,
    ),
  updatePaymentMethod: (token, input) =>
    customer.json(
      'updatePaymentMethod',
      { method: 'PUT', path: `{me}/paymentmethods/${segment(token)}`, params: input },
      PaymentMethod,
    ),
  removePaymentMethod: (token) =>
    customer.empty('removePaymentMethod', {
      method: 'DELETE',
      path: `{me}/paymentmethods/${segment(token)}`,
    }),
})
