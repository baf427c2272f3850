import type { AccountRead } from '../../../models/accounts/result.ts'

export interface LibraryFile {
  readonly id: string
  readonly name: string
  readonly type: string | undefined
  readonly size: number | undefined
  /** False when the service's request needs headers a plain link cannot carry (decision 086). */
  readonly downloadable: boolean
}

export type LibraryFileRead = AccountRead<LibraryFile>

export const fileDownloadAction = (fileId: string) => `/account/download/file/${encodeURIComponent(fileId)}`
