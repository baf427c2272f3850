import type { AccountRead, AccountResult } from '../../../models/accounts/result.ts'
import type { Unlocks } from '../../../models/accounts/unlocks.ts'

export interface MachineRow {
  readonly hardwareId: string
  readonly name: string
  readonly activatedAt: string | undefined
  /** The app the machine was authorized for: a deauthorization names it. */
  readonly appName: string | undefined
  readonly appVersion: string | undefined
}

export interface LicenceRow {
  readonly id: string
  readonly product: string
  readonly productId: string | undefined
  readonly type: string
  readonly term: string
  readonly validTo: string | undefined
  readonly expiresInDays: number | undefined
  readonly subscriptionStatus: string | undefined
  readonly activations: ReadonlyArray<MachineRow>
  readonly activationLimit: number | undefined
  readonly ilokUser: string | undefined
  /** The serial number it was registered with; undefined for a licence tied to the account only. */
  readonly serial: string | undefined
  readonly productTypeId: number | undefined
  readonly licenceTypeId: number
  /** What the licence's product type unlocks, read on its own: undefined when it has no product. */
  readonly unlocks: AccountResult<Unlocks> | undefined
}

export interface Licences {
  readonly licences: ReadonlyArray<LicenceRow>
}

export type LicencesRead = AccountRead<Licences>
