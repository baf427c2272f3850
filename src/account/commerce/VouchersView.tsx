/**
 * /account/vouchers: the customer's vouchers and a code field, both redeemed through
 * `voucherRedeemMachine`: each refusal is worded with its next step, and a double click redeems once.
 */
import { checkValue, voucherInputPattern, voucherPattern } from '../../../models/accounts/ecomRules.ts'
import { messageFor } from '../messages.ts'
import { Problem, ReturnNotice } from '../Notices.tsx'
import { useAccountRead } from '../useAccountRead.ts'
import { day } from './format.ts'
import { voucherMessages } from './messages.ts'
import type { CommerceSearch } from './search.ts'
import type { VoucherRow, VouchersRead } from './types.ts'
import { useVoucherRedeem } from './useCommerceFlows.ts'

type Flow = ReturnType<typeof useVoucherRedeem>

const noScriptDone = { assignVoucher: 'The voucher is added to your account.' }

function Dismiss({ flow, label }: { flow: Flow; label: string }) {
  return (
    <button type="button" className="button button--ghost" onClick={flow.dismiss}>
      {label}
    </button>
  )
}

function Outcome({ flow }: { flow: Flow }) {
  if (flow.done)
    return (
      <p className="account-page__notice" role="status" data-outcome="redeemed">
        {flow.voucher?.title ?? 'Your voucher'} is redeemed. <a href="/account/orders">See your orders</a>{' '}
        <Dismiss flow={flow} label="OK" />
      </p>
    )
  if (flow.assigned)
    return (
      <div className="account-page__notice" role="status" data-outcome="assigned">
        {flow.voucher?.title ?? 'The voucher'} is added to your account.{' '}
        <button type="button" className="button" onClick={flow.redeem} disabled={!flow.canRedeem}>
          Redeem it now
        </button>{' '}
        <Dismiss flow={flow} label="Not now" />
      </div>
    )
  if (flow.refused && flow.failure)
    return (
      <div className="account-page__notice account-page__notice--problem" role="alert" data-outcome="refused">
        {messageFor(flow.failure, voucherMessages)}{' '}
        {flow.signIn && <a href="/auth/sign-in?return=%2Faccount%2Fvouchers">Sign in again</a>}{' '}
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

function Voucher({ voucher, flow }: { voucher: VoucherRow; flow: Flow }) {
  return (
    <li className="account-page__card" data-voucher={voucher.id}>
      <h2>{voucher.title}</h2>
      {voucher.description && <p>{voucher.description}</p>}
      <dl className="account-page__details">
        <dt>Code</dt>
        <dd>{voucher.id}</dd>
        <dt>Status</dt>
        <dd data-field="status">
          {voucher.redeemedAt
            ? `Redeemed ${day(voucher.redeemedAt)}`
            : voucher.redeemable
              ? 'Ready to redeem'
              : 'Not redeemable now'}
        </dd>
        {voucher.expiresAt && (
          <>
            <dt>Expires</dt>
            <dd>{day(voucher.expiresAt)}</dd>
          </>
        )}
      </dl>
      {!voucher.redeemedAt && (
        <button
          type="button"
          className="button"
          disabled={flow.busy}
          onClick={() => start(flow, () => flow.choose({ id: voucher.id, title: voucher.title }))}
        >
          Redeem <span className="visually-hidden">{voucher.title}</span>
        </button>
      )}
    </li>
  )
}

export function VouchersView({ initial, search }: { initial: VouchersRead; search: CommerceSearch }) {
  const data = useAccountRead('vouchers', initial)
  const flow = useVoucherRedeem(data.reload)
  const { read } = data
  return (
    <section
      className="account-page account-page--wide"
      aria-labelledby="vouchers-heading"
      aria-busy={data.busy || flow.busy}
    >
      <h1 id="vouchers-heading">Your vouchers</h1>
      <ReturnNotice search={search} done={noScriptDone} overrides={voucherMessages} />
      <Outcome flow={flow} />
      <form
        className="account-page__card licence__form"
        aria-labelledby="code-heading"
        action="/api/account/command/assignVoucher"
        method="post"
        onSubmit={(event) => {
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
          Add voucher
        </button>
      </form>
      {data.failed && <Problem failure={{ _tag: 'NetworkError' }} onRetry={data.retry} />}
      {read.status === 'signedIn' && !read.ok && <Problem failure={read.failure} onRetry={data.reload} />}
      {read.status === 'signedIn' && read.ok && read.value.vouchers.length === 0 && (
        <p className="account-page__empty" data-empty="vouchers">
          You have no vouchers yet. Enter a code above to add one.
        </p>
      )}
      {read.status === 'signedIn' && read.ok && read.value.vouchers.length > 0 && (
        <ul className="commerce__list">
          {read.value.vouchers.map((v) => (
            <Voucher key={v.id} voucher={v} flow={flow} />
          ))}
        </ul>
      )}
    </section>
  )
}
