/** The notifications console (/admin/notifications): campaigns, notifications, templates and test users. */
import { Problem, ReturnNotice } from '../../account/Notices.tsx'
import { useAccountRead } from '../../account/useAccountRead.ts'
import { CampaignsSection } from './CampaignsSection.tsx'
import { consoleDone, consoleMessages } from './messages.ts'
import { NotificationsSection } from './NotificationsSection.tsx'
import { TemplatesSection, TestUsersSection } from './TestUsersSection.tsx'
import type { Console, ConsoleRead, ConsoleSearch } from './types.ts'

export function ConsoleView({ initial, search }: { initial: ConsoleRead; search: ConsoleSearch }) {
  const { read, reload } = useAccountRead<Console>('notificationsConsole', initial)
  return (
    <div className="admin-console">
      <h1>Notifications</h1>
      <ReturnNotice search={search} done={consoleDone} overrides={consoleMessages} />
      {read.status === 'signedIn' && !read.ok && (
        <Problem failure={read.failure} overrides={consoleMessages} onRetry={reload} />
      )}
      {read.status === 'signedIn' && read.ok && (
        <>
          <CampaignsSection campaigns={read.value.campaigns} reload={reload} />
          <NotificationsSection
            notifications={read.value.notifications}
            campaigns={read.value.campaigns}
            templates={read.value.templates}
            open={search.notification}
            reload={reload}
          />
          <TemplatesSection templates={read.value.templates} />
          <TestUsersSection users={read.value.testUsers} reload={reload} />
        </>
      )}
    </div>
  )
}
