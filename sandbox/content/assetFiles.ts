/**
 * Where an asset's binary lives. The file name is the last segment of its CDN path and follows from
 * the asset document id: `image-<hash>-<w>x<h>-<ext>` → `<hash>-<w>x<h>.<ext>`, `file-<hash>-<ext>` →
 * `<hash>.<ext>`. Binaries are kept under `<assetsDir>/<dataset>/images|files/`.
 */
import { join } from 'node:path'

const imageId = /^image-([A-Za-z0-9]+)-(\d+)x(\d+)-([a-z0-9]+)$/
const fileId = /^file-([A-Za-z0-9]+)-([a-z0-9]+)$/

export interface AssetLocation {
  readonly kind: 'images' | 'files'
  readonly fileName: string
}

/** The binary's folder and file name for an asset document id, or undefined for any other id. */
export function assetLocation(assetId: string): AssetLocation | undefined {
  const image = imageId.exec(assetId)
  if (image) return { kind: 'images', fileName: `${image[1]}-${image[2]}x${image[3]}.${image[4]}` }
  const file = fileId.exec(assetId)
  if (file) return { kind: 'files', fileName: `${file[1]}.${file[2]}` }
  return undefined
}

export function assetPath(assetsDir: string, dataset: string, location: AssetLocation): string {
  return join(assetsDir, dataset, location.kind, location.fileName)
}

/** A CDN file name is `<hash>-<w>x<h>.<ext>` or `<hash>.<ext>` with no path tricks. */
export const safeFileName = (name: string): boolean => /^[A-Za-z0-9]+(-\d+x\d+)?\.[a-z0-9]+$/.test(name)
