/**
 * Installer downloads for a signed-in customer: the history read behind /account/downloads, and the
 * site route that asks the download-assets service for a link (logged in the history) and redirects.
 */
import { checkInstaller } from '../../../models/accounts/daRules.ts'
import { DownloadAssets } from '../../../services/accounts/da/DownloadAssets.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { accountPost } from '../kit/answer.server.ts'
import { accountContext } from '../kit/context.server.ts'
import { read, readOf } from '../kit/read.server.ts'
import { followLink, refused } from './follow.server.ts'
import type { DownloadHistory } from './types.ts'

const downloadsRead = read(async ({ customer }) =>
  readOf(
    await customer(DownloadAssets.use((da) => da.listInstallerDownloads())),
    (log): DownloadHistory => ({
      downloads: log.items.map((item) => ({
        id: String(item.id),
        app: item.app_name,
        version: item.app_version,
        os: item.os,
        corePack: item.include_core_pack === true,
        fileName: item.file_name ?? undefined,
        fileSize: item.file_size ?? undefined,
        downloadedAt: item.downloaded_at ?? undefined,
      })),
    }),
  ),
)

export const reads = { downloads: downloadsRead }
export const commands = {}

const back = '/account/downloads'

/** `core` from the form (a checkbox) or the query: any of 1, on, true. */
function wantsCorePack(request: Request, form: FormData): boolean {
  const yes = (value: unknown) => typeof value === 'string' && ['1', 'on', 'true'].includes(value)
  return yes(new URL(request.url).searchParams.get('core')) || yes(form.get('core'))
}

/** `POST /account/download/installer/{app}/{version}/{os}`: 303 to the installer's short-lived link. */
export function installerDownloadResponse(
  platform: AccountPlatform,
  request: Request,
  params: { app: string; version: string; os: string },
): Promise<Response> {
  return accountPost(platform, request, back, async (form) => {
    const installer = checkInstaller(params.app, params.version, params.os)
    if (installer === 2012) return refused(2012)
    const includeCorePack = wantsCorePack(request, form)
    return followLink(
      accountContext(platform, request),
      DownloadAssets.use((da) => da.downloadInstaller({ ...installer, includeCorePack })),
    )
  })
}
