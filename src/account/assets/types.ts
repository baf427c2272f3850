import type { AccountRead } from '../../../models/accounts/result.ts'

export interface ResourceRow {
  readonly id: string
  readonly name: string
  readonly systems: ReadonlyArray<string>
  readonly fileName: string | undefined
  readonly fileSize: number | undefined
}

export interface AssetRow {
  readonly id: string
  readonly name: string
  readonly type: string
  readonly version: string | undefined
  readonly beta: boolean
  readonly releaseDate: string | undefined
  readonly hostApps: ReadonlyArray<string>
  readonly resources: ReadonlyArray<ResourceRow>
}

/** The filters the page offers (a subset of the service's), as the page's query carries them. */
export interface AssetSearch {
  readonly type?: string
  readonly app?: string
  readonly os?: string
}

export interface Assets {
  readonly filters: AssetSearch
  readonly assets: ReadonlyArray<AssetRow>
}

export type AssetsRead = AccountRead<Assets>

export const resourceDownloadAction = '/account/download/resource'
