import { Link } from '@tanstack/react-router'
import type { Campaign, Notification, Template } from '../../../models/accounts/notifications.ts'
import { ContentEditor } from './ContentEditor.tsx'
import { Outcome } from './Field.tsx'
import { HostsEditor } from './HostsEditor.tsx'
import { LifecycleControl } from './LifecycleControl.tsx'
import { NotificationForm } from './NotificationForm.tsx'
import { useCheckedForm } from './useCheckedForm.ts'

type Lists = { campaigns: ReadonlyArray<Campaign>; templates: ReadonlyArray<Template>; reload: () => void }

function Clone({ notification: n, reload }: { notification: Notification; reload: () => void }) {
  const form = useCheckedForm('cloneNotification', reload)
  return (
    <form {...form.form}>
      <input type="hidden" name="id" value={String(n.id)} />
      <button type="submit" className="button button--ghost" disabled={!form.canSubmit} aria-busy={form.busy}>
        Clone <span className="visually-hidden">{n.name}</span>
      </button>
      <Outcome form={form} saved="Cloned: the copy is a draft at the end of the list." />
    </form>
  )
}

/** One notification opened for editing: its fields, status, hosts and content per language. */
function NotificationEditor({ notification: n, ...lists }: Lists & { notification: Notification }) {
  const id = String(n.id)
  return (
    <section aria-labelledby="editor-heading" className="admin-editor" data-editing={id}>
      <h2 id="editor-heading">Notification: {n.name}</h2>
      <LifecycleControl
        command="setNotificationStatus"
        id={id}
        status={n.status}
        name={n.name}
        reload={lists.reload}
      />
      <Clone notification={n} reload={lists.reload} />
      <NotificationForm key={`fields-${id}-${n.updated_at}`} notification={n} {...lists} />
      <HostsEditor notificationId={id} hosts={n.hosts} reload={lists.reload} />
      <ContentEditor key={`content-${id}-${n.updated_at}`} notification={n} reload={lists.reload} />
    </section>
  )
}

export function NotificationsSection({
  notifications,
  open,
  ...lists
}: Lists & { notifications: ReadonlyArray<Notification>; open: string | undefined }) {
  const campaignName = (id: Notification['campaign_id']) =>
    lists.campaigns.find((c) => String(c.id) === String(id))?.name ?? String(id)
  const opened = notifications.find((n) => String(n.id) === open)
  return (
    <>
      <section aria-labelledby="notifications-heading">
        <h2 id="notifications-heading">Notifications</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Notification</th>
              <th scope="col">Campaign</th>
              <th scope="col">Type, priority</th>
              <th scope="col">Template</th>
              <th scope="col">Languages</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {notifications.map((n) => (
              <tr key={String(n.id)} data-notification-row={String(n.id)}>
                <td>
                  <Link
                    to="/admin/notifications"
                    search={{
                      notification: String(n.id),
                      done: undefined,
                      problem: undefined,
                      confirm: undefined,
                    }}
                  >
                    {n.name}
                  </Link>
                </td>
                <td data-label="Campaign">{campaignName(n.campaign_id)}</td>
                <td data-label="Type, priority">
                  {n.type}, {n.priority}
                </td>
                <td data-label="Template">
                  {n.template_name}/{n.template_option}
                  {n.is_takeover ? ' (takeover)' : ''}
                </td>
                <td data-label="Languages">{Object.keys(n.content).sort().join(', ') || 'none'}</td>
                <td data-label="Status" data-field="status">
                  {n.status}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3>New notification</h3>
        <NotificationForm key={notifications.length} {...lists} />
      </section>
      {opened && <NotificationEditor key={String(opened.id)} notification={opened} {...lists} />}
    </>
  )
}
