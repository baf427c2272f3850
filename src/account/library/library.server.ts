/**
 * A cloud-library file in the account area (decision 120): the file page's read (name, type, size),
 * and the download route, which asks for the file again so the signed request is always fresh.
 */
import { Effect } from 'effect'
import { type CloudFile, fileIdPattern, isPlainLink } from '../../../models/accounts/cloudlib.ts'
import { CloudLibrary } from '../../../services/accounts/cloudlib/CloudLibrary.ts'
import { forCustomer, hasSession } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { followLink, refuse } from '../downloads/follow.server.ts'
import { type ReadAnswer, readOf } from '../reads.server.ts'
import type { LibraryFile, LibraryFileRead } from './types.ts'

/** The id from the page's path (`/account/library/{id}`, server rendering) or the read's `?fileId=`. */
export function fileIdOf(url: URL): string {
  const fromPath = /^\/account\/library\/([^/]+)\/?$/.exec(url.pathname)?.[1]
  return decodeURIComponent(fromPath ?? url.searchParams.get('fileId') ?? '')
}

const viewOf = (file: CloudFile): LibraryFile => ({
  id: file.id,
  name: file.file_name,
  type: file.mime_type ?? undefined,
  size: file.size ?? undefined,
  downloadable: isPlainLink(file),
})

export async function libraryFileRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<LibraryFileRead>> {
  const fileId = fileIdOf(new URL(request.url))
  if (!fileIdPattern.test(fileId)) {
    // A malformed id is refused before any call (2012); signed out still means sign-in first.
    if (!hasSession(request)) return { value: { status: 'signedOut' } }
    return {
      value: { status: 'signedIn', ok: false, failure: { _tag: 'ApiError', status: 400, code: 2012 } },
    }
  }
  const outcome = await forCustomer(platform, request, (credentials) =>
    CloudLibrary.use((library) => library.getFile(credentials, fileId)),
  )
  return readOf(outcome, viewOf)
}

/** `POST /account/download/file/{id}`: 303 to a freshly signed download of the file. */
export function fileDownloadResponse(
  platform: AccountPlatform,
  request: Request,
  fileId: string,
): Promise<Response> {
  const back = `/account/library/${encodeURIComponent(fileId)}`
  if (!fileIdPattern.test(fileId))
    return Promise.resolve(refuse(back, { _tag: 'ApiError', status: 400, code: 2012 }))
  return followLink(platform, request, back, (credentials) =>
    CloudLibrary.use((library) => library.getFile(credentials, fileId)).pipe(
      // A request that needs headers cannot be a redirect; no link then, which followLink reports.
      Effect.map((file) => ({ url: isPlainLink(file) ? file.download.request.url : '' })),
    ),
  )
}
