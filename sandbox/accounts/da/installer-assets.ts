/**
 * Application installers as assets of type `application_installer`, one per product version, with a
 * Windows and a macOS resource naming the same files the installer call serves. The provider's client
 * lists them without a token (`GET /api/v1/assets?type=application_installer`): installers carry a free
 * trial, so anyone may see and download them (decision 239).
 */
import { releaseDateOf } from '../../content/seed/content/downloads.ts'
import { installerFile } from '../../content/seed/content/installers.ts'
import { type DownloadProductName, versions } from '../../content/seed/content/versions.ts'
import type { Asset, Os, Resource } from './shapes.ts'

/** Ids far above the catalogue's, so the two never meet. */
const firstId = 900_000

const resource = (assetId: number, app: DownloadProductName, version: string, os: Os): Resource => {
  const file = installerFile(app, version, os)
  return {
    id: assetId * 10 + (os === 'win' ? 1 : 2),
    name: `${app} ${version} for ${os === 'win' ? 'Windows' : 'macOS'}`,
    type: 'installer',
    installer_type: file.extension,
    host_os_compatibility: [os],
    file_name: file.fileName,
    mime_type: file.mimeType,
    file_size: file.size,
  }
}

export const installerAssets: ReadonlyArray<Asset> = (Object.keys(versions) as DownloadProductName[]).flatMap(
  (app, appIndex) =>
    versions[app].map((version, index) => {
      const id = firstId + appIndex * 1000 + index
      return {
        id,
        name: `${app} installer`,
        type: 'application_installer' as const,
        release_type: 'release' as const,
        version,
        release_date: releaseDateOf(app, index),
        host_app_compatibility: [{ name: app, min_version: version, max_version: version }],
        resources: [resource(id, app, version, 'win'), resource(id, app, version, 'mac')],
      }
    }),
)
