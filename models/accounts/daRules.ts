/**
 * The download-assets rules the screens, the server and the site's download routes share: the known
 * installers, asset types and ids, checked before any call. Kept apart from da.ts so the assets
 * screen's JavaScript carries no Effect (decision 204).
 */
export const installerApps = ['studio', 'sample', 'hex-fx'] as const
export const installerSystems = ['win', 'mac'] as const
export const assetTypes = ['expansion', 'soundpack', 'plugin'] as const
export type AssetType = (typeof assetTypes)[number]

export type AssetFilters = {
  readonly host_app_name?: string
  readonly host_app_version?: string
  readonly host_app_os?: string
  readonly type?: string
  readonly release_type?: string
  readonly release_date?: string
  readonly latest_only?: boolean
}

const versionPattern = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/
const idPattern = /^\d{1,9}$/

/** The installer a site route names, or the catalogue code for a bad one (2012 malformed), before any call. */
export function checkInstaller(
  app: string,
  version: string,
  os: string,
): { app: string; version: string; os: string } | 2012 {
  const known =
    (installerApps as ReadonlyArray<string>).includes(app) &&
    (installerSystems as ReadonlyArray<string>).includes(os) &&
    versionPattern.test(version)
  return known ? { app, version, os } : 2012
}

/** A resource or asset id as the service names them: a positive whole number (2013 empty, 2012 other). */
export function checkId(value: string): 2012 | 2013 | undefined {
  if (value.trim() === '') return 2013
  return idPattern.test(value.trim()) ? undefined : 2012
}
