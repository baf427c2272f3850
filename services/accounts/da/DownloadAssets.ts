/**
 * The download-assets service (spec §7, "Download assets"): installer links, the customer's download
 * history, assets with their resources, resource links and emailed links. One method per call, answers
 * decoded with models/accounts/da.ts. Every link it hands out is short-lived: follow it, never keep it.
 */
import { Context, Effect, Layer } from 'effect'
import { AssetList, InstallerDownload, InstallerLog, ResourceDownload } from '../../../models/accounts/da.ts'
import type { AssetFilters } from '../../../models/accounts/daRules.ts'
import { AccountsHttp } from '../http/client.ts'
import { type CustomerResult, serviceCalls } from '../http/customer.ts'

type Result<A> = CustomerResult<A>
type Id = string | number

export interface InstallerInput {
  readonly app: string
  readonly version: string
  readonly os: string
  readonly includeCorePack: boolean
}

export interface DownloadAssetsShape {
  /** A link to an installer (with the core pack when asked); the service logs it in the history. */
  readonly downloadInstaller: (input: InstallerInput) => Result<InstallerDownload>
  readonly listInstallerDownloads: () => Result<typeof InstallerLog.Type>
  readonly listAssets: (filters?: AssetFilters) => Result<typeof AssetList.Type>
  readonly downloadAssetResource: (assetId: Id, resourceId: Id) => Result<ResourceDownload>
  readonly downloadResource: (resourceId: Id) => Result<ResourceDownload>
  /** Mails the customer a longer-lived link to the resource (for someone browsing on a phone). */
  readonly emailResourceLink: (resourceId: Id) => Result<void>
}

export class DownloadAssets extends Context.Service<DownloadAssets, DownloadAssetsShape>()(
  'services/accounts/da/DownloadAssets',
) {}

const segment = (id: Id) => encodeURIComponent(String(id))

export const makeDownloadAssets = Effect.gen(function* () {
  const { customer } = serviceCalls(yield* AccountsHttp, 'da')

  return DownloadAssets.of({
    downloadInstaller: ({ app, version, os, includeCorePack }) =>
      customer.json(
        'downloadInstaller',
        {
          method: 'POST',
          path: `/api/v1/download/applicationinstaller/${segment(app)}/${segment(version)}/${segment(os)}`,
          params: { include_core_pack: includeCorePack },
        },
        InstallerDownload,
      ),
    listInstallerDownloads: () =>
      customer.json(
        'listInstallerDownloads',
        { method: 'GET', path: '{me}/log/downloads/applicationinstaller' },
        InstallerLog,
      ),
    listAssets: (filters) =>
      customer.json('listAssets', { method: 'GET', path: '/api/v1/assets', params: filters }, AssetList),
    downloadAssetResource: (assetId, resourceId) =>
      customer.json(
        'downloadAssetResource',
        {
          method: 'POST',
          path: `/api/v1/assets/${segment(assetId)}/resources/${segment(resourceId)}/download`,
        },
        ResourceDownload,
      ),
    downloadResource: (resourceId) =>
      customer.json(
        'downloadResource',
        { method: 'POST', path: `/api/v1/resources/${segment(resourceId)}/download` },
        ResourceDownload,
      ),
    emailResourceLink: (resourceId) =>
      customer.empty('emailResourceLink', {
        method: 'POST',
        path: `/api/v1/resources/${segment(resourceId)}/download-email`,
      }),
  })
})

/** Needs AccountsHttp (services/accounts/layer.ts provides it). */
export const DownloadAssetsLive = Layer.effect(DownloadAssets, makeDownloadAssets)
