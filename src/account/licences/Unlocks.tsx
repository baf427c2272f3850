/**
 * What a licence unlocks (its product type, read on its own): the product's editions with the
 * customer's own first, and its upgrade paths. When that read failed, the card says so and offers to
 * try again; the rest of the card and the screen stay as they are.
 */
import { pricingPage } from '../../../models/accounts/overview.ts'
import type { Edition, Unlocks } from '../../../models/accounts/unlocks.ts'
import { messageFor } from '../kit/messages.ts'
import { editionLabel } from './terms.ts'
import type { LicenceRow } from './types.ts'

/** "Studio, Sample and Hex FX". */
const listed = (names: ReadonlyArray<string>) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

function EditionItem({ edition }: { edition: Edition }) {
  const licences = edition.count > 1 ? `, ${edition.count} licences` : ''
  return (
    <li data-edition={edition.yours ? 'yours' : 'other'}>
      {editionLabel(edition)}
      {licences}
      {edition.yours && <strong>: your licence</strong>}
    </li>
  )
}

function Upgrade({ name }: { name: string }) {
  const plans = pricingPage(name)
  return plans ? <a href={plans}>{name}</a> : <span>{name}</span>
}

function UnlocksBody({ unlocks }: { unlocks: Unlocks }) {
  const { product, editions, upgradeTo, upgradeFrom } = unlocks
  return (
    <>
      {editions.length > 0 && (
        <>
          <p>{product} comes as:</p>
          <ul>
            {editions.map((edition) => (
              <EditionItem key={`${edition.name}-${edition.term}`} edition={edition} />
            ))}
          </ul>
        </>
      )}
      {upgradeTo.length > 0 && (
        <p data-field="upgrade-to">
          Want more? {product} upgrades to{' '}
          {upgradeTo.map((name, i) => (
            <span key={name}>
              {i > 0 && (i === upgradeTo.length - 1 ? ' and ' : ', ')}
              <Upgrade name={name} />
            </span>
          ))}
          .
        </p>
      )}
      {upgradeFrom.length > 0 && (
        <p data-field="upgrade-from">
          {listed(upgradeFrom)} {upgradeFrom.length > 1 ? 'upgrade' : 'upgrades'} to {product}.
        </p>
      )}
      {editions.length === 0 && upgradeTo.length === 0 && upgradeFrom.length === 0 && (
        <p>{product} has no other editions or upgrades.</p>
      )}
    </>
  )
}

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
      <UnlocksBody unlocks={unlocks.value} />
    </details>
  )
}
