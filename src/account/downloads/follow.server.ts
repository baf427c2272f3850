/**
 * Site routes that hand the browser a short-lived link: run one customer call that answers `{url}` and
 * redirect there (303), so the link is fetched fresh at the moment of the click and never sits in a
 * page. A form without JavaScript works; a failure goes back to `back` with `?problem=`, worded there.
 */
import { type AccountFailure, failureToParam } from '../../../models/accounts/result.ts'
import { isSameSite } from '../../identity/context.server.ts'
import { type CustomerCall, forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'

const withParam = (path: string, key: string, value: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`

function seeOther(location: string, cookies: ReadonlyArray<string> = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/** Bad input, refused before any call: back to the page with the catalogue's code. */
export const refuse = (back: string, failure: AccountFailure): Response =>
  seeOther(withParam(back, 'problem', failureToParam(failure)))

/** Only links the service hands out are followed: http(s), never a script or data address. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url)

export async function followLink(
  platform: AccountPlatform,
  request: Request,
  back: string,
  call: CustomerCall<{ readonly url: string }>,
): Promise<Response> {
  if (!isSameSite(platform.site, request)) return new Response('Cross-site request refused', { status: 403 })
  const outcome = await forCustomer(platform, request, call)
  outcome.deliver()
  if (!outcome.signedIn) {
    return seeOther(`/auth/sign-in?return=${encodeURIComponent(back)}`, outcome.cookies)
  }
  const { result } = outcome
  if (result.ok && isWebLink(result.value.url)) return seeOther(result.value.url, outcome.cookies)
  const failure: AccountFailure = result.ok ? { _tag: 'DecodeError' } : result.failure
  return seeOther(withParam(back, 'problem', failureToParam(failure)), outcome.cookies)
}
