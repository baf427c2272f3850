import { ilokUserPattern, serialPattern } from '../../../models/accounts/licenceRules.ts'
import { day } from '../../views/dates.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import { Confirm } from '../kit/Confirm.tsx'
import { CopyValue } from '../kit/CopyValue.tsx'
import type { MessageOverrides } from '../kit/messages.ts'
import { SubmitButton } from '../kit/SubmitButton.tsx'
import type { AccountSearch } from '../kit/search.ts'
import { useAccountCommand } from '../kit/useAccountCommand.ts'
import type { AccountReadBinding } from '../kit/useAccountRead.ts'
import { CardDetail } from './lazyCardDetail.ts'
import { termName } from './terms.ts'
import type { LicenceRow, MachineRow } from './types.ts'
import { UnlocksDetails } from './Unlocks.tsx'

/** How this screen words the catalogue codes its calls can return. */
export const licenceMessages: MessageOverrides = {
  codes: {
    1004: 'We do not know that product. Please check the serial number.',
    2012: 'That does not look right. Serial numbers and iLok user ids use letters, digits and dashes.',
    2013: 'Please fill in the field first.',
  },
  statuses: {
    404: 'We could not find that serial number, licence or machine.',
    409: 'That serial number is already registered.',
  },
}

const done: Readonly<Record<string, string>> = {
  registerProduct: 'Your product is registered.',
  setIlokUser: 'Your iLok user id is saved.',
  deauthorizeMachine: 'The machine is deauthorized.',
}

type Reload = () => void

function Deauthorize({
  licence,
  machine,
  reload,
  asked,
}: {
  licence: LicenceRow
  machine: MachineRow
  reload: Reload
  asked: string | undefined
}) {
  const command = useAccountCommand('deauthorizeMachine', reload, {
    done: () => `${machine.name} is deauthorized: ${licence.product} no longer runs on it.`,
    overrides: licenceMessages,
  })
  return (
    <Confirm
      confirmKey={`machine-${machine.hardwareId}`}
      asked={asked}
      here="/account/licences"
      command={command}
      label={
        <>
          Deauthorize <span className="visually-hidden">{machine.name}</span>
        </>
      }
      question={`Deauthorize ${machine.name}? ${licence.product} stops running on it until you activate it there again; it frees one of your activations.`}
      yes={`Yes, deauthorize ${machine.name}`}
      pending="Deauthorizing…"
      keep="Keep it authorized"
      fields={
        <>
          <input type="hidden" name="licenseId" value={licence.id} />
          <input type="hidden" name="hardwareId" value={machine.hardwareId} />
          <input type="hidden" name="machineName" value={machine.name} />
          <input type="hidden" name="appName" value={machine.appName ?? ''} />
          <input type="hidden" name="appVersion" value={machine.appVersion ?? ''} />
        </>
      }
    />
  )
}

function IlokForm({ licence, reload }: { licence: LicenceRow; reload: Reload }) {
  const command = useAccountCommand('setIlokUser', reload, {
    done: (input) =>
      `Your iLok user id for ${licence.product} is now ${String(input.get('ilokUserId') ?? '')}.`,
    overrides: licenceMessages,
  })
  const id = `ilok-${licence.id}`
  if (!licence.productId) return null
  return (
    <form {...command.form} className="licence__form">
      <input type="hidden" name="productId" value={licence.productId} />
      <label htmlFor={id}>iLok user id</label>
      <input
        id={id}
        name="ilokUserId"
        defaultValue={licence.ilokUser ?? ''}
        required
        pattern={ilokUserPattern.source.replace(/^\^|\$$/g, '')}
        autoComplete="off"
      />
      <SubmitButton command={command} pending="Saving…">
        {licence.ilokUser ? 'Change iLok id' : 'Set iLok id'}
      </SubmitButton>
    </form>
  )
}

/**
 * What the licence's date means: a running subscription renews then, a trial or a cancelled
 * subscription ends then, a licence for a time expires then ("Expires in 20 days" read as a loss for a
 * subscription that simply renews).
 */
function endLabel(licence: LicenceRow): string {
  if (!licence.validTo) return 'Valid'
  if (licence.term === 'subscription')
    return /cancel|expired/i.test(licence.subscriptionStatus ?? '') ? 'Ends on' : 'Renews on'
  if (licence.term === 'trial') return 'Trial ends on'
  return 'Expires on'
}

