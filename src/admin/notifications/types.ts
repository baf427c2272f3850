import type { Campaign, Notification, Template, TestUser } from '../../../models/accounts/notifications.ts'
import type { AccountRead } from '../../../models/accounts/result.ts'

/** Everything the console shows, in one read (the service's lists are small and admin-only). */
export interface Console {
  readonly campaigns: ReadonlyArray<Campaign>
  readonly notifications: ReadonlyArray<Notification>
  readonly templates: ReadonlyArray<Template>
  readonly testUsers: ReadonlyArray<TestUser>
}

export type ConsoleRead = AccountRead<Console>

/** The console's address query: the no-JavaScript return (`done`, `problem`) and the open notification. */
export interface ConsoleSearch {
  readonly done?: string
  readonly problem?: string
  readonly notification?: string
}
