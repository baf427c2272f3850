/**
 * The download-assets service (spec §7, "Download assets"): installer links, the customer's download
 * history, assets with their resources, resource links and emailed links. One method per call, answers
 * decoded with models/accounts/da.ts. Every link it hands out is short-lived: follow it, never keep it.
 */
import { Context, Effect, Layer } from 'effect'
import {
  type AssetFilters,
  AssetList,
  InstallerDownload,
  InstallerLog,
  ResourceDownload,
} from '../../../models/accounts/da.ts'
import { AccountsHttp } from '../http/client.ts'
import type { AccountsError } from '../http/errors.ts'
import type { Credentials } from '../http/request.ts'

type Result<A> = Effect.Effect<A, AccountsError>
type Id = string | number

export interface InstallerInput {
  readonly app: string
  readonly version: string
  readonly os: string
  readonly includeCorePack: boolean
}

export interface DownloadAssetsShape {
  /** A link to an installer (with the core pack when asked); the service logs it in the history. */
  readonly downloadInstaller: (credentials: Credentials, input: InstallerInput) => Result<InstallerDownload>
  readonly listInstallerDownloads: (credentials: Credentials) => Result<typeof InstallerLog.Type>
  readonly listAssets: (credentials: Credentials, filters?: AssetFilters) => Result<typeof AssetList.Type>
  readonly downloadAssetResource: (
    credentials: Credentials,
    assetId: Id,
    resourceId: Id,
  ) => Result<ResourceDownload>
  readonly downloadResource: (credentials: Credentials, resourceId: Id) => Result<ResourceDownload>
  /** Mails the customer a longer-lived link to the resource (for someone browsing on a phone). */
  readonly emailResourceLink: (credentials: Credentials, resourceId: Id) => Result<void>
}

export class DownloadAssets extends Context.Service<DownloadAssets, DownloadAssetsShape>()(
  'services/accounts/da/DownloadAssets',
) {}

const segment = (id: Id) => encodeURIComponent(String(id))

export const makeDownloadAssets = Effect.gen(function* () {
  const http = yield* AccountsHttp
  const bearer = (credentials: Credentials, name: string) => ({
    name: `da.${name}`,
    service: 'da' as const,
    auth: 'bearer' as const,
    credentials,
  })

  return DownloadAssets.of({
    downloadInstaller: (credentials, { app, version, os, includeCorePack }) =>
      http.json(
        {
          ...bearer(credentials, 'downloadInstaller'),
          method: 'POST',
          path: `/api/v1/download/applicationinstaller/${segment(app)}/${segment(version)}/${segment(os)}`,
          params: { include_core_pack: includeCorePack },
        },
        InstallerDownload,
      ),
    listInstallerDownloads: (credentials) =>
      http.json(
        {
          ...bearer(credentials, 'listInstallerDownloads'),
          method: 'GET',
          path: '{me}/log/downloads/applicationinstaller',
        },
        InstallerLog,
      ),
    listAssets: (credentials, filters) =>
      http.json(
        { ...bearer(credentials, 'listAssets'), method: 'GET', path: '/api/v1/assets', params: filters },
        AssetList,
      ),
    downloadAssetResource: (credentials, assetId, resourceId) =>
      http.json(
        {
          ...bearer(credentials, 'downloadAssetResource'),
          method: 'POST',
          path: `/api/v1/assets/${segment(assetId)}/resources/${segment(resourceId)}/download`,
        },
        ResourceDownload,
      ),
    downloadResource: (credentials, resourceId) =>
      http.json(
        {
          ...bearer(credentials, 'downloadResource'),
          method: 'POST',
          path: `/api/v1/resources/${segment(resourceId)}/download`,
        },
        ResourceDownload,
      ),
    emailResourceLink: (credentials, resourceId) =>
      http.empty({
        ...bearer(credentials, 'emailResourceLink'),
        method: 'POST',
        path: `/api/v1/resources/${segment(resourceId)}/download-email`,
      }),
  })
})

/** Needs AccountsHttp (services/accounts/layer.ts provides it). */
export const DownloadAssetsLive = Layer.effect(DownloadAssets, makeDownloadAssets)
