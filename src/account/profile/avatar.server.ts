/**
 * `POST /api/account/avatar-upload`: the one-time address the browser PUTs an avatar image to (the
 * service's `fileuploadurl`). The token stays on the server; only the upload address reaches the page.
 * The type is checked against the service's list before any call (2012).
 */
import { avatarTypes } from '../../../models/accounts/profile.ts'
import { Profile } from '../../../services/accounts/profile/Profile.ts'
import { isSameSite } from '../../identity/context.server.ts'
import { forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'

const json = (status: number, body: unknown, cookies: ReadonlyArray<string> = []) => {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(JSON.stringify(body), { status, headers })
}

export async function avatarUploadResponse(platform: AccountPlatform, request: Request): Promise<Response> {
  if (!isSameSite(platform.site, request)) return new Response('Cross-site request refused', { status: 403 })
  const form = await request.formData().catch(() => new FormData())
  const type = form.get('contentType')
  if (typeof type !== 'string' || !(avatarTypes as ReadonlyArray<string>).includes(type)) {
    return json(400, { ok: false, failure: { _tag: 'ApiError', status: 400, code: 2012 } })
  }
  const outcome = await forCustomer(platform, request, (credentials) =>
    Profile.use((profile) => profile.createUploadUrl(credentials, type)),
  )
  outcome.deliver()
  if (!outcome.signedIn) return json(401, { ok: false, signedOut: true }, outcome.cookies)
  const { result } = outcome
  return result.ok
    ? json(200, { ok: true, url: result.value.url, method: result.value.method }, outcome.cookies)
    : json(200, { ok: false, failure: result.failure }, outcome.cookies)
}
