/**
 * The installer file of each product version and platform: name, size and type. The downloads
 * documents state them and the stand-ins serve files of exactly that name and size (generated.ts);
 * the accounts stand-in's download-assets service names the same files, so both agree.
 */
import { copyFor } from './products.ts'
import { type DownloadProductName, versions } from './versions.ts'

export type InstallerPlatform = 'win' | 'mac'

export interface InstallerFile {
  readonly fileName: string
  readonly extension: 'exe' | 'dmg'
  readonly mimeType: string
  readonly size: number
}

export const installerMimeTypes = {
  exe: 'application/vnd.microsoft.portable-executable',
  dmg: 'application/x-apple-diskimage',
} as const

export const isDownloadProduct = (name: string): name is DownloadProductName => Object.hasOwn(versions, name)

/**
 * Sizes are a few hundred kilobytes so a fresh clone can serve, hash and download every one quickly;
 * they still grow with the version, as real installers do. The core pack bundles the app's content
 * and is several times bigger.
 */
export function installerFile(
  product: DownloadProductName,
  version: string,
  platform: InstallerPlatform,
  corePack = false,
): InstallerFile {
  const [major = 1, minor = 0, patch = 0] = version.split('.').map(Number)
  const stem = `${copyFor(product).name.replace(/\s+/g, '')}-${version}`
  const extension = platform === 'win' ? 'exe' : 'dmg'
  const base = 180_000 + major * 60_000 + minor * 3_000 + patch * 250 + (platform === 'mac' ? 41_000 : 0)
  const suffix = platform === 'win' ? 'win64' : 'universal'
  return {
    fileName: `${stem}-${suffix}${corePack ? '-corepack' : ''}.${extension}`,
    extension,
    mimeType: installerMimeTypes[extension],
    size: corePack ? base * 4 + 250_000 : base,
  }
}
