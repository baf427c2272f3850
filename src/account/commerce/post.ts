/**
 * A commerce machine's call from the browser: the same command endpoint the no-JavaScript forms use,
 * asking for JSON, so the answer carries the value the next step shows (a plan change to review).
 * A signed-out answer sends the customer to sign-in; no answer at all rejects (the machine's "lost").
 */
import type { ValueOutcome } from '../../../machines/account/outcome.ts'
import { commandAction } from '../useAccountCommand.ts'

export async function postCommand<A>(name: string, fields: Record<string, string>): Promise<ValueOutcome<A>> {
  const response = await fetch(commandAction(name), {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  })
  const body = (await response.json()) as ValueOutcome<A> & { signedOut?: boolean }
  if (body.signedOut) {
    window.location.assign(`/auth/sign-in?return=${encodeURIComponent(window.location.pathname)}`)
  }
  return body
}
