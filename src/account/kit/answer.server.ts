/**
 * The one answer to every account POST (commands, the security endings, downloads, the avatar, artwork):
 * refused unless same-site; JSON for the page's own script (`Accept: application/json`), a 303 for a form
 * sent without JavaScript: back to its page with `?done=` or `?problem=`, or to sign-in and back.
 */
import { type AccountFailure, failureToParam } from '../../../models/accounts/result.ts'
import { isSameSite } from '../../identity/context.server.ts'
import type { CustomerOutcome } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { signInHref } from '../../identity/signInHref.ts'
import { forgetSession } from '../headerCache.server.ts'

export type Answer =
  /** Done: JSON `{ok: true, value?}`; without JavaScript to `location`, or `back?done=<done>`. */
  | { readonly kind: 'done'; readonly done: string; readonly value?: unknown; readonly location?: string }
  /** Bad input, refused before any call (400). */
  | { readonly kind: 'refused'; readonly failure: AccountFailure }
  /** The service said no: an answer, not an error (200), so the page's console stays clean. */
  | { readonly kind: 'problem'; readonly failure: AccountFailure }
  /** No session (401): the page's script sends the customer to sign-in; a form goes there directly. */
  | { readonly kind: 'signedOut' }
  /** Go somewhere else: a freshly signed download link, or a page after the session ended. */
  | { readonly kind: 'see'; readonly location: string }

export interface Handled {
  readonly answer: Answer
  /** The customer call behind the answer: its cookies go out, its renewed tokens count as delivered. */
  readonly outcome?: CustomerOutcome<unknown>
  /** Further Set-Cookie values (a fresh sign-in, or the session's end). */
  readonly cookies?: ReadonlyArray<string>
}

const withParam = (path: string, key: string, value: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`

/** The customer call's outcome as an answer: signed out, the service's refusal, or done. */
export function answerOf<A>(outcome: CustomerOutcome<A>, done: (value: A) => Answer): Handled {
  if (!outcome.signedIn) return { answer: { kind: 'signedOut' }, outcome }
  const { result } = outcome
  return { answer: result.ok ? done(result.value) : { kind: 'problem', failure: result.failure }, outcome }
}

function json(answer: Answer): { status: number; body: unknown } {
  switch (answer.kind) {
    case 'done':
      return {
        status: 200,
        body: answer.value === undefined ? { ok: true } : { ok: true, value: answer.value },
      }
    case 'refused':
      return { status: 400, body: { ok: false, failure: answer.failure } }
    case 'problem':
      return { status: 200, body: { ok: false, failure: answer.failure } }
    case 'signedOut':
      return { status: 401, body: { ok: false, signedOut: true, failure: { _tag: 'InvalidRefreshToken' } } }
    case 'see':
      return { status: 200, body: { ok: true, location: answer.location } }
  }
}

function location(answer: Answer, back: string): string {
  switch (answer.kind) {
    case 'done':
      return answer.location ?? withParam(back, 'done', answer.done)
    case 'refused':
    case 'problem':
      return withParam(back, 'problem', failureToParam(answer.failure))
    case 'signedOut':
      return signInHref(back)
    case 'see':
      return answer.location
  }
}

export const wantsJson = (request: Request): boolean =>
  (request.headers.get('accept') ?? '').includes('application/json')

/** Answers a handled POST: JSON, or a 303 relative to `back` (the page the form is on). */
export function respond(
  request: Request,
  back: string,
  { answer, outcome, cookies = [] }: Handled,
): Response {
  outcome?.deliver()
  const headers = new Headers({ 'cache-control': 'no-store' })
  for (const cookie of [...(outcome?.cookies ?? []), ...cookies]) headers.append('set-cookie', cookie)
  if (wantsJson(request)) {
    const { status, body } = json(answer)
    headers.set('content-type', 'application/json')
    return new Response(JSON.stringify(body), { status, headers })
  }
  headers.set('location', location(answer, back))
  return new Response(null, { status: 303, headers })
}

/**
 * An account POST from start to end: refused when cross-site (403), the form read (an unreadable body is
 * an empty form), `handle` run, and its answer sent (`respond`).
 */
export async function accountPost(
  platform: AccountPlatform,
  request: Request,
  back: string,
  handle: (form: FormData) => Promise<Handled>,
): Promise<Response> {
  if (!isSameSite(platform.site, request)) return new Response('Cross-site request refused', { status: 403 })
  const form = await request.formData().catch(() => new FormData())
  try {
    return respond(request, back, await handle(form))
  } finally {
    // Whatever the command changed (a name, a picture, whom a campaign targets), the next page asks
    // again (decisions 264, 279).
    forgetSession(platform, request)
  }
}
