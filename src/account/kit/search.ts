/**
 * The account screens' page queries, checked on the way in. Route definitions (routes/account/*.tsx)
 * ship with every account page's route tree (decision 144), so this module stays tiny: each value is a plain token or number; the read
 * behind a screen checks its own parameters strictly on the server.
 */

/** The query a command's no-JavaScript return carries (`?done=` / `?problem=`): every screen has it. */
export interface AccountSearch {
  readonly done?: string
  readonly problem?: string
  /** Which of the page's forms the outcome belongs to, when the page words its problems per form. */
  readonly form?: string
  /** Which destructive action asks for confirmation, when asked without JavaScript (kit/Confirm.tsx). */
  readonly confirm?: string
}

/** A short token of letters, digits, dots, dashes and underscores, or undefined. */
export const token = (value: unknown, max = 64): string | undefined =>
  typeof value === 'string' && value.length <= max && /^[\w.-]+$/.test(value) ? value : undefined

/** A positive whole number (an order or invoice number), or undefined. */
export const whole = (value: unknown): number | undefined =>
  /^[1-9]\d{0,9}$/.test(String(value)) ? Number(value) : undefined

export const validateAccountSearch = (search: Record<string, unknown>): AccountSearch => ({
  done: token(search.done, 48),
  problem: token(search.problem, 48),
  form: token(search.form, 32),
  confirm: token(search.confirm, 128),
})
