import type { AccountRead } from '../../../models/accounts/result.ts'

export interface InstallerDownloadRow {
  readonly id: string
  readonly app: string
  readonly version: string
  readonly os: string
  readonly corePack: boolean
  readonly fileName: string | undefined
  readonly fileSize: number | undefined
  readonly downloadedAt: string | undefined
}

export interface DownloadHistory {
  readonly downloads: ReadonlyArray<InstallerDownloadRow>
}

export type DownloadHistoryRead = AccountRead<DownloadHistory>

/** The site route a signed-in customer's download button posts to (its form field `core` adds the core pack). */
export const installerAction = (app: string, version: string, os: string) =>
  `/account/download/installer/${encodeURIComponent(app)}/${encodeURIComponent(version)}/${encodeURIComponent(os)}`
