import type { AccountRead } from '../../../models/accounts/result.ts'

export interface Overview {
  readonly name: string
  readonly email: string
  readonly locale: string | undefined
  /** From the ecommerce service; empty when it had none or failed (the overview still shows). */
  readonly recommendations: ReadonlyArray<{
    readonly id: number
    readonly name: string
    readonly price: number
  }>
}

export type OverviewRead = AccountRead<Overview>
