/**
 * The assets screen on the server: the customer's expansions, sound packs and plugins (`GET assets`
 * with the page's filters), the resource download route, and the "email me the link" command.
 */
import {
  type Asset,
  type AssetFilters,
  assetTypes,
  checkId,
  installerApps,
  installerSystems,
} from '../../../models/accounts/da.ts'
import { DownloadAssets } from '../../../services/accounts/da/DownloadAssets.ts'
import { forCustomer } from '../../identity/customer.server.ts'
import type { AccountPlatform } from '../../identity/platform.server.ts'
import { type CommandDef, field, invalid } from '../commands.server.ts'
import { followLink, refuse } from '../downloads/follow.server.ts'
import { type ReadAnswer, readOf } from '../reads.server.ts'
import type { AssetRow, AssetSearch, Assets, AssetsRead } from './types.ts'

const oneOf = (value: string | null, allowed: ReadonlyArray<string>) =>
  value !== null && allowed.includes(value) ? value : undefined

/** The page's filters from its query; unknown values are dropped, so the service never sees them. */
export function assetSearchOf(url: URL): AssetSearch {
  return {
    type: oneOf(url.searchParams.get('type'), assetTypes),
    app: oneOf(url.searchParams.get('app'), installerApps),
    os: oneOf(url.searchParams.get('os'), installerSystems),
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

export async function assetsRead(
  platform: AccountPlatform,
  request: Request,
): Promise<ReadAnswer<AssetsRead>> {
  const filters = assetSearchOf(new URL(request.url))
  const outcome = await forCustomer(platform, request, (credentials) =>
    DownloadAssets.use((da) => da.listAssets(credentials, filtersOf(filters))),
  )
  return readOf(outcome, (list): Assets => ({ filters, assets: list.items.map(rowOf) }))
}

const back = '/account/assets'

/** `POST /account/download/resource` (assetId, resourceId): 303 to the resource's short-lived link. */
export async function resourceDownloadResponse(
  platform: AccountPlatform,
  request: Request,
): Promise<Response> {
  const form = await request.formData().catch(() => new FormData())
  const assetId = field(form, 'assetId')
  const resourceId = field(form, 'resourceId')
  const problem = checkId(resourceId) ?? (assetId === '' ? undefined : checkId(assetId))
  if (problem) return refuse(back, { _tag: 'ApiError', status: 400, code: problem })
  return followLink(platform, request, back, (credentials) =>
    DownloadAssets.use((da) =>
      assetId === ''
        ? da.downloadResource(credentials, resourceId)
        : da.downloadAssetResource(credentials, assetId, resourceId),
    ),
  )
}

export const assetCommands = {
  emailResourceLink: {
    back,
    parse: (form) => {
      const resourceId = field(form, 'resourceId')
      const problem = checkId(resourceId)
      return problem ? invalid(problem) : { ok: true, input: resourceId }
    },
    call: (resourceId) => (credentials) =>
      DownloadAssets.use((da) => da.emailResourceLink(credentials, resourceId)),
  } satisfies CommandDef<string>,
}
