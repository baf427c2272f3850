/** Subscriptions and their plan changes (spec §7, "Ecommerce"): list, update, cancel, change plan, retry. */
import {
  PlanChange,
  Subscription,
  SubscriptionList,
  type Subscription as SubscriptionType,
} from '../../../models/accounts/ecom.ts'
import type { serviceCalls } from '../http/customer.ts'
import { type Result, segment } from './call.ts'

export interface SubscriptionMethods {
  readonly listSubscriptions: () => Result<typeof SubscriptionList.Type>
  /** Chooses the payment method a subscription uses, or its number of billing cycles. */
  readonly updateSubscription: (
    subscriptionId: string,
    input: { payment_method_token?: string; number_of_billing_cycle?: number },
  ) => Result<SubscriptionType>
  readonly cancelSubscription: (subscriptionId: string) => Result<SubscriptionType>
  /** Computes a pending change (amount due now, next billing date, new price); confirm it to apply. */
  readonly requestPlanChange: (
    subscriptionId: string,
    input: { catalog_product_id: number; immediate?: boolean },
  ) => Result<PlanChange>
  /** Confirms a pending change; confirming it again answers the same change and charges nothing more. */
  readonly confirmPlanChange: (subscriptionId: string, changeId: string) => Result<PlanChange>
  /** Charges a Past Due subscription again with its payment method. */
  readonly retryCharge: (subscriptionId: string) => Result<SubscriptionType>
}

const subscriptionPath = (id: string) => `{me}/subscriptions/${segment(id)}`

export const subscriptionMethods = ({ customer }: ReturnType<typeof serviceCalls>): SubscriptionMethods => ({
  listSubscriptions: () =>
    customer.json('listSubscriptions', { method: 'GET', path: '{me}/subscriptions' }, SubscriptionList),
  updateSubscription: (id, input) =>
    customer.json(
      'updateSubscription',
      { method: 'PUT', path: subscriptionPath(id), params: input },
      Subscription,
    ),
  cancelSubscription: (id) =>
    customer.json('cancelSubscription', { method: 'DELETE', path: subscriptionPath(id) }, Subscription),
  requestPlanChange: (id, input) =>
    customer.json(
      'requestPlanChange',
      { method: 'POST', path: `${subscriptionPath(id)}/planchanges`, params: input },
      PlanChange,
    ),
  confirmPlanChange: (id, changeId) =>
    customer.json(
      'confirmPlanChange',
      { method: 'PUT', path: `${subscriptionPath(id)}/planchanges/${segment(changeId)}` },
      PlanChange,
    ),
  retryCharge: (id) =>
    customer.json(
      'retryCharge',
      { method: 'POST', path: `${subscriptionPath(id)}/retrycharge` },
      Subscription,
    ),
})
