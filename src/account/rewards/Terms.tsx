/**
 * A referral campaign's terms in its card (read on its own): the steps, which one earns the reward,
 * both sides' incentives, who counts as a new customer, and the end date. When that read failed, the
 * card says so and offers to try again; the link and the activity stay.
 */
import type { CampaignTerms } from '../../../models/accounts/campaignTerms.ts'
import { day } from '../../views/dates.ts'
import { messageFor } from '../kit/messages.ts'
import type { CampaignRow } from './types.ts'

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function TermsBody({ terms }: { terms: CampaignTerms }) {
  const ends = day(terms.endsAt)
  return (
    <>
      {terms.steps.length > 0 && (
        <ol className="rewards__steps">
          {terms.steps.map((step) => (
            <li key={step.text} data-rewards={step.rewards ? 'yes' : 'no'}>
              {step.text}
              {step.rewards && <strong>: this earns your reward</strong>}
            </li>
          ))}
        </ol>
      )}
      <dl className="account-page__details">
        {terms.reward && (
          <>
            <dt>You earn</dt>
            <dd data-field="reward">{terms.reward}</dd>
          </>
        )}
        {terms.friendOffer && (
          <>
            <dt>Your friend gets</dt>
            <dd data-field="friend-offer">{terms.friendOffer}</dd>
          </>
        )}
        {terms.whoCounts && (
          <>
            <dt>Who counts</dt>
            <dd data-field="who-counts">{capitalized(terms.whoCounts)}</dd>
          </>
        )}
        <dt>Ends</dt>
        <dd data-field="ends">{ends ? `On ${ends}` : 'No end date is set'}</dd>
      </dl>
    </>
  )
}

export function CampaignTermsSection({ campaign, reload }: { campaign: CampaignRow; reload: () => void }) {
  const { terms } = campaign
  if (!terms) return null
  // A plain block, not a named region: every campaign's would be called "How it works".
  return (
    <div data-terms={campaign.id}>
      <h3>How it works</h3>
      {terms.ok ? (
        <TermsBody terms={terms.value} />
      ) : (
        <p className="account-page__notice account-page__notice--problem" role="alert" data-terms-problem>
          We could not load the rules of {campaign.name} just now; your link still works.{' '}
          {messageFor(terms.failure)}{' '}
          <button type="button" className="button button--ghost" onClick={reload}>
            Try again
          </button>
        </p>
      )}
    </div>
  )
}
