/**
 * What every ecommerce resource shares: money in cents, calendar dates in UTC, and the catalogue
 * errors this service gives (decision 093 says which code each refusal carries and why).
 */
import { errors, ServiceError } from '../core/http.ts'

/** Amounts are kept in integer cents and answered as decimal numbers (9.99). */
export const amount = (cents: number): number => Math.round(cents) / 100
export const dollars = (cents: number): string => `$${(Math.round(cents) / 100).toFixed(2)}`

/** `YYYY-MM-DD` of a Unix-millisecond time, in UTC. */
export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** Adds calendar months, clamping the day (31 January + 1 month = 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return isoDate(target.getTime())
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** A card is valid through the last day of its expiration month. */
export function isExpired(month: number, year: number, today: string): boolean {
  const [y, m] = today.split('-').map(Number) as [number, number]
  return year < y || (year === y && month < m)
}

/** A positive integer from JSON or form text; 400/2012 naming the field otherwise. */
export function positiveInteger(value: unknown, name: string): number {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    throw errors.invalidParameters(`${name} must be a positive integer`)
  }
  return number
}

export const ecomErrors = {
  paymentDeclined: () => new ServiceError(400, 2012, 'The payment method was declined by the card issuer'),
  paymentMethodExpired: () => new ServiceError(400, 2012, 'The payment method has expired'),
  paymentMethodUnknown: (token: string) => new ServiceError(400, 1004, `Unknown payment method: ${token}`),
  paymentMethodInUse: (subscriptionId: string) =>
    new ServiceError(409, 1010, `The payment method pays for subscription ${subscriptionId}`),
  voucherUnknown: (id: string) => new ServiceError(400, 1004, `Unknown voucher: ${id}`),
  voucherExpired: () => new ServiceError(400, 2012, 'The voucher has expired'),
  voucherNotRedeemable: (why: string) =>
    new ServiceError(400, 1004, `The voucher cannot be redeemed: ${why}`),
  voucherRedeemed: () => new ServiceError(409, 1010, 'The voucher has already been redeemed'),
} as const
