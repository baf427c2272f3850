import { ilokUserPattern, serialPattern } from '../../../models/accounts/licenceRules.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import type { MessageOverrides } from '../kit/messages.ts'
import { Problem } from '../kit/Notices.tsx'
import type { AccountSearch } from '../kit/search.ts'
import { useAccountCommand } from '../kit/useAccountCommand.ts'
import type { AccountReadBinding } from '../kit/useAccountRead.ts'
import type { LicenceRow, MachineRow } from './types.ts'

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

const date = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' }) : undefined

type Reload = () => void

function CommandNotice({ command, name }: { command: ReturnType<typeof useAccountCommand>; name: string }) {
  if (command.failure)
    return <Problem failure={command.failure} overrides={licenceMessages} onRetry={command.retry} />
  return command.done ? (
    <p className="account-page__notice" role="status">
      {done[name]}
    </p>
  ) : null
}

function Deauthorize({
  licence,
  machine,
  reload,
}: {
  licence: LicenceRow
  machine: MachineRow
  reload: Reload
}) {
  const command = useAccountCommand('deauthorizeMachine', reload)
  return (
    <form {...command.form} className="licence__inline-form">
      <input type="hidden" name="licenseId" value={licence.id} />
      <input type="hidden" name="hardwareId" value={machine.hardwareId} />
      <input type="hidden" name="machineName" value={machine.name} />
      <input type="hidden" name="appName" value={machine.appName ?? ''} />
      <input type="hidden" name="appVersion" value={machine.appVersion ?? ''} />
      <button
        type="submit"
        className="button button--ghost"
        disabled={!command.canSubmit}
        aria-busy={command.busy}
      >
        Deauthorize <span className="visually-hidden">{machine.name}</span>
      </button>
      <CommandNotice command={command} name="deauthorizeMachine" />
    </form>
  )
}

function IlokForm({ licence, reload }: { licence: LicenceRow; reload: Reload }) {
  const command = useAccountCommand('setIlokUser', reload)
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
      <button type="submit" className="button" disabled={!command.canSubmit} aria-busy={command.busy}>
        {licence.ilokUser ? 'Change iLok id' : 'Set iLok id'}
      </button>
      <CommandNotice command={command} name="setIlokUser" />
    </form>
  )
}

function Licence({ licence, reload }: { licence: LicenceRow; reload: Reload }) {
  const expires = date(licence.validTo)
  return (
    <li className="licence account-page__card" data-licence={licence.id}>
      <h2 className="licence__title">{licence.product}</h2>
      <dl className="account-page__details">
        <dt>Licence</dt>
        <dd>{licence.type}</dd>
        <dt>Term</dt>
        <dd data-field="term">{licence.term}</dd>
        {licence.subscriptionStatus && (
          <>
            <dt>Subscription</dt>
            <dd>{licence.subscriptionStatus}</dd>
          </>
        )}
        <dt>Expires</dt>
        <dd data-field="expires">
          {expires
            ? `${expires}${licence.expiresInDays !== undefined ? ` (in ${licence.expiresInDays} days)` : ''}`
            : 'Never'}
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
                {machine.activatedAt ? `, activated ${date(machine.activatedAt)}` : ''}
              </span>
              <Deauthorize licence={licence} machine={machine} reload={reload} />
            </li>
          ))}
        </ul>
      )}
      <IlokForm licence={licence} reload={reload} />
    </li>
  )
}

function RegisterForm({ reload }: { reload: Reload }) {
  const command = useAccountCommand('registerProduct', reload)
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
      <button type="submit" className="button" disabled={!command.canSubmit} aria-busy={command.busy}>
        Register
      </button>
      <CommandNotice command={command} name="registerProduct" />
    </form>
  )
}

/** /account/licences: every licence with its activations, and the three licence commands. */
export function LicencesView({
  data,
  search,
}: {
  data: AccountReadBinding<'licences'>
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
            <Licence key={licence.id} licence={licence} reload={data.reload} />
          ))}
        </ul>
      )}
    </AccountPage>
  )
}
