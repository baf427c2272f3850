import type { AccountRead } from '../../../models/accounts/result.ts'

export interface FoundUser {
  readonly id: number
  readonly email: string
  readonly name: string
  readonly created: string | undefined
  readonly history: ReadonlyArray<{ readonly email: string; readonly changedAt: string | undefined }>
}

export interface AdminUsers {
  /** The address searched for; undefined before a search. */
  readonly email: string | undefined
  readonly users: ReadonlyArray<FoundUser>
}
export type AdminUsersRead = AccountRead<AdminUsers>
