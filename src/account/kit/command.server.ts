/**
 * How an area declares a command (docs/account.md): the fields its form sends, how they are checked
 * (the same rules the view applies, from models/), the customer call, and what a machine gets back.
 * A leaf module: areas import it, the registry imports the areas, nothing imports back.
 */
import type { AccountFailure } from '../../../models/accounts/result.ts'
import type { AttemptPurpose } from '../../../models/attempts.ts'
import type { CustomerCall } from '../../identity/customer.server.ts'
import type { AccountContext } from './context.server.ts'

export type Parsed<I> =
  | { readonly ok: true; readonly input: I }
  | { readonly ok: false; readonly failure: AccountFailure }

export interface CommandDef<P, I, V, R> {
  /** The page the command belongs to: where a form without JavaScript returns, and signs in again to. */
  readonly back: string
  readonly parse: (form: FormData) => Parsed<I>
  readonly call: (input: I, context: AccountContext) => CustomerCall<V>
  /** What a machine needs for its next step (a plan change to review), as JSON-safe view data. */
  readonly reply?: (value: V) => R
  /** Where a form without JavaScript goes on success; by default `back` with `?done=<command>`. */
  readonly doneAt?: (reply: R, context: AccountContext) => string
  /** A command that tries a secret (a voucher code) is limited like one (decision 212). */
  readonly attempts?: AttemptPurpose
  /** Type only: what the browser sends (`sendCommand(name, payload)`), never set. */
  readonly payload?: P
}

/** Any command, whatever its types: what a collection of commands holds. */
export interface AnyCommand {
  readonly back: string
  readonly parse: (form: FormData) => Parsed<unknown>
  readonly call: (input: never, context: AccountContext) => CustomerCall<unknown>
  readonly reply?: (value: never) => unknown
  readonly doneAt?: (reply: never, context: AccountContext) => string
  readonly attempts?: AttemptPurpose
  readonly payload?: unknown
}

/** A field the customer left out or got wrong: the catalogue's 2013 / 2012, checked before any call. */
export const invalid = (code: 2012 | 2013): Parsed<never> => ({
  ok: false,
  failure: { _tag: 'ApiError', status: 400, code },
})

export const accept = <I>(input: I): Parsed<I> => ({ ok: true, input })

/** A form field as the customer sent it, trimmed; '' when absent or a file. */
export const field = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

type Values<F extends string> = { readonly [K in F]: string }

/**
 * A command whose form sends the named fields: `parse` gets them trimmed ('' when absent), and the
 * browser's `sendCommand` is typed by the same names.
 */
export function command<const F extends string, I, V, R = undefined>(def: {
  readonly back: string
  readonly fields: ReadonlyArray<F>
  readonly parse: (values: Values<F>) => Parsed<I>
  readonly call: (input: I, context: AccountContext) => CustomerCall<V>
  readonly reply?: (value: V) => R
  readonly doneAt?: (reply: R, context: AccountContext) => string
  readonly attempts?: AttemptPurpose
}): CommandDef<Values<F>, I, V, R> {
  const { fields, parse, ...rest } = def
  return {
    ...rest,
    parse: (form) => parse(Object.fromEntries(fields.map((name) => [name, field(form, name)])) as Values<F>),
  }
}

/** A command that reads its whole form (fields named by data, repeated fields): the browser sends a form. */
export function formCommand<I, V, R = undefined>(def: {
  readonly back: string
  readonly parse: (form: FormData) => Parsed<I>
  readonly call: (input: I, context: AccountContext) => CustomerCall<V>
  readonly reply?: (value: V) => R
  readonly doneAt?: (reply: R, context: AccountContext) => string
  readonly attempts?: AttemptPurpose
}): CommandDef<FormData, I, V, R> {
  return def
}
