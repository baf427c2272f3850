/**
 * Dates and amounts as the commerce screens and the overview show them. Defined here rather than beside
 * the ecommerce rules, so the account kit that carries them does not carry the voucher rules too
 * (decision 271).
 */
export { day } from '../../views/dates.ts'

/** Dollars as customers read them: `$9.99`. */
export const money = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? '' : `$${amount.toFixed(2)}`