function Licence({ licence, reload, asked }: { licence: LicenceRow; reload: Reload; asked?: string }) {
  const expires = day(licence.validTo)
  return (
    <li className="licence account-page__card" data-licence={licence.id}>
      <h2 className="licence__title">{licence.product}</h2>
      <dl className="account-page__details">
        <dt>Licence</dt>
        <dd>{licence.type}</dd>
        <dt>Term</dt>
        <dd data-field="term">{termName(licence.term)}</dd>
        <dt>Serial number</dt>
        <dd>
          {licence.serial ? (
            <CopyValue value={licence.serial} what={`serial number of ${licence.product}`} field="serial" />
          ) : (
            <span data-field="serial">None needed: sign in to activate</span>
          )}
        </dd>
        {licence.subscriptionStatus && (
          <>
            <dt>Subscription</dt>
            <dd>{licence.subscriptionStatus}</dd>
          </>
        )}
        <dt>{endLabel(licence)}</dt>
        <dd data-field="expires">
          {expires
            ? `${expires}${licence.expiresInDays !== undefined && licence.expiresInDays >= 0 ? ` (in ${licence.expiresInDays} days)` : ''}`
            : 'No end date'}
        </dd>
        <dt>iLok user</dt>
        <dd data-field="ilok">{licence.ilokUser ?? 'Not set'}</dd>
        <dt>Activations</dt>
        <dd data-field="activations">
          {licence.activations.length}
          {licence.activationLimit !== undefined ? ` of ${licence.activationLimit}` : ''}
        </dd>
      </dl>
      {licence.activations.length > 0 && (
        <ul className="licence__machines" aria-label={`Machines using ${licence.product}`}>
          {licence.activations.map((machine) => (
            <li key={machine.hardwareId} data-machine={machine.hardwareId}>
              <span>
                {machine.name}
                {machine.activatedAt ? `, activated ${day(machine.activatedAt)}` : ''}
              </span>
              <Deauthorize licence={licence} machine={machine} reload={reload} asked={asked} />
            </li>
          ))}
        </ul>
      )}
      <CardDetail part="keepTrial" licence={licence} />
      <UnlocksDetails licence={licence} reload={reload} />
      <details className="licence__help" data-help={licence.id}>
        <summary>How to activate {licence.product}</summary>
        <CardDetail part="activation" licence={licence} />
      </details>
      <IlokForm licence={licence} reload={reload} />
    </li>
  )
}

function RegisterForm({ reload }: { reload: Reload }) {
  const command = useAccountCommand('registerProduct', reload, {
    done: (input) =>
      `Serial number ${String(input.get('serial') ?? '').trim()} is registered: its licence is in your list.`,
    overrides: licenceMessages,
  })
  return (
    <form {...command.form} className="licence__form account-page__card" aria-labelledby="register-heading">
      <h2 id="register-heading">Register a product</h2>
      <label htmlFor="serial">Serial number</label>
      <input
        id="serial"
        name="serial"
        required
        pattern={serialPattern.source.replace(/^\^|\$$/g, '')}
        autoComplete="off"
        spellCheck={false}
      />
      <SubmitButton command={command} pending="Registering…">
        Register
      </SubmitButton>
    </form>
  )
}

/** /account/licences: every licence with its activations, and the three licence commands. */
export function LicencesView({
  data,
  search,
}: {
  data: AccountReadBinding<'licenceCards'>
  search: AccountSearch
}) {
  return (
    <AccountPage
      id="licences"
      title="Your licences"
      wide
      read={data.read}
      state={data}
      notices={{ search, done }}
      overrides={licenceMessages}
      empty={{
        when: (value) => value.licences.length === 0,
        name: 'licences',
        text: 'You have no licences yet. Register a product with its serial number below, or start a free trial.',
      }}
      after={<RegisterForm reload={data.reload} />}
    >
      {(value) => (
        <ul className="licences">
          {value.licences.map((licence) => (
            <Licence key={licence.id} licence={licence} reload={data.reload} asked={search.confirm} />
          ))}
        </ul>
      )}
    </AccountPage>
  )
}
