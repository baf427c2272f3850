/** Subscriptions and their plan changes (spec §7, "Ecommerce"): list, update, cancel, change plan, retry. */
import {
  PlanChange,
  Subscription,
  SubscriptionList,
  type Subscription as SubscriptionType,
} from '../../../models/accounts/ecom.ts'
import type { AccountsHttpShape } from '../http/client.ts'
import type { Credentials } from '../http/request.ts'
import { customer, type Result, segment } from './call.ts'

export interface SubscriptionMethods {
  readonly listSubscriptions: (credentials: Credentials) => Result<typeof SubscriptionList.Type>
  /** Chooses the payment method a subscription uses, or its number of billing cycles. */
  readonly updateSubscription: (
    credentials: Credentials,
    subscriptionId: string,
    input: { payment_method_token?: string; number_of_billing_cycle?: number },
  ) => Result<SubscriptionType>
  readonly cancelSubscription: (credentials: Credentials, subscriptionId: string) => Result<SubscriptionType>
  /** Computes a pending change (amount due now, next billing date, new price); confirm it to apply. */
  readonly requestPlanChange: (
    credentials: Credentials,
    subscriptionId: string,
    input: { catalog_product_id: number; immediate?: boolean },
  ) => Result<PlanChange>
  /** Confirms a pending change; confirming it again answers the same change and charges nothing more. */
  readonly confirmPlanChange: (
    credentials: Credentials,
    subscriptionId: string,
    changeId: string,
  ) => Result<PlanChange>
  /** Charges a Past Due subscription again with its payment method. */
  readonly retryCharge: (credentials: Credentials, subscriptionId: string) => Result<SubscriptionType>
}

export const subscriptionMethods = (http: AccountsHttpShape): SubscriptionMethods => ({
  listSubscriptions: (credentials) =>
    http.json(customer(credentials, 'listSubscriptions', 'GET', '{me}/subscriptions'), SubscriptionList),
  updateSubscription: (credentials, id, input) =>
    http.json(
      customer(credentials, 'updateSubscription', 'PUT', `{me}/subscriptions/${segment(id)}`, input),
      Subscription,
    ),
  cancelSubscription: (credentials, id) =>
    http.json(
      customer(credentials, 'cancelSubscription', 'DELETE', `{me}/subscriptions/${segment(id)}`),
      Subscription,
    ),
  requestPlanChange: (credentials, id, input) =>
    http.json(
      customer(
        credentials,
        'requestPlanChange',
        'POST',
        `{me}/subscriptions/${segment(id)}/planchanges`,
        input,
      ),
      PlanChange,
    ),
  confirmPlanChange: (credentials, id, changeId) =>
    http.json(
      customer(
        credentials,
        'confirmPlanChange',
        'PUT',
        `{me}/subscriptions/${segment(id)}/planchanges/${segment(changeId)}`,
      ),
      PlanChange,
    ),
  retryCharge: (credentials, id) =>
    http.json(
      customer(credentials, 'retryCharge', 'POST', `{me}/subscriptions/${segment(id)}/retrycharge`),
      Subscription,
    ),
})
