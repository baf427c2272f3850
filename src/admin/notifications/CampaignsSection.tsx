import { checkCampaign, fieldFromIso } from '../../../models/accounts/notificationForms.ts'
import type { Campaign } from '../../../models/accounts/notifications.ts'
import { Field, Outcome, Submit } from './Field.tsx'
import { LifecycleControl } from './LifecycleControl.tsx'
import { useCheckedForm } from './useCheckedForm.ts'

/** Create (no campaign) or edit one campaign: name, description, audience and window. */
function CampaignForm({ campaign, reload }: { campaign?: Campaign; reload: () => void }) {
  const form = useCheckedForm(campaign ? 'updateCampaign' : 'createCampaign', reload, checkCampaign)
  const key = campaign ? `campaign-${campaign.id}` : 'campaign-new'
  const { problems } = form
  return (
    <form
      {...form.form}
      className="admin-form"
      aria-label={campaign ? `Edit ${campaign.name}` : 'New campaign'}
    >
      {campaign && <input type="hidden" name="id" value={String(campaign.id)} />}
      <Field id={`${key}-name`} name="name" label="Name" problems={problems}>
        {(p) => <input {...p} defaultValue={campaign?.name} />}
      </Field>
      <Field id={`${key}-description`} name="description" label="Description" problems={problems}>
        {(p) => <input {...p} defaultValue={campaign?.description ?? ''} />}
      </Field>
      <Field id={`${key}-starts`} name="starts_at" label="Starts (UTC)" problems={problems}>
        {(p) => <input {...p} type="datetime-local" defaultValue={fieldFromIso(campaign?.starts_at)} />}
      </Field>
      <Field id={`${key}-ends`} name="ends_at" label="Ends (UTC)" problems={problems}>
        {(p) => <input {...p} type="datetime-local" defaultValue={fieldFromIso(campaign?.ends_at)} />}
      </Field>
      <label htmlFor={`${key}-anonymous`}>
        <span>
          <input
            id={`${key}-anonymous`}
            type="checkbox"
            name="anonymous"
            defaultChecked={campaign?.anonymous}
          />{' '}
          Shown to visitors who are not signed in
        </span>
      </label>
      <Submit form={form}>{campaign ? 'Save campaign' : 'Create campaign'}</Submit>
      <Outcome form={form} />
    </form>
  )
}

export function CampaignsSection({
  campaigns,
  reload,
}: {
  campaigns: ReadonlyArray<Campaign>
  reload: () => void
}) {
  return (
    <section aria-labelledby="campaigns-heading">
      <h2 id="campaigns-heading">Campaigns</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Campaign</th>
            <th scope="col">Audience</th>
            <th scope="col">Window (UTC)</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((c) => (
            <tr key={String(c.id)} data-campaign={String(c.id)}>
              <td>
                <details>
                  <summary>{c.name}</summary>
                  <CampaignForm campaign={c} reload={reload} />
                </details>
              </td>
              <td data-label="Audience">{c.anonymous ? 'Everyone' : 'Signed in'}</td>
              <td data-label="Window (UTC)">
                {fieldFromIso(c.starts_at).replace('T', ' ')} – {fieldFromIso(c.ends_at).replace('T', ' ')}
              </td>
              {/* The control names the status itself ("Status: live"): no label above it on a phone. */}
              <td>
                <LifecycleControl
                  command="setCampaignStatus"
                  id={String(c.id)}
                  status={c.status}
                  name={c.name}
                  reload={reload}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>New campaign</h3>
      {/* A new form once the campaign exists, so the next one starts empty. */}
      <CampaignForm key={campaigns.length} reload={reload} />
    </section>
  )
}
