/**
 * What a licence unlocks (its product type, read on its own): the product's editions with the
 * customer's own first, and its upgrade paths (CardDetail.tsx, which arrives after hydration,
 * decision 271). When that read failed, the card says so and offers to try again; the rest of the card
 * and the screen stay as they are.
 */
import { messageFor } from '../kit/messages.ts'
import { CardDetail } from './lazyCardDetail.ts'
import type { LicenceRow } from './types.ts'

export function UnlocksDetails({ licence, reload }: { licence: LicenceRow; reload: () => void }) {
  const { unlocks } = licence
  if (!unlocks) return null
  if (!unlocks.ok)
    return (
      <p
        className="account-page__notice account-page__notice--problem"
        role="alert"
        data-unlocks-problem={licence.id}
      >
        We could not load what {licence.product} unlocks just now; your licence itself works as before.{' '}
        {messageFor(unlocks.failure)}{' '}
        <button type="button" className="button button--ghost" onClick={reload}>
          Try again
        </button>
      </p>
    )
  return (
    <details className="licence__help" data-unlocks={licence.id}>
      <summary>What your {licence.product} licence unlocks</summary>
      <CardDetail part="unlocks" unlocks={unlocks.value} />
    </details>
  )
}
