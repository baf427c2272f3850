import { useEffect, useRef } from 'react'
import { AccountPage } from '../kit/AccountPage.tsx'
import type { MessageOverrides } from '../kit/messages.ts'
import { Problem } from '../kit/Notices.tsx'
import type { AccountSearch } from '../kit/search.ts'
import type { AccountReadBinding } from '../kit/useAccountRead.ts'
import { passwordCodes, securityCodes } from './types.ts'
import type { useReauth } from './useReauth.ts'

export const securityMessages: MessageOverrides = {
  attempts: 'password',
  codes: securityCodes,
  statuses: { 409: securityCodes[1010] },
}

// The password step is where re-entry's attempt limit is met, so its refusal names password attempts.
const passwordMessages: MessageOverrides = { attempts: 'password', codes: passwordCodes }

const done: Readonly<Record<string, string>> = {
  changeEmail: 'Your email address is changed.',
  confirmPassword: 'Thank you, your password is confirmed. Please try again.',
}

type Reauth = ReturnType<typeof useReauth>

/** The password step of a sensitive action: shown when the service asks for the password again. */
function PasswordStep({ reauth, id }: { reauth: Reauth; id: string }) {
  const input = useRef<HTMLInputElement>(null)
  // The field that needs attention takes focus: when the step opens, and again after a wrong password.
  const failure = reauth.askingPassword ? reauth.failure : undefined
  useEffect(() => {
    if (reauth.askingPassword || failure) input.current?.focus()
  }, [reauth.askingPassword, failure])
  if (!reauth.askingPassword) return null
  return (
    <form {...reauth.passwordForm} className="security__password" aria-labelledby={`${id}-password-heading`}>
      <p id={`${id}-password-heading`} role="status">
        For your security, please enter your password to continue.
      </p>
      {reauth.failure && (
        <div id={`${id}-password-problem`}>
          <Problem failure={reauth.failure} overrides={passwordMessages} />
        </div>
      )}
      <label htmlFor={`${id}-password`}>Password</label>
      <input
        ref={input}
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        aria-describedby={reauth.failure ? `${id}-password-problem` : undefined}
      />
      <button type="submit" className="button" disabled={!reauth.canConfirm} aria-busy={reauth.busy}>
        {reauth.busy ? 'Checking your password…' : 'Confirm password'}
      </button>
      <button type="button" className="button button--ghost" onClick={reauth.dismiss}>
        Cancel
      </button>
    </form>
  )
}

/** The action's outcome, focused when it appears so it is read out and Tab goes on from it. */
function Outcome({ reauth, text }: { reauth: Reauth; text: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const shown = reauth.failed && reauth.failure ? 'failed' : reauth.done ? 'done' : undefined
  useEffect(() => {
    if (shown) ref.current?.focus()
  }, [shown])
  return shown ? (
    <div ref={ref} tabIndex={-1} className="account-page__outcome">
      <OutcomeText reauth={reauth} text={text} />
    </div>
  ) : null
}

function OutcomeText({ reauth, text }: { reauth: Reauth; text: string }) {
  const close = (
    <button type="button" className="button button--ghost" onClick={reauth.dismiss}>
      Close
    </button>
  )
  if (reauth.failed && reauth.failure) {
    return (
      <>
        <Problem failure={reauth.failure} overrides={securityMessages} onRetry={reauth.retry} />
        {close}
      </>
    )
  }
  return reauth.done ? (
    <>
      <p className="account-page__notice" role="status">
        {text}
      </p>
      {close}
    </>
  ) : null
}

function ChangeEmail({ email, reauth }: { email: string; reauth: Reauth }) {
  return (
    <section className="account-page__card security__section" aria-labelledby="email-heading">
      <h2 id="email-heading">Email address</h2>
      <p>
        You sign in with <strong data-field="email">{email}</strong>.
      </p>
      <form {...reauth.form} className="security__form">
        <label htmlFor="new-email">New email address</label>
        <input id="new-email" name="email" type="email" autoComplete="email" required maxLength={254} />
        <button type="submit" className="button" disabled={!reauth.canSubmit} aria-busy={reauth.busy}>
          {reauth.busy && !reauth.askingPassword ? 'Changing…' : 'Change email'}
        </button>
      </form>
      <PasswordStep reauth={reauth} id="email" />
      <Outcome reauth={reauth} text={done.changeEmail!} />
    </section>
  )
}

function DeleteAccount({ reauth }: { reauth: Reauth }) {
  return (
    <section className="account-page__card security__section" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete your account</h2>
      <p>
        This removes your account and signs you out everywhere. Your licences and downloads go with it. It
        cannot be undone.
      </p>
      <form {...reauth.form} className="security__form">
        <label htmlFor="delete-confirm">Type DELETE to confirm</label>
        <input
          id="delete-confirm"
          name="confirm"
          required
          pattern="[Dd][Ee][Ll][Ee][Tt][Ee]"
          autoComplete="off"
        />
        <button
          type="submit"
          className="button button--danger"
          disabled={!reauth.canSubmit}
          aria-busy={reauth.busy}
        >
          {reauth.busy && !reauth.askingPassword ? 'Deleting…' : 'Delete my account'}
        </button>
      </form>
      <PasswordStep reauth={reauth} id="delete" />
      <Outcome reauth={reauth} text="Your account is deleted." />
    </section>
  )
}

function SignOutEverywhere() {
  return (
    <section className="account-page__card security__section" aria-labelledby="everywhere-heading">
      <h2 id="everywhere-heading">Sign out and end your sign-in</h2>
      <p>
        Signs you out here and ends your sign-in on our sign-in pages, so the next sign-in on any browser asks
        for your password. Browsers and apps that are already signed in stay signed in until their session
        runs out: we cannot end those from here.
      </p>
      <form action="/api/account/security/sign-out-everywhere" method="post">
        <button type="submit" className="button button--ghost">
          Sign out and end my sign-in
        </button>
      </form>
    </section>
  )
}

/** /account/security: change the email address and delete the account (both behind password re-entry). */
export function SecurityView({
  data,
  changeEmail,
  deletion,
  search,
}: {
  data: AccountReadBinding<'security'>
  changeEmail: Reauth
  deletion: Reauth
  search: AccountSearch
}) {
  return (
    <AccountPage
      id="security"
      title="Security"
      wide
      read={data.read}
      state={data}
      notices={{ search, done }}
      overrides={securityMessages}
      after={
        <>
          <SignOutEverywhere />
          <DeleteAccount reauth={deletion} />
        </>
      }
    >
      {(value) => <ChangeEmail email={value.email} reauth={changeEmail} />}
    </AccountPage>
  )
}
