/** The notifications console (/admin/notifications): campaigns, notifications, templates and test users. */

import { AccountPage } from '../../account/kit/AccountPage.tsx'
import type { AccountReadBinding } from '../../account/kit/useAccountRead.ts'
import { CampaignsSection } from './CampaignsSection.tsx'
import { consoleDone, consoleMessages } from './messages.ts'
import { NotificationsSection } from './NotificationsSection.tsx'
import { TemplatesSection, TestUsersSection } from './TestUsersSection.tsx'
import type { ConsoleSearch } from './types.ts'

export function ConsoleView({
  data,
  search,
}: {
  data: AccountReadBinding<'notificationsConsole'>
  search: ConsoleSearch
}) {
  const { reload } = data
  return (
    <AccountPage
      id="console"
      title="Notifications console"
      className="admin-console"
      read={data.read}
      state={data}
      notices={{ search, done: consoleDone }}
      overrides={consoleMessages}
    >
      {(value) => (
        <>
          <CampaignsSection campaigns={value.campaigns} reload={reload} />
          <NotificationsSection
            notifications={value.notifications}
            campaigns={value.campaigns}
            templates={value.templates}
            open={search.notification}
            reload={reload}
          />
          <TemplatesSection templates={value.templates} />
          <TestUsersSection users={value.testUsers} reload={reload} />
        </>
      )}
    </AccountPage>
  )
}
