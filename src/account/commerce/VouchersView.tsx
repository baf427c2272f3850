/**
 * /account/vouchers: the customer's vouchers and a code field, both redeemed through
 * `voucherRedeemMachine`: each refusal is worded with its next step, and a double click redeems once.
 */
import { useEffect, useRef } from 'react'
import { checkValue, voucherInputPattern, voucherPattern } from '../../../models/accounts/ecomRules.ts'
import { signInHref } from '../../identity/signInHref.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import { messageFor } from '../kit/messages.ts'
import { Problem } from '../kit/Notices.tsx'
import { commandAction } from '../kit/post.ts'
import type { AccountSearch } from '../kit/search.ts'
import type { AccountReadBinding } from '../kit/useAccountRead.ts'
import { readyMark } from '../kit/useLazyActor.ts'
import { day } from './format.ts'
import type { VoucherRow } from './types.ts'
import type { VoucherFlow as Flow } from './voucherFlow.ts'
import { voucherMessages } from './voucherMessages.ts'

const noScriptDone = { assignVoucher: 'The voucher is added to your account.' }

function Dismiss({ flow, label }: { flow: Flow; label: string }) {
  return (
    <button type="button" className="button button--ghost" onClick={flow.dismiss}>
      {label}
    </button>
  )
}

/** The flow's outcome, focused when a new one appears so it is read out and Tab goes on from it. */
function Outcome({ flow }: { flow: Flow }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (flow.outcome) ref.current?.focus()
  }, [flow.outcome])
  return flow.outcome ? (
    <div ref={ref} tabIndex={-1} className="account-page__outcome">
      <OutcomeText flow={flow} />
    </div>
  ) : null
}

function OutcomeText({ flow }: { flow: Flow }) {
  if (flow.done)
    return (
      <p className="account-page__notice" role="status" data-outcome="redeemed">
        {flow.voucher?.title ?? 'Your voucher'} is redeemed. <a href="/account/orders">See your orders</a>{' '}
        <Dismiss flow={flow} label="OK" />
      </p>
    )
  if (flow.assigned && flow.voucher?.redeemable === false)
    return (
      <div className="account-page__notice" role="status" data-outcome="assigned">
        {flow.voucher.title} is in your account, but it cannot be redeemed:{' '}
        {flow.voucher.expired
          ? 'it has expired.'
          : flow.voucher.redeemed
            ? 'it is already redeemed.'
            : 'it is not redeemable yet.'}{' '}
        <Dismiss flow={flow} label="OK" />
      </div>
    )
  if (flow.assigned)
    return (
      <div className="account-page__notice" role="status" data-outcome="assigned">
        {flow.voucher?.title ?? 'The voucher'} is added to your account.{' '}
        <button type="button" className="button" onClick={flow.redeem} disabled={!flow.canRedeem}>
          {flow.busy ? 'Redeeming…' : 'Redeem it now'}
        </button>{' '}
        <Dismiss flow={flow} label="Not now" />
      </div>
    )
  if (flow.refused && flow.failure)
    return (
      <div className="account-page__notice account-page__notice--problem" role="alert" data-outcome="refused">
        {messageFor(flow.failure, voucherMessages)}{' '}
        {flow.signIn && <a href={signInHref('/account/vouchers')}>Sign in again</a>}{' '}
        <Dismiss flow={flow} label="OK" />
      </div>
    )
  if (flow.failed && flow.failure)
    return (
      <div data-outcome="failed">
        <Problem failure={flow.failure} overrides={voucherMessages} onRetry={flow.retry} />
        <Dismiss flow={flow} label="Cancel" />
      </div>
    )
  return null
}

function start(flow: Flow, then: () => void) {
  if (!flow.canSubmit) flow.dismiss()
  then()
}

/** The voucher's real state before any click: redeemed, expired, ready, or not (yet) redeemable. */
function statusOf(voucher: VoucherRow): string {
  if (voucher.redeemedAt) return `Redeemed on ${day(voucher.redeemedAt)}`
  if (voucher.expired) return 'Expired: it can no longer be redeemed'
  return voucher.redeemable ? 'Ready to redeem' : 'Not redeemable yet'
}

function Voucher({ voucher, flow }: { voucher: VoucherRow; flow: Flow }) {
  const redeeming = flow.busy && flow.voucher?.id === voucher.id
  return (
    <li className="account-page__card" data-voucher={voucher.id}>
      <h2>{voucher.title}</h2>
      {voucher.description && <p>{voucher.description}</p>}
      <dl className="account-page__details">
        <dt>Code</dt>
        <dd>{voucher.id}</dd>
        <dt>Status</dt>
        <dd data-field="status">{statusOf(voucher)}</dd>
        {voucher.expiresAt && !voucher.redeemedAt && (
          <>
            <dt>{voucher.expired ? 'Expired' : 'Expires'}</dt>
            <dd>{day(voucher.expiresAt)}</dd>
          </>
        )}
      </dl>
      {!voucher.redeemedAt && !voucher.expired && voucher.redeemable && (
        <button
          type="button"
          className="button"
          disabled={flow.busy}
          onClick={() => start(flow, () => flow.choose({ id: voucher.id, title: voucher.title }))}
        >
          {redeeming ? 'Redeeming…' : 'Redeem'} <span className="visually-hidden">{voucher.title}</span>
        </button>
      )}
    </li>
  )
}

export function VouchersView({
  data,
  flow,
  search,
}: {
  data: AccountReadBinding<'vouchers'>
  flow: Flow
  search: AccountSearch
}) {
  return (
    <AccountPage
      id="vouchers"
      title="Your vouchers"
      wide
      read={data.read}
      state={{ ...data, busy: data.busy || flow.busy }}
      notices={{ search, done: noScriptDone }}
      overrides={voucherMessages}
      before={
        <>
          <Outcome flow={flow} />
          <form
            className="account-page__card licence__form"
            aria-labelledby="code-heading"
            action={commandAction('assignVoucher')}
            method="post"
            {...readyMark(flow.ready)}
            onSubmit={(event) => {
              // Until the machine runs, the form posts the code (the page says what happened).
              if (!flow.ready) return
              event.preventDefault()
              const code = String(new FormData(event.currentTarget).get('code') ?? '').trim()
              if (checkValue(code, voucherPattern)) return
              start(flow, () => flow.enter(code))
            }}
          >
            <h2 id="code-heading">Enter a voucher code</h2>
            <label htmlFor="voucher-code">Voucher code</label>
            <input
              id="voucher-code"
              name="code"
              required
              pattern={voucherInputPattern}
              autoComplete="off"
              spellCheck={false}
            />
            <button type="submit" className="button" disabled={flow.busy} aria-busy={flow.busy}>
              {flow.busy && !flow.voucher ? 'Adding…' : 'Add voucher'}
            </button>
          </form>
        </>
      }
      empty={{
        when: (value) => value.vouchers.length === 0,
        name: 'vouchers',
        text: 'You have no vouchers yet. Enter a code above to add one.',
      }}
    >
      {(value) => (
        <ul className="commerce__list">
          {value.vouchers.map((v) => (
            <Voucher key={v.id} voucher={v} flow={flow} />
          ))}
        </ul>
      )}
    </AccountPage>
  )
}
