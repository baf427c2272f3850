import type { AccountRead } from '../../../models/accounts/result.ts'

export interface ArtworkStatus {
  readonly provider: string
  readonly eligible: boolean
  /** The service's reason token when not eligible (`no_license`, `provider_unavailable`, …). */
  readonly reason: string | undefined
}

export type ArtworkStatusRead = AccountRead<ArtworkStatus>

export interface Artwork {
  /** A data URL (same origin, so the download keeps its name) or the provider's image URL. */
  readonly src: string
  readonly fileName: string
}

export const generateAction = '/api/account/artwork/generate'
