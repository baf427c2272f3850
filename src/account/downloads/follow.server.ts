/**
 * Site routes that hand the browser a short-lived link: run one customer call that answers `{url}` and
 * send the browser there (303), so the link is fetched fresh at the moment of the click and never sits in
 * a page. A form without JavaScript works; a failure goes back to the page with `?problem=`, worded there.
 */
import type { CustomerCall } from '../../identity/customer.server.ts'
import { answerOf, type Handled } from '../kit/answer.server.ts'
import type { AccountContext } from '../kit/context.server.ts'

/** Only links the service hands out are followed: http(s), never a script or data address. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url)

export async function followLink(
  context: AccountContext,
  call: CustomerCall<{ readonly url: string }>,
): Promise<Handled> {
  return answerOf(await context.customer(call), ({ url }) =>
    isWebLink(url) ? { kind: 'see', location: url } : { kind: 'problem', failure: { _tag: 'DecodeError' } },
  )
}

/** Bad input, refused before any call, with the catalogue's code. */
export const refused = (code: number): Handled => ({
  answer: { kind: 'refused', failure: { _tag: 'ApiError', status: 400, code } },
})
