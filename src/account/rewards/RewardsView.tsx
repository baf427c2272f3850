import { day } from '../../views/dates.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import { CopyValue } from '../kit/CopyValue.tsx'
import type { AccountReadBinding } from '../kit/useAccountRead.ts'
import { CampaignTermsSection } from './Terms.tsx'
import type { CampaignRow } from './types.ts'

const activityText: Readonly<Record<string, string>> = {
  visit: 'Someone followed your link',
  sign_up: 'A new customer signed up',
  sign_in: 'An existing customer signed in (no reward)',
}
const date = (iso: string | undefined) => day(iso) ?? ''

function Campaign({ campaign, reload }: { campaign: CampaignRow; reload: () => void }) {
  return (
    <li className="account-page__card" data-campaign={campaign.id}>
      <h2 className="licence__title">{campaign.name}</h2>
      <p>Your referral link: share it with a friend; when they sign up through it, you earn a reward.</p>
      <p>
        <CopyValue value={campaign.link} what={`referral link for ${campaign.name}`}>
          <a href={campaign.link} data-field="link">
            {campaign.link}
          </a>
        </CopyValue>
      </p>
      {!campaign.eligible && (
        <p className="beta__needs">
          Your current licences do not earn rewards in this campaign; friends still get their offer.
        </p>
      )}
      <CampaignTermsSection campaign={campaign} reload={reload} />
      <h3>Activity</h3>
      {campaign.refereeActivity.length === 0 ? (
        <p className="account-page__empty">Nobody has used your link yet.</p>
      ) : (
        <ul className="rewards__activity" aria-label={`Activity for ${campaign.name}`}>
          {campaign.refereeActivity.map((a) => (
            <li
              key={`${a.activity}-${a.refereeUserId}-${a.at}`}
              data-activity={a.activity}
              data-referee={a.refereeUserId ?? ''}
            >
              {activityText[a.activity] ?? a.activity} {a.at && <time dateTime={a.at}>{date(a.at)}</time>}
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

/** /account/rewards: the customer's rewards, referral links and their referees' activity. */
export function RewardsView({ data }: { data: AccountReadBinding<'rewards'> }) {
  return (
    <AccountPage id="rewards" title="Rewards" wide read={data.read} state={data}>
      {(value) => (
        <>
          <section className="account-page__card" aria-labelledby="earned-heading">
            <h2 id="earned-heading" className="licence__title">
              Your rewards
            </h2>
            {value.rewards.length === 0 ? (
              <p className="account-page__empty">
                No rewards yet. Share a link below: a friend who signs up earns you one.
              </p>
            ) : (
              <ul className="rewards__list">
                {value.rewards.map((r) => (
                  <li key={r.id} data-reward={r.id}>
                    A reward voucher for a friend who signed up through your link
                    {r.at ? `, ${date(r.at)}` : ''}. Find it under <a href="/account/vouchers">Vouchers</a>.
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ul className="licences">
            {value.campaigns.map((c) => (
              <Campaign key={c.id} campaign={c} reload={data.reload} />
            ))}
          </ul>
        </>
      )}
    </AccountPage>
  )
}
