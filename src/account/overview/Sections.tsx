import type { LicenceState, NextBill } from '../../../models/accounts/overview.ts'
import type { AccountResult } from '../../../models/accounts/result.ts'
import { day } from '../../views/dates.ts'
import { money } from '../commerce/format.ts'
import { dateTime, platformNames, productName } from '../downloads/format.ts'
import { type InstallerDownloadRow, installerAction } from '../downloads/types.ts'
import { Part } from './Part.tsx'
import type { OverviewProduct, Recommendation } from './types.ts'

const inDays = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`)

/** A licence's state in words: no raw terms ("subscription", "permanent"). */
function stateText(state: LicenceState): string {
  switch (state.kind) {
    case 'lifetime':
      return 'Yours for good'
    case 'renews':
      return state.on ? `Renews on ${day(state.on)}` : 'Renews automatically'
    case 'paymentDue':
      return 'Waiting for a payment that did not go through'
    case 'ends':
      return `Ends ${inDays(state.daysLeft)}, on ${day(state.on)}`
    case 'ended':
      return `Ended on ${day(state.on)}`
  }
}

export function Products({ result }: { result: AccountResult<ReadonlyArray<OverviewProduct>> }) {
  return (
    <Part
      id="products"
      title="Your products"
      result={result}
      more={<a href="/account/licences">Licences, serial numbers and machines</a>}
    >
      {(products) =>
        products.length === 0 ? (
          <p data-empty="products">
            You have no products yet. Try one free for 30 days from its page, for example{' '}
            <a href="/studio/free-trial">Pulsewave Studio</a>, or register a serial number under{' '}
            <a href="/account/licences">Licences</a>.
          </p>
        ) : (
          <ul className="overview__list">
            {products.map((p) => (
              <li key={p.id} data-product={p.id}>
                <span className="overview__name">
                  {p.page ? <a href={p.page}>{p.product}</a> : p.product}
                </span>
                <span className="overview__meta">
                  {p.licence} · <span data-field="state">{stateText(p.state)}</span>
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </Part>
  )
}

function billText(bill: NextBill): string {
  const card = bill.card ? ` from your ${bill.card}` : ''
  if (bill.overdue) return `${money(bill.amount)} is overdue since ${day(bill.date)}${card}.`
  return `${money(bill.amount)} on ${day(bill.date)}${card}.`
}

export function Billing({ result }: { result: AccountResult<{ readonly next: NextBill | undefined }> }) {
  return (
    <Part
      id="billing"
      title="Next bill"
      result={result}
      more={
        <>
          <a href="/account/subscriptions">Subscriptions</a> ·{' '}
          <a href="/account/payment-methods">Payment methods</a>
        </>
      }
    >
      {({ next }) =>
        next ? (
          <>
            <p className="overview__bill" data-field="next-bill">
              {billText(next)}
            </p>
            <p className="overview__meta">For {next.planName}</p>
          </>
        ) : (
          <p data-empty="billing">No bills coming: you have no running subscription.</p>
        )
      }
    </Part>
  )
}

const system = (os: string) => platformNames[os as keyof typeof platformNames] ?? os

function DownloadRow({ row }: { row: InstallerDownloadRow }) {
  const what = `${productName(row.app)} ${row.version} for ${system(row.os)}`
  return (
    <li data-download={row.id}>
      <span className="overview__name">{what}</span>
      <span className="overview__meta">
        {dateTime(row.downloadedAt)} UTC{row.corePack ? ', with the core pack' : ''}
      </span>
      <form method="post" action={installerAction(row.app, row.version, row.os)}>
        {row.corePack && <input type="hidden" name="core" value="1" />}
        <button type="submit" className="button button--ghost">
          Download again <span className="visually-hidden">{what}</span>
        </button>
      </form>
    </li>
  )
}

export function Downloads({ result }: { result: AccountResult<ReadonlyArray<InstallerDownloadRow>> }) {
  return (
    <Part
      id="downloads"
      title="Latest downloads"
      result={result}
      more={<a href="/account/downloads">All your downloads</a>}
    >
      {(rows) =>
        rows.length === 0 ? (
          <p data-empty="downloads">
            Installers you download while signed in show here. Find them on the{' '}
            <a href="/studio/downloads">downloads pages</a>.
          </p>
        ) : (
          <ul className="overview__list">
            {rows.map((row) => (
              <DownloadRow key={row.id} row={row} />
            ))}
          </ul>
        )
      }
    </Part>
  )
}

function priceText(r: Recommendation): string {
  if (r.per === 'free' || r.price === 0) return 'Free to try'
  return r.per === 'once' ? `${money(r.price)}, paid once` : `${money(r.price)} a ${r.per}`
}

export function Recommendations({ result }: { result: AccountResult<ReadonlyArray<Recommendation>> }) {
  return (
    <Part id="recommended" title="Recommended for you" result={result}>
      {(items) =>
        items.length === 0 ? (
          <p data-empty="recommended">You have everything we would suggest. Thank you!</p>
        ) : (
          <ul className="overview__list" data-list="recommendations">
            {items.map((r) => (
              <li key={r.id}>
                <a href={r.page} className="overview__name">
                  {r.name}
                </a>
                <span className="overview__meta">{priceText(r)}</span>
              </li>
            ))}
          </ul>
        )
      }
    </Part>
  )
}
