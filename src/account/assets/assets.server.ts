/**
 * The assets screen on the server: the customer's expansions, sound packs and plugins (`GET assets`
 * with the page's filters), the resource download route, and the "email me the link" command.
 */
import type { Asset } from '../../../models/accounts/da.ts'
import {
  type AssetFilters,
  assetTypes,
  checkId,
  installerApps,
  installerSystems,
} from '../../../models/accounts/daRules.ts'
import { DownloadAssets } from '../../../services/accounts/da/DownloadAssets.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { followLink, refused } from '../downloads/follow.server.ts'
import { accountPost } from '../kit/answer.server.ts'
import { accept, command, field, invalid } from '../kit/command.server.ts'
import { accountContext } from '../kit/context.server.ts'
import { readOf, readWith } from '../kit/read.server.ts'
import type { AssetRow, AssetSearch, Assets } from './types.ts'

const oneOf = (value: string | null, allowed: ReadonlyArray<string>) =>
  value !== null && allowed.includes(value) ? value : undefined

/** The page's filters from its query; unknown values are dropped, so the service never sees them. */
export function assetSearchOf(params: URLSearchParams): AssetSearch {
  return {
    type: oneOf(params.get('type'), assetTypes),
    app: oneOf(params.get('app'), installerApps),
    os: oneOf(params.get('os'), installerSystems),
  }
}

const filtersOf = (search: AssetSearch): AssetFilters => ({
  type: search.type,
  host_app_name: search.app,
  host_app_os: search.os,
  latest_only: true,
})

const rowOf = (asset: Asset): AssetRow => ({
  id: String(asset.id),
  name: asset.name,
  type: asset.type,
  version: asset.version ?? undefined,
  beta: asset.release_type === 'beta',
  releaseDate: asset.release_date ?? undefined,
  hostApps: (asset.host_app_compatibility ?? []).map((host) => host.name),
  resources: (asset.resources ?? []).map((resource) => ({
    id: String(resource.id),
    name: resource.name,
    systems: resource.host_os_compatibility ?? [],
    fileName: resource.file_name ?? undefined,
    fileSize: resource.file_size ?? undefined,
  })),
})

const assetsRead = readWith(assetSearchOf, async ({ customer }, filters) =>
  readOf(
    await customer(DownloadAssets.use((da) => da.listAssets(filtersOf(filters)))),
    (list): Assets => ({ filters, assets: list.items.map(rowOf) }),
  ),
)

const back = '/account/assets'

/** `POST /account/download/resource` (assetId, resourceId): 303 to the resource's short-lived link. */
export function resourceDownloadResponse(platform: AccountPlatform, request: Request): Promise<Response> {
  return accountPost(platform, request, back, async (form) => {
    const assetId = field(form, 'assetId')
    const resourceId = field(form, 'resourceId')
    const problem = checkId(resourceId) ?? (assetId === '' ? undefined : checkId(assetId))
    if (problem) return refused(problem)
    return followLink(
      accountContext(platform, request),
      DownloadAssets.use((da) =>
        assetId === '' ? da.downloadResource(resourceId) : da.downloadAssetResource(assetId, resourceId),
      ),
    )
  })
}

export const reads = { assets: assetsRead }

export const commands = {
  emailResourceLink: command({
    back,
    fields: ['resourceId'],
    parse: ({ resourceId }) => {
      const problem = checkId(resourceId)
      return problem ? invalid(problem) : accept(resourceId)
    },
    call: (resourceId) => DownloadAssets.use((da) => da.emailResourceLink(resourceId)),
  }),
}
