/**
 * What a commerce command answers the browser (src/account/commands.server.ts): a value for the next
 * step (a plan change to review, a voucher), or the typed failure. Shared by the commerce machines.
 */
import type { AccountFailure } from '../../models/accounts/result.ts'

export type ValueOutcome<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly failure: AccountFailure }

/** No answer at all (offline, a broken response): retryable like any network failure. */
export const lostAnswer: AccountFailure = { _tag: 'NetworkError' }

export const failureOf = (output: ValueOutcome<unknown>): AccountFailure | undefined =>
  output.ok ? undefined : output.failure

export const isReentry = (failure: AccountFailure | undefined): boolean =>
  failure?._tag === 'PasswordReentryRequired' || failure?.code === 2011
