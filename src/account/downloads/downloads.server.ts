/**
 * Installer downloads for a signed-in customer: the history read behind /account/downloads, and the
 * site route that asks the download-assets service for a link (logged in the history) and redirects.
 */
import { checkInstaller } from '../../../models/accounts/da.ts'
import { DownloadAssets } from '../../../services/accounts/da/DownloadAssets.ts'
import { forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { type ReadAnswer, readOf } from '../reads.server.ts'
import { followLink, refuse } from './follow.server.ts'
import type { DownloadHistory, DownloadHistoryRead } from './types.ts'

export async function downloadsRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<DownloadHistoryRead>> {
  const outcome = await forCustomer(platform, request, (credentials) =>
    DownloadAssets.use((da) => da.listInstallerDownloads(credentials)),
  )
  return readOf(
    outcome,
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
  )
}

const back = '/account/downloads'

/** `core` from the form (a checkbox) or the query: any of 1, on, true. */
async function wantsCorePack(request: Request): Promise<boolean> {
  const yes = (value: unknown) => typeof value === 'string' && ['1', 'on', 'true'].includes(value)
  if (yes(new URL(request.url).searchParams.get('core'))) return true
  if (request.method !== 'POST') return false
  const form = await request.formData().catch(() => new FormData())
  return yes(form.get('core'))
}

/** `POST /account/download/installer/{app}/{version}/{os}`: 303 to the installer's short-lived link. */
export async function installerDownloadResponse(
  platform: AccountPlatform,
  request: Request,
  params: { app: string; version: string; os: string },
): Promise<Response> {
  const installer = checkInstaller(params.app, params.version, params.os)
  if (installer === 2012) return refuse(back, { _tag: 'ApiError', status: 400, code: 2012 })
  const includeCorePack = await wantsCorePack(request)
  return followLink(platform, request, back, (credentials) =>
    DownloadAssets.use((da) => da.downloadInstaller(credentials, { ...installer, includeCorePack })),
  )
}
