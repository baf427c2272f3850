import { AccountPage } from '../kit/AccountPage.tsx'
import { Confirm } from '../kit/Confirm.tsx'
import type { MessageOverrides } from '../kit/messages.ts'
import { SubmitButton } from '../kit/SubmitButton.tsx'
import type { AccountSearch } from '../kit/search.ts'
import { useAccountCommand } from '../kit/useAccountCommand.ts'
import type { AccountReadBinding } from '../kit/useAccountRead.ts'
import type { BetaRow, BetasScreen } from './types.ts'

export const betasMessages: MessageOverrides = {
  codes: {
    1004: 'That beta program or promotion is not open.',
    2000: 'You do not qualify for this with the licences you hold.',
    2012: 'Promotion names use lower-case letters, digits and dashes.',
    2013: 'Please fill in the field first.',
  },
  statuses: {
    403: 'You do not qualify for this with the licences you hold.',
    404: 'You are not a member of that beta.',
  },
}

const done: Readonly<Record<string, string>> = {
  joinBeta: 'You joined the beta.',
  leaveBeta: 'You left the beta.',
  validateBetas: 'Your beta memberships are checked against your licences.',
  claimPartnerCode: 'Your promotion code is ready.',
}

function Program({
  program,
  reload,
  asked,
}: {
  program: BetaRow
  reload: () => void
  asked: string | undefined
}) {
  const name = program.joined ? 'leaveBeta' : 'joinBeta'
  const command = useAccountCommand(name, reload, {
    done: () =>
      program.joined
        ? `You left the ${program.name} beta. You can join it again while it is open.`
        : `You joined the ${program.name} beta. Its download is on this page.`,
    overrides: betasMessages,
  })
  const field = <input type="hidden" name="betaProgramId" value={program.id} />
  return (
    <li className="account-page__card beta" data-beta={program.id} data-joined={program.joined}>
      <h2 className="licence__title">{program.name}</h2>
      {program.joined && program.downloadUrl && (
        <p>
          <a href={program.downloadUrl} className="button">
            Download {program.name}
          </a>
        </p>
      )}
      {program.banned && (
        <p className="account-page__notice account-page__notice--problem">This beta is closed to you.</p>
      )}
      {!program.joined && program.needs && (
        <p className="beta__needs" data-field="needs">
          You cannot join yet: this beta is open to holders of {program.needs.join(' or ')}.
        </p>
      )}
      {program.joined && !program.banned && (
        <Confirm
          confirmKey={`beta-${program.id}`}
          asked={asked}
          here="/account/betas"
          command={command}
          label={
            <>
              Leave <span className="visually-hidden">{program.name}</span>
            </>
          }
          question={`Leave the ${program.name} beta? Its download goes from this page, and you stop getting its test builds.`}
          yes={`Yes, leave ${program.name}`}
          pending="Leaving…"
          keep="Stay in the beta"
          fields={field}
        />
      )}
      {!program.joined && !program.needs && !program.banned && (
        <form {...command.form}>
          {field}
          <SubmitButton command={command} pending="Joining…">
            Join <span className="visually-hidden">{program.name}</span>
          </SubmitButton>
        </form>
      )}
    </li>
  )
}

function Promotions({ promotions, reload }: { promotions: BetasScreen['promotions']; reload: () => void }) {
  const claim = useAccountCommand('claimPartnerCode', reload, {
    done: (input) =>
      `Your code for ${String(input.get('promotionName') ?? '').trim()} is ready: it is listed under Partner promotions.`,
    overrides: betasMessages,
  })
  return (
    <section className="account-page__card" aria-labelledby="promotions-heading">
      <h2 id="promotions-heading">Partner promotions</h2>
      {promotions.length === 0 ? (
        <p className="account-page__empty">You have no promotion codes yet.</p>
      ) : (
        <dl className="account-page__details">
          {promotions.map((p) => (
            <div key={p.code} className="account-page__details-row">
              <dt>{p.name}</dt>
              <dd data-code={p.code}>
                <code>{p.code}</code>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <form {...claim.form} className="licence__form">
        <label htmlFor="promotion-name">Promotion name</label>
        <input
          id="promotion-name"
          name="promotionName"
          required
          pattern="[a-z0-9][a-z0-9\-]{1,63}"
          autoComplete="off"
        />
        <SubmitButton command={claim} pending="Getting your code…">
          Get my code
        </SubmitButton>
      </form>
    </section>
  )
}

/** /account/betas: open beta programs (join, leave, re-check, download) and partner promotion codes. */
export function BetasView({ data, search }: { data: AccountReadBinding<'betas'>; search: AccountSearch }) {
  const validate = useAccountCommand('validateBetas', data.reload, {
    done: () => done.validateBetas,
    overrides: betasMessages,
  })
  return (
    <AccountPage
      id="betas"
      title="Betas and promotions"
      wide
      read={data.read}
      state={data}
      notices={{ search, done }}
      overrides={betasMessages}
    >
      {(value) => (
        <>
          {value.programs.length === 0 ? (
            <p className="account-page__empty">There are no open beta programs right now.</p>
          ) : (
            <ul className="licences">
              {value.programs.map((p) => (
                <Program
                  key={`${p.id}-${p.joined}`}
                  program={p}
                  reload={data.reload}
                  asked={search.confirm}
                />
              ))}
            </ul>
          )}
          <form {...validate.form} className="beta__validate">
            <SubmitButton command={validate} pending="Checking…" className="button button--ghost">
              Check my memberships again
            </SubmitButton>
          </form>
          <Promotions promotions={value.promotions} reload={data.reload} />
        </>
      )}
    </AccountPage>
  )
}
