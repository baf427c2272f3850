/**
 * A cloud-library file in the account area (decision 120): the file page's read (name, type, size),
 * and the download route, which asks for the file again so the signed request is always fresh.
 */
import { Effect } from 'effect'
import { type CloudFile, fileIdPattern, isPlainLink } from '../../../models/accounts/cloudlib.ts'
import { CloudLibrary } from '../../../services/accounts/cloudlib/CloudLibrary.ts'
import { hasSession } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { followLink, refused } from '../downloads/follow.server.ts'
import { accountPost } from '../kit/answer.server.ts'
import { accountContext } from '../kit/context.server.ts'
import { readOf, readWith } from '../kit/read.server.ts'
import type { LibraryFile, LibraryFileRead } from './types.ts'

const viewOf = (file: CloudFile): LibraryFile => ({
  id: file.id,
  name: file.file_name,
  type: file.mime_type ?? undefined,
  size: file.size ?? undefined,
  downloadable: isPlainLink(file),
})

/** The file's id, from the page's path (`/account/library/{fileId}`) through the route's loader. */
const libraryFileRead = readWith(
  (params) => ({ fileId: params.get('fileId') ?? '' }),
  async ({ customer, request }, { fileId }) => {
    if (!fileIdPattern.test(fileId)) {
      // A malformed id is refused before any call (2012); signed out still means sign-in first.
      const value: LibraryFileRead = hasSession(request)
        ? { status: 'signedIn', ok: false, failure: { _tag: 'ApiError', status: 400, code: 2012 } }
        : { status: 'signedOut' }
      return { value }
    }
    return readOf(await customer(CloudLibrary.use((library) => library.getFile(fileId))), viewOf)
  },
)

export const reads = { libraryFile: libraryFileRead }
export const commands = {}

/** `POST /account/download/file/{id}`: 303 to a freshly signed download of the file. */
export function fileDownloadResponse(
  platform: AccountPlatform,
  request: Request,
  fileId: string,
): Promise<Response> {
  const back = `/account/library/${encodeURIComponent(fileId)}`
  return accountPost(platform, request, back, async () => {
    if (!fileIdPattern.test(fileId)) return refused(2012)
    return followLink(
      accountContext(platform, request),
      CloudLibrary.use((library) => library.getFile(fileId)).pipe(
        // A request that needs headers cannot be a redirect; no link then, which followLink reports.
        Effect.map((file) => ({ url: isPlainLink(file) ? file.download.request.url : '' })),
      ),
    )
  })
}
