/** The shapes of the download-assets service's answers (the reference's Asset and resource fields). */
import type { DownloadProductName } from '../../content/seed/content/versions.ts'
export type AssetType = 'expansion' | 'soundpack' | 'plugin' | 'application_installer'
export type ReleaseType = 'release' | 'beta'
export type Os = 'win' | 'mac'

export interface Resource {
  readonly id: number
  readonly name: string
  readonly type: 'installer' | 'archive'
  readonly installer_type: 'exe' | 'dmg' | null
  readonly host_os_compatibility: ReadonlyArray<Os>
  readonly file_name: string
  readonly mime_type: string
  readonly file_size: number
}

export interface Asset {
  readonly id: number
  readonly name: string
  readonly type: AssetType
  readonly release_type: ReleaseType
  readonly version: string
  readonly release_date: string
  readonly host_app_compatibility: ReadonlyArray<{
    readonly name: DownloadProductName
    readonly min_version: string
    readonly max_version: string | null
  }>
  readonly resources: ReadonlyArray<Resource>
}

/** An asset plus who may have it (product type ids); the entitlement is not part of the answer. */
export interface CatalogueEntry {
  readonly asset: Asset
  readonly productTypes: ReadonlyArray<number>
}
