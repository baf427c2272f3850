/**
 * `POST /api/account/avatar-upload`: the one-time address the browser PUTs an avatar image to (the
 * service's `fileuploadurl`). The token stays on the server; only the upload address reaches the page.
 * The type is checked against the service's list before any call (2012). Without JavaScript the form
 * posts the file itself to the `uploadAvatar` command, and the server does the same three steps.
 */
import { Effect } from 'effect'
import { avatarProblem } from '../../../models/accounts/profileChecks.ts'
import { avatarTypes } from '../../../models/accounts/profileRules.ts'
import { ApiError, NetworkError } from '../../../services/accounts/http/errors.ts'
import { Profile } from '../../../services/accounts/profile/Profile.ts'
import type { CustomerCall } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { accountPost, answerOf } from '../kit/answer.server.ts'
import { accept, formCommand, invalid } from '../kit/command.server.ts'
import { accountContext } from '../kit/context.server.ts'

export interface UploadTarget {
  readonly url: string
  readonly method: string
}

const back = '/account/profile'

export function avatarUploadResponse(platform: AccountPlatform, request: Request): Promise<Response> {
  return accountPost(platform, request, back, async (form) => {
    const type = form.get('contentType')
    if (typeof type !== 'string' || !(avatarTypes as ReadonlyArray<string>).includes(type)) {
      return { answer: { kind: 'refused', failure: { _tag: 'ApiError', status: 400, code: 2012 } } }
    }
    const outcome = await accountContext(platform, request).customer(
      Profile.use((profile) => profile.createUploadUrl(type)),
    )
    return answerOf(outcome, ({ url, method }) => ({
      kind: 'done',
      done: 'avatarUpload',
      value: { url, method } satisfies UploadTarget,
    }))
  })
}

/** The storage's answer to the PUT, as the catalogue's errors: the image was not taken (2012). */
const put = (target: UploadTarget, file: File): CustomerCall<void> => {
  const call = { service: 'avatar storage', method: target.method, path: 'upload address' }
  return Effect.tryPromise({
    try: () =>
      fetch(target.url, { method: target.method, body: file, headers: { 'content-type': file.type } }),
    catch: (error) => new NetworkError({ ...call, detail: String(error) }),
  }).pipe(
    Effect.flatMap((response) =>
      response.ok
        ? Effect.void
        : Effect.fail(new ApiError({ ...call, status: response.status, code: 2012, message: 'not stored' })),
    ),
  )
}

/**
 * The picture upload of a form sent without JavaScript (multipart): checked like the browser checks it
 * (models/accounts/profile.ts), then the upload address, the PUT and `setAvatar`, all on the server.
 */
export const uploadAvatar = formCommand({
  // A problem comes back marked as the picture's, so the page words it for an image.
  back: `${back}?form=avatar`,
  parse: (form) => {
    const file = form.get('avatar')
    if (!(file instanceof File) || file.size === 0) return invalid(2013)
    return avatarProblem(file) ? invalid(2012) : accept(file)
  },
  call: (file) =>
    Profile.use((profile) =>
      profile.createUploadUrl(file.type).pipe(
        Effect.flatMap((target) => put(target, file)),
        Effect.flatMap(() => profile.setAvatar()),
      ),
    ),
  doneAt: () => `${back}?done=setAvatar`,
})
