import type { AccountRead } from '../../../models/accounts/result.ts'

export interface Overview {
  readonly name: string
  readonly email: string
  readonly locale: string | undefined
}

export type OverviewRead = AccountRead<Overview>
