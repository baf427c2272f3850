/** Builders for the catalogue: resources per kind of file and host-app compatibility. */
import type { DownloadProductName } from '../../content/seed/content/versions.ts'
import type { Asset, CatalogueEntry, Resource } from './shapes.ts'

const stem = (name: string, version: string) => `${name.replace(/[^A-Za-z0-9]/g, '')}-${version}`

/** A win installer and a mac installer (ids `<asset>1`, `<asset>2`). */
export function installers(assetId: number, name: string, version: string, size: number): Resource[] {
  return [
    {
      id: assetId * 10 + 1,
      name: `${name} for Windows`,
      type: 'installer',
      installer_type: 'exe',
      host_os_compatibility: ['win'],
      file_name: `${stem(name, version)}-win64.exe`,
      mime_type: 'application/vnd.microsoft.portable-executable',
      file_size: size,
    },
    {
      id: assetId * 10 + 2,
      name: `${name} for macOS`,
      type: 'installer',
      installer_type: 'dmg',
      host_os_compatibility: ['mac'],
      file_name: `${stem(name, version)}-universal.dmg`,
      mime_type: 'application/x-apple-diskimage',
      file_size: size + 24_000,
    },
  ]
}

/** One archive for both systems (id `<asset>1`). */
export function archive(assetId: number, name: string, version: string, size: number): Resource[] {
  return [
    {
      id: assetId * 10 + 1,
      name: `${name} (all systems)`,
      type: 'archive',
      installer_type: null,
      host_os_compatibility: ['win', 'mac'],
      file_name: `${stem(name, version)}.zip`,
      mime_type: 'application/zip',
      file_size: size,
    },
  ]
}

type Host = Asset['host_app_compatibility'][number]
export const host = (
  name: DownloadProductName,
  min_version: string,
  max_version: string | null = null,
): Host => ({
  name,
  min_version,
  max_version,
})

export function entry(
  productTypes: number[],
  asset: Omit<Asset, 'resources'>,
  files: (id: number, name: string, version: string) => Resource[],
): CatalogueEntry {
  return { productTypes, asset: { ...asset, resources: files(asset.id, asset.name, asset.version) } }
}
