/** What the support view shows an admin of one customer (no server imports here). */
import type { AccountRead, AccountResult } from '../../../models/accounts/result.ts'
import type { InvoicePage, OrderRow, SubscriptionRow } from '../commerce/types.ts'
import type { LicenceRow } from '../licences/types.ts'

export interface SupportProfile {
  readonly name: string
  readonly email: string
  readonly earlierEmails: ReadonlyArray<string>
  readonly since: string | undefined
  readonly company: string | undefined
  readonly djName: string | undefined
  readonly country: string | undefined
  readonly language: string | undefined
}

/** One customer as support sees them: each part read on its own, each read logged (decision 252). */
export interface SupportCustomer {
  readonly userId: number
  readonly name: string
  readonly profile: AccountResult<SupportProfile>
  readonly licences: AccountResult<ReadonlyArray<LicenceRow>>
  readonly subscriptions: AccountResult<ReadonlyArray<SubscriptionRow>>
  readonly orders: AccountResult<ReadonlyArray<OrderRow>>
}
export type SupportCustomerRead = AccountRead<SupportCustomer>

export interface SupportInvoice {
  readonly userId: number
  readonly name: string
  readonly invoice: InvoicePage
}
export type SupportInvoiceRead = AccountRead<SupportInvoice>
