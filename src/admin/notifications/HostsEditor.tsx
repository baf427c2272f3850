import { checkHost } from '../../../models/accounts/notificationForms.ts'
import type { Host } from '../../../models/accounts/notifications.ts'
import { Field, Outcome, Submit } from './Field.tsx'
import { useCheckedForm } from './useCheckedForm.ts'

const hostFields = [
  ['app_name', 'App (website, studio, …)'],
  ['app_version_min', 'App version from'],
  ['app_version_max', 'App version to'],
  ['os_name', 'OS (win, mac)'],
  ['os_version_min', 'OS version from'],
  ['os_version_max', 'OS version to'],
] as const

function HostForm({
  notificationId,
  host,
  reload,
}: {
  notificationId: string
  host?: Host
  reload: () => void
}) {
  const form = useCheckedForm(host ? 'updateHost' : 'addHost', reload, checkHost)
  const key = `host-${notificationId}-${host ? host.id : 'new'}`
  return (
    <form
      {...form.form}
      className="admin-form"
      aria-label={host ? `Host ${host.app_name}` : 'New host'}
      data-host={host ? String(host.id) : 'new'}
    >
      <input type="hidden" name="id" value={notificationId} />
      {host && <input type="hidden" name="hostId" value={String(host.id)} />}
      {hostFields.map(([name, label]) => (
        <Field key={name} id={`${key}-${name}`} name={name} label={label} problems={form.problems}>
          {(p) => <input {...p} defaultValue={host?.[name] ?? ''} />}
        </Field>
      ))}
      <Submit form={form}>{host ? 'Save host' : 'Add host'}</Submit>
      <Outcome form={form} />
    </form>
  )
}

function RemoveHost({
  notificationId,
  host,
  reload,
}: {
  notificationId: string
  host: Host
  reload: () => void
}) {
  const form = useCheckedForm('removeHost', reload)
  return (
    <form {...form.form}>
      <input type="hidden" name="id" value={notificationId} />
      <input type="hidden" name="hostId" value={String(host.id)} />
      <button type="submit" className="button button--ghost" disabled={!form.canSubmit} aria-busy={form.busy}>
        Remove host <span className="visually-hidden">{host.app_name}</span>
      </button>
      <Outcome form={form} />
    </form>
  )
}

export function HostsEditor({
  notificationId,
  hosts,
  reload,
}: {
  notificationId: string
  hosts: ReadonlyArray<Host>
  reload: () => void
}) {
  return (
    <section aria-labelledby="hosts-heading">
      <h3 id="hosts-heading">Hosts</h3>
      {hosts.length === 0 && <p>No hosts yet: nobody is shown this notification.</p>}
      {hosts.map((host) => (
        <div key={String(host.id)}>
          <HostForm notificationId={notificationId} host={host} reload={reload} />
          <RemoveHost notificationId={notificationId} host={host} reload={reload} />
        </div>
      ))}
      <HostForm key={`new-${hosts.length}`} notificationId={notificationId} reload={reload} />
    </section>
  )
}
