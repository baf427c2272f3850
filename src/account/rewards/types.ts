import type { CampaignTerms } from '../../../models/accounts/campaignTerms.ts'
import type { AccountRead, AccountResult } from '../../../models/accounts/result.ts'

export interface ActivityRow {
  readonly activity: string
  readonly refereeUserId: number | undefined
  readonly at: string | undefined
}

export interface CampaignRow {
  readonly id: number
  readonly name: string
  readonly link: string
  readonly code: string
  readonly eligible: boolean
  readonly refereeActivity: ReadonlyArray<ActivityRow>
  readonly rewards: number
  /** The campaign's published terms, read on its own: a failure shows in its card only. */
  readonly terms: AccountResult<CampaignTerms> | undefined
}

export interface RewardRow {
  readonly id: number
  readonly code: string | undefined
  readonly voucherId: number | undefined
  readonly at: string | undefined
}

export interface RewardsScreen {
  readonly rewards: ReadonlyArray<RewardRow>
  readonly campaigns: ReadonlyArray<CampaignRow>
}
export type RewardsRead = AccountRead<RewardsScreen>
