import type { AccountRead } from '../../../models/accounts/result.ts'

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
