/**
 * The one pattern for account commands (writes). Each command parses its form (the same rules the
 * view checks in the browser, from models/), then runs one customer call. It answers:
 * - a plain form POST (no JavaScript) with a 303 back to its page: `?done=<name>` or `?problem=<failure>`;
 * - a request that accepts JSON (the area's machine) with `{ok: true}` or `{ok: false, failure}`.
 * Cross-site requests are refused; a signed-out customer is sent to sign-in (form) or told so (JSON).
 */

import { type AccountFailure, failureToParam } from '../../models/accounts/result.ts'
import { consoleCommands } from '../admin/notifications/console.server.ts'
import { isSameSite } from '../identity/context.server.ts'
import { type CustomerCall, forCustomer } from '../identity/customer.server.ts'
import type { AccountPlatform } from '../identity/platform.server.ts'
import { assetCommands } from './assets/assets.server.ts'
import { commerceCommands } from './commerce/commands.server.ts'
import { licenceCommands } from './licences/licences.server.ts'
import { overviewCommands } from './overview/overview.server.ts'
import { profileCommands } from './profile/profile.server.ts'
import { securityCommands } from './security/security.server.ts'

export type Parsed<I> =
  | { readonly ok: true; readonly input: I }
  | { readonly ok: false; readonly failure: AccountFailure }

export interface CommandDef<I> {
  /** The page the command belongs to (where a form POST returns). */
  readonly back: string
  readonly parse: (form: FormData) => Parsed<I>
  readonly call: (input: I, context: { platform: AccountPlatform; request: Request }) => CustomerCall<unknown>
  /** What a machine needs for its next step (a plan change to review), as JSON-safe view data. */
  readonly reply?: (value: never) => unknown
}

export const accountCommands: Record<string, CommandDef<never>> = {
  ...overviewCommands,
  ...licenceCommands,
  ...consoleCommands,
  ...assetCommands,
  ...commerceCommands,
  ...profileCommands,
  ...securityCommands,
} as unknown as Record<string, CommandDef<never>>

/** A field the customer left out or got wrong: the catalogue's 2013 / 2012, checked before any call. */
export const invalid = (code: 2012 | 2013): Parsed<never> => ({
  ok: false,
  failure: { _tag: 'ApiError', status: 400, code },
})

export const field = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

function answer(
  request: Request,
  status: number,
  body: unknown,
  location: string,
  cookies: ReadonlyArray<string> = [],
) {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  const headers = new Headers({ 'cache-control': 'no-store' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  if (wantsJson) {
    headers.set('content-type', 'application/json')
    return new Response(JSON.stringify(body), { status, headers })
  }
  headers.set('location', location)
  return new Response(null, { status: 303, headers })
}

const withParam = (path: string, key: string, value: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`

/** `POST /api/account/command/$name`. */
export async function commandResponse(
  platform: AccountPlatform,
  request: Request,
  name: string,
): Promise<Response> {
  if (!isSameSite(platform.site, request)) return new Response('Cross-site request refused', { status: 403 })
  const command = Object.hasOwn(accountCommands, name) ? accountCommands[name] : undefined
  if (!command) return new Response(`No account command named "${name}"`, { status: 404 })
  const form = await request.formData().catch(() => new FormData())
  const signIn = `/auth/sign-in?return=${encodeURIComponent(command.back)}`
  const parsed = command.parse(form)
  if (!parsed.ok) {
    return answer(request, 400, parsed, withParam(command.back, 'problem', failureToParam(parsed.failure)))
  }
  const outcome = await forCustomer(
    platform,
    request,
    command.call(parsed.input as never, { platform, request }),
  )
  outcome.deliver()
  if (!outcome.signedIn) return answer(request, 401, { ok: false, signedOut: true }, signIn, outcome.cookies)
  const { result } = outcome
  if (result.ok)
    return answer(
      request,
      200,
      command.reply ? { ok: true, value: command.reply(result.value as never) } : { ok: true },
      withParam(command.back, 'done', name),
      outcome.cookies,
    )
  return answer(
    request,
    200,
    { ok: false, failure: result.failure },
    withParam(command.back, 'problem', failureToParam(result.failure)),
    outcome.cookies,
  )
}
