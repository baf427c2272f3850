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
import { type CommandDef, field, invalid, type Parsed } from '../commands.server.ts'
import { reviewOf, voucherRow } from './views.server.ts'

/** Every named field checked against its pattern; the first problem wins. */
function fields<K extends string>(form: FormData, rules: Record<K, RegExp>): Parsed<Record<K, string>> {
  const values = {} as Record<K, string>
  for (const [name, pattern] of Object.entries(rules) as [K, RegExp][]) {
    const value = field(form, name)
    const problem = checkValue(value, pattern)
    if (problem) return invalid(problem)
    values[name] = value
  }
  return { ok: true, input: values }
}

const subscriptions = '/account/subscriptions'

export const commerceCommands = {
  requestPlanChange: {
    back: subscriptions,
    parse: (form) => {
      const parsed = fields(form, { subscriptionId: idPattern })
      if (!parsed.ok) return parsed
      const problem = checkProductId(field(form, 'target'))
      return problem
        ? invalid(problem)
        : { ok: true, input: { ...parsed.input, target: Number(field(form, 'target')) } }
    },
    // Immediate: the customer sees the new plan and its order at once (decision 095).
    call: (input) => (credentials) =>
      Ecom.use((ecom) =>
        ecom
          .requestPlanChange(credentials, input.subscriptionId, {
            catalog_product_id: input.target,
            immediate: true,
          })
          .pipe(Effect.map((change) => reviewOf(input.subscriptionId, change))),
      ),
    reply: (review: PlanChangeReview) => review,
  } satisfies CommandDef<{ subscriptionId: string; target: number }>,
  confirmPlanChange: {
    back: subscriptions,
    parse: (form) => fields(form, { subscriptionId: idPattern, changeId: idPattern }),
    call: (input) => (credentials) =>
      Ecom.use((ecom) => ecom.confirmPlanChange(credentials, input.subscriptionId, input.changeId)),
  } satisfies CommandDef<{ subscriptionId: string; changeId: string }>,
  cancelSubscription: {
    back: subscriptions,
    parse: (form) => {
      // The confirmation is part of the form, so a stray POST never cancels.
      if (field(form, 'confirm') !== 'yes') return invalid(2013)
      return fields(form, { subscriptionId: idPattern })
    },
    call: (input) => (credentials) =>
      Ecom.use((ecom) => ecom.cancelSubscription(credentials, input.subscriptionId)),
  } satisfies CommandDef<{ subscriptionId: string }>,
  useMethod: {
    back: subscriptions,
    parse: (form) => fields(form, { subscriptionId: idPattern, token: idPattern }),
    call: (input) => (credentials) =>
      Ecom.use((ecom) =>
        ecom.updateSubscription(credentials, input.subscriptionId, { payment_method_token: input.token }),
      ),
  } satisfies CommandDef<{ subscriptionId: string; token: string }>,
  retryCharge: {
    back: subscriptions,
    parse: (form) => fields(form, { subscriptionId: idPattern }),
    call: (input) => (credentials) => Ecom.use((ecom) => ecom.retryCharge(credentials, input.subscriptionId)),
  } satisfies CommandDef<{ subscriptionId: string }>,
  removePaymentMethod: {
    back: '/account/payment-methods',
    parse: (form) => fields(form, { token: idPattern }),
    call: (input) => (credentials) => Ecom.use((ecom) => ecom.removePaymentMethod(credentials, input.token)),
  } satisfies CommandDef<{ token: string }>,
  assignVoucher: {
    back: '/account/vouchers',
    // A code is a secret that can be guessed: tries are limited per session and browser (decision 212).
    attempts: 'voucher',
    parse: (form) => fields(form, { code: voucherPattern }),
    call: (input) => (credentials) =>
      Ecom.use((ecom) => ecom.assignVoucher(credentials, input.code.toUpperCase())),
    reply: (voucher: UserVoucher) => ({ id: voucher.id, title: voucherRow(voucher).title }),
  } satisfies CommandDef<{ code: string }>,
  redeemVoucher: {
    back: '/account/vouchers',
    parse: (form) => fields(form, { voucherId: voucherPattern }),
    call: (input) => (credentials) => Ecom.use((ecom) => ecom.redeemVoucher(credentials, input.voucherId)),
    reply: (voucher: UserVoucher) => ({ id: voucher.id, title: voucherRow(voucher).title }),
  } satisfies CommandDef<{ voucherId: string }>,
}
