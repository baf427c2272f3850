import type { LicenceState, NextBill, OpenProblem } from '../../../models/accounts/overview.ts'
import type { AccountRead, AccountResult } from '../../../models/accounts/result.ts'
import type { InstallerDownloadRow } from '../downloads/types.ts'

export interface OverviewProduct {
  readonly id: string
  readonly product: string
  /** The licence's name ("Studio Subscription"). */
  readonly licence: string
  readonly state: LicenceState
  /** The product's page on the site, when it has one. */
  readonly page: string | undefined
}

export interface Recommendation {
  readonly id: number
  readonly name: string
  readonly price: number
  readonly per: 'month' | 'year' | 'once' | 'free'
  readonly page: string
}

/**
 * The overview: each part is read on its own and carries its own failure (the view words it in that
 * part's place); `problems` come from the parts that were read, most urgent first.
 */
export interface Overview {
  readonly account: AccountResult<{
    readonly name: string
    readonly email: string
    /** From the access token's claim; undefined when it could not be read. */
    readonly emailVerified: boolean | undefined
  }>
  readonly problems: ReadonlyArray<OpenProblem>
  readonly products: AccountResult<ReadonlyArray<OverviewProduct>>
  readonly billing: AccountResult<{ readonly next: NextBill | undefined }>
  /** The latest few installers downloaded while signed in, newest first. */
  readonly downloads: AccountResult<ReadonlyArray<InstallerDownloadRow>>
  readonly recommendations: AccountResult<ReadonlyArray<Recommendation>>
  /** Support's recent looks at this account, newest first, in words (decision 252); empty when none. */
  readonly supportAccess: ReadonlyArray<SupportAccessLine>
}

export interface SupportAccessLine {
  readonly at: string
  /** "Ada Admin (admin@example.com)" */
  readonly who: string
  /** "your profile, your licences and your orders" */
  readonly what: string
}

export type OverviewRead = AccountRead<Overview>
