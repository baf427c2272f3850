/**
 * The commerce commands (docs/account.md, step 6): each parses its form with the shared rules
 * (models/accounts/ecomRules.ts: 2013 empty, 2012 malformed, before any call) and runs one ecommerce
 * call. The plan change and voucher commands reply with what their machine shows next.
 */

import { Effect } from 'effect'
import type { PlanChangeReview } from '../../../machines/account/planChange.ts'
import type { UserVoucher } from '../../../models/accounts/ecom.ts'
import { checkProductId, checkValue, idPattern, voucherPattern } from '../../../models/accounts/ecomRules.ts'
import { Ecom } from '../../../services/accounts/ecom/Ecom.ts'
import { accept, command, invalid, type Parsed } from '../kit/command.server.ts'
import { reviewHref } from './planReview.ts'
import { reviewOf, voucherRow } from './views.server.ts'

/** Every named value checked against its pattern; the first problem wins. */
function checked<K extends string>(
  values: { readonly [N in K]: string },
  rules: Record<K, RegExp>,
): Parsed<Record<K, string>> {
  for (const [name, pattern] of Object.entries(rules) as [K, RegExp][]) {
    const problem = checkValue(values[name], pattern)
    if (problem) return invalid(problem)
  }
  return accept(values)
}

const subscriptions = '/account/subscriptions'
const vouchers = '/account/vouchers'

export const commerceCommands = {
  requestPlanChange: command({
    back: subscriptions,
    fields: ['subscriptionId', 'target'],
    parse: ({ subscriptionId, target }) => {
      const parsed = checked({ subscriptionId }, { subscriptionId: idPattern })
      if (!parsed.ok) return parsed
      const problem = checkProductId(target)
      return problem ? invalid(problem) : accept({ subscriptionId, target: Number(target) })
    },
    // Immediate: the customer sees the new plan and its order at once (decision 095).
    call: (input) =>
      Ecom.use((ecom) =>
        ecom
          .requestPlanChange(input.subscriptionId, { catalog_product_id: input.target, immediate: true })
          .pipe(Effect.map((change) => reviewOf(input.subscriptionId, change))),
      ),
    reply: (review: PlanChangeReview) => review,
    // Without JavaScript the review is a page of its own, with a plain confirm form.
    doneAt: (review) => reviewHref(review),
  }),
  confirmPlanChange: command({
    back: subscriptions,
    fields: ['subscriptionId', 'changeId'],
    parse: (values) => checked(values, { subscriptionId: idPattern, changeId: idPattern }),
    call: (input) => Ecom.use((ecom) => ecom.confirmPlanChange(input.subscriptionId, input.changeId)),
  }),
  cancelSubscription: command({
    back: subscriptions,
    fields: ['subscriptionId', 'confirm'],
    parse: ({ subscriptionId, confirm }) => {
      // The confirmation is part of the form, so a stray POST never cancels.
      if (confirm !== 'yes') return invalid(2013)
      return checked({ subscriptionId }, { subscriptionId: idPattern })
    },
    call: (input) => Ecom.use((ecom) => ecom.cancelSubscription(input.subscriptionId)),
  }),
  useMethod: command({
    back: subscriptions,
    fields: ['subscriptionId', 'token'],
    parse: (values) => checked(values, { subscriptionId: idPattern, token: idPattern }),
    call: (input) =>
      Ecom.use((ecom) =>
        ecom.updateSubscription(input.subscriptionId, { payment_method_token: input.token }),
      ),
  }),
  retryCharge: command({
    back: subscriptions,
    fields: ['subscriptionId'],
    parse: (values) => checked(values, { subscriptionId: idPattern }),
    call: (input) => Ecom.use((ecom) => ecom.retryCharge(input.subscriptionId)),
  }),
  removePaymentMethod: command({
    back: '/account/payment-methods',
    fields: ['token'],
    parse: (values) => checked(values, { token: idPattern }),
    call: (input) => Ecom.use((ecom) => ecom.removePaymentMethod(input.token)),
  }),
  assignVoucher: command({
    back: vouchers,
    // A code is a secret that can be guessed: tries are limited per session and browser (decision 212).
    attempts: 'voucher',
    fields: ['code'],
    parse: (values) => checked(values, { code: voucherPattern }),
    call: (input) => Ecom.use((ecom) => ecom.assignVoucher(input.code.toUpperCase())),
    // Its real state too, so the page never offers "Redeem it now" for one that cannot be.
    reply: (voucher: UserVoucher) => {
      const row = voucherRow(voucher)
      return {
        id: voucher.id,
        title: row.title,
        redeemable: row.redeemable && !row.expired && !row.redeemedAt,
        expired: row.expired,
        redeemed: row.redeemedAt !== undefined,
      }
    },
  }),
  redeemVoucher: command({
    back: vouchers,
    fields: ['voucherId'],
    parse: (values) => checked(values, { voucherId: voucherPattern }),
    call: (input) => Ecom.use((ecom) => ecom.redeemVoucher(input.voucherId)),
    reply: (voucher: UserVoucher) => ({ id: voucher.id, title: voucherRow(voucher).title }),
  }),
}
