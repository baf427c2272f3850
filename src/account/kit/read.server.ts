/**
 * How an area declares a read (docs/account.md): its parameters, parsed from a query string, and what it
 * runs. A leaf module: areas import it, the registry imports the areas, nothing imports back.
 */
import type { AccountRead } from '../../../models/accounts/result.ts'
import type { CustomerOutcome } from '../../identity/customer.server.ts'
import type { AccountContext } from './context.server.ts'

export interface ReadAnswer<A> {
  readonly value: A
  /** The customer call behind the value, when there was one: its cookies go out with the answer. */
  readonly outcome?: CustomerOutcome<unknown>
}

/**
 * A read's parameters: an object of plain values (strings and numbers), so the browser can send them as a
 * query string; `undefined` for a read without any.
 */
export type ReadQuery = object | undefined

export interface ReadDef<Q extends ReadQuery, V> {
  /** The parameters from a query string (the JSON endpoint's), each checked: bad values are left out. */
  readonly query: (params: URLSearchParams) => Q
  readonly run: (context: AccountContext, query: Q) => Promise<ReadAnswer<V>>
}

/** Any read, whatever its types: what a collection of reads holds. */
export interface AnyRead {
  readonly query: (params: URLSearchParams) => ReadQuery
  readonly run: (context: AccountContext, query: never) => Promise<ReadAnswer<unknown>>
}

/** A read with parameters (typed from `query` to the browser's `loadAccountRead(name, query)`). */
export const readWith = <Q extends ReadQuery, V>(
  query: (params: URLSearchParams) => Q,
  run: (context: AccountContext, query: Q) => Promise<ReadAnswer<V>>,
): ReadDef<Q, V> => ({ query, run })

/** A read without parameters. */
export const read = <V>(run: (context: AccountContext) => Promise<ReadAnswer<V>>): ReadDef<undefined, V> => ({
  query: () => undefined,
  run: (context) => run(context),
})

/** An area read's answer from its customer call: signed out, or the call's typed result mapped for the view. */
export function readOf<A, B>(outcome: CustomerOutcome<A>, view: (value: A) => B): ReadAnswer<AccountRead<B>> {
  if (!outcome.signedIn) return { value: { status: 'signedOut' }, outcome }
  const { result } = outcome
  return {
    value: result.ok
      ? { status: 'signedIn', ok: true, value: view(result.value) }
      : { status: 'signedIn', ...result },
    outcome,
  }
}
