import {
  checkNotification,
  fieldFromIso,
  notificationTypes,
} from '../../../models/accounts/notificationForms.ts'
import type { Campaign, Notification, Template } from '../../../models/accounts/notifications.ts'
import { Field, Outcome, Submit } from './Field.tsx'
import { useCheckedForm } from './useCheckedForm.ts'

/** Create (no notification) or edit one notification's own fields. */
export function NotificationForm({
  notification: n,
  campaigns,
  templates,
  reload,
}: {
  notification?: Notification
  campaigns: ReadonlyArray<Campaign>
  templates: ReadonlyArray<Template>
  reload: () => void
}) {
  const form = useCheckedForm(n ? 'updateNotification' : 'createNotification', reload, checkNotification)
  const key = n ? `notification-${n.id}` : 'notification-new'
  const { problems } = form
  const choices = templates.flatMap((t) => t.options.map((o) => `${t.name}/${o}`))
  return (
    <form
      {...form.form}
      className="admin-form"
      aria-label={n ? `Fields of notification ${n.name}` : 'New notification'}
    >
      {n && <input type="hidden" name="id" value={String(n.id)} />}
      <Field id={`${key}-name`} name="name" label="Name" problems={problems}>
        {(p) => <input {...p} defaultValue={n?.name} />}
      </Field>
      <Field id={`${key}-campaign`} name="campaign_id" label="Campaign" problems={problems}>
        {(p) => (
          <select {...p} defaultValue={n ? String(n.campaign_id) : ''}>
            <option value="">Choose…</option>
            {campaigns.map((c) => (
              <option key={String(c.id)} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${key}-type`} name="type" label="Type" problems={problems}>
        {(p) => (
          <select {...p} defaultValue={n?.type ?? 'promotion'}>
            {notificationTypes.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${key}-template`} name="template" label="Template" problems={problems}>
        {(p) => (
          <select {...p} defaultValue={n ? `${n.template_name}/${n.template_option ?? ''}` : choices[0]}>
            {choices.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${key}-priority`} name="priority" label="Priority (1–10)" problems={problems}>
        {(p) => <input {...p} type="number" min={1} max={10} defaultValue={n?.priority ?? 5} />}
      </Field>
      <Field id={`${key}-starts`} name="starts_at" label="Starts (UTC, optional)" problems={problems}>
        {(p) => <input {...p} type="datetime-local" defaultValue={fieldFromIso(n?.starts_at)} />}
      </Field>
      <Field id={`${key}-ends`} name="ends_at" label="Ends (UTC, optional)" problems={problems}>
        {(p) => <input {...p} type="datetime-local" defaultValue={fieldFromIso(n?.ends_at)} />}
      </Field>
      <label htmlFor={`${key}-persistent`}>
        <span>
          <input
            id={`${key}-persistent`}
            type="checkbox"
            name="is_persistent"
            defaultChecked={n?.is_persistent}
          />{' '}
          Persistent (cannot be dismissed)
        </span>
      </label>
      <label htmlFor={`${key}-takeover`}>
        <span>
          <input id={`${key}-takeover`} type="checkbox" name="is_takeover" defaultChecked={n?.is_takeover} />{' '}
          Takeover (a dialog over the page)
        </span>
      </label>
      <Submit form={form}>{n ? 'Save notification' : 'Create notification'}</Submit>
      <Outcome form={form} />
    </form>
  )
}
