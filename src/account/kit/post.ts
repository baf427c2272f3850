/**
 * The browser's one account POST: the same endpoint and fields a form without JavaScript sends, asking
 * for JSON, so the answer carries the value a machine's next step shows (a plan change to review). A
 * signed-out answer sends the customer to sign-in and back to this page; no answer at all rejects (the
 * machines' "lost", retryable). `sendCommand` is the typed way to a command: a wrong name or a missing
 * field is a type error.
 */
import type { AccountFailure } from '../../../models/accounts/result.ts'
import { signInHref } from '../../identity/signInHref.ts'
import type { AccountCommands, CommandName } from '../names.ts'

export type PostAnswer<V = unknown> =
  | { readonly ok: true; readonly value: V; readonly location?: string }
  | { readonly ok: false; readonly failure: AccountFailure; readonly signedOut?: boolean }

/** Where a command's form posts: the same address with JavaScript or without. */
export const commandAction = (name: CommandName): string => `/api/account/command/${name}`

/** What a command's form sends: its named fields, or the whole form. */
export type CommandPayload<N extends CommandName> = NonNullable<AccountCommands[N]['payload']>
/** What a command answers a machine on success. */
export type CommandReply<N extends CommandName> = AccountCommands[N] extends {
  readonly reply?: (value: never) => infer R
}
  ? R
  : undefined

const hasFile = (form: FormData) => [...form.values()].some((value) => typeof value !== 'string')

/** A form's fields as a urlencoded body (files go as a multipart form instead). */
function bodyOf(fields: FormData | Readonly<Record<string, string>>): FormData | URLSearchParams {
  if (!(fields instanceof FormData)) return new URLSearchParams(fields)
  if (hasFile(fields)) return fields
  const body = new URLSearchParams()
  for (const [name, value] of fields) if (typeof value === 'string') body.append(name, value)
  return body
}

export async function postForm<V>(
  action: string,
  fields: FormData | Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<PostAnswer<V>> {
  const response = await fetch(action, {
    method: 'POST',
    body: bodyOf(fields),
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  })
  const answer = (await response.json()) as PostAnswer<V>
  if (!answer.ok && answer.signedOut) window.location.assign(signInHref(window.location.pathname))
  return answer
}

export const sendCommand = <N extends CommandName>(
  name: N,
  payload: CommandPayload<N>,
): Promise<PostAnswer<CommandReply<N>>> => postForm(commandAction(name), payload)
