/**
 * The ecommerce form rules the views and the server share (a bad value gets 2013 or 2012 before any
 * call), and the small vocabularies of spec §7's ecommerce calls (order statuses: orderStatus.ts).
 */

/** Voucher codes and ids: letters, digits and dashes (`CLEO-HEXFX-GIFT`). */
export const voucherPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/
/** The same rule for an input's `pattern` attribute, which browsers compile with the `v` flag (`-` escaped). */
export const voucherInputPattern = '[A-Za-z0-9][A-Za-z0-9_\\-]{2,63}'
/** Subscription, plan change and payment method ids as the service hands them out. */
export const idPattern = /^[A-Za-z0-9_-]{1,64}$/
/** A single-use nonce from the hosted card form. */
export const noncePattern = /^[A-Za-z0-9_-]{8,200}$/

/** The catalogue code for a value a customer typed or a form carried: 2013 empty, 2012 malformed. */
export function checkValue(value: string, pattern: RegExp): 2012 | 2013 | undefined {
  if (value.trim() === '') return 2013
  return pattern.test(value.trim()) ? undefined : 2012
}

/** A catalog product id: a positive integer. */
export function checkProductId(value: string): 2012 | 2013 | undefined {
  if (value.trim() === '') return 2013
  return /^[1-9]\d{0,9}$/.test(value.trim()) ? undefined : 2012
}
