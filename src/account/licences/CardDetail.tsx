/**
 * The parts of a licence card that only show facts, with nothing to press but links: how to activate
 * it, how to keep a trial, and what it unlocks. They hydrate once this chunk arrives, after the screen
 * has (decision 271): the server's HTML stays as it is meanwhile, as a content page's blocks do
 * (decision 032). lazyCardDetail.ts loads them; a client-side visit to the screen waits for them.
 */
import { pricingPage } from '../../../models/accounts/overview.ts'
import type { Edition, Unlocks } from '../../../models/accounts/unlocks.ts'
import { activationSteps } from './activation.ts'
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

/** A trial's card says how to keep the product: its plans, where the customer can buy it. */
function KeepTrial({ licence }: { licence: LicenceRow }) {
  const plans = licence.term === 'trial' ? pricingPage(licence.product) : undefined
  if (!plans) return null
  return (
    <p className="licence__keep">
      To keep {licence.product} and your projects after the trial,{' '}
      <a href={plans} data-keep={licence.id}>
        choose a {licence.product} plan
      </a>
      .
    </p>
  )
}

function ActivationSteps({ licence }: { licence: LicenceRow }) {
  return (
    <ol>
      {activationSteps(licence).map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  )
}

export type CardDetailProps =
  | { readonly part: 'activation' | 'keepTrial'; readonly licence: LicenceRow }
  | { readonly part: 'unlocks'; readonly unlocks: Unlocks }

export default function CardDetail(props: CardDetailProps) {
  if (props.part === 'unlocks') return <UnlocksBody unlocks={props.unlocks} />
  return props.part === 'activation' ? (
    <ActivationSteps licence={props.licence} />
  ) : (
    <KeepTrial licence={props.licence} />
  )
}
