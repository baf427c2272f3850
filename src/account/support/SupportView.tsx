/**
 * /account/support/$userId: support's read-only view of one customer (decision 252): profile, licences,
 * subscriptions and orders with their invoices, each part on its own. Nothing here changes anything;
 * the customer sees on their overview that support looked.
 */
import type { ReactNode } from 'react'
import { EmailAddresses } from '../../components/EmailAddresses.tsx'
import { day, money } from '../commerce/format.ts'
import type { OrderRow, SubscriptionRow } from '../commerce/types.ts'
import type { SignedInRead } from '../guard.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import { termName } from '../licences/terms.ts'
import type { LicenceRow } from '../licences/types.ts'
import { Part } from '../overview/Part.tsx'
import type { SupportCustomerRead, SupportProfile } from './types.ts'

const orderStatusNames: Readonly<Record<string, string>> = {
  complete: 'Complete',
  pending_payment: 'Awaiting payment',
  cancel: 'Cancelled',
  fraud: 'Held for review',
}

/** One namer per kind, made on first use: each `Intl.DisplayNames` made loads the runtime's names data. */
const namers = new Map<'region' | 'language', Intl.DisplayNames>()

/** A country or language code in words ("Spain", "English"); the code itself never shows. */
function inWords(code: string | undefined, type: 'region' | 'language'): string | undefined {
  if (!code) return undefined
  try {
    let namer = namers.get(type)
    if (!namer) {
      namer = new Intl.DisplayNames(['en'], { type, fallback: 'none' })
      namers.set(type, namer)
    }
    return namer.of(code.replace('_', '-'))
  } catch {
    return undefined
  }
}

export const supportInvoiceHref = (userId: number, order: number, invoice: number) =>
  `/account/support/${userId}/invoice?order=${order}&invoice=${invoice}`

function Profile({ profile }: { profile: SupportProfile }) {
  const rows: ReadonlyArray<readonly [string, ReactNode]> = [
    ['Name', profile.name],
    ['Email', profile.email && <EmailAddresses key="email" addresses={[profile.email]} />],
    [
      'Earlier addresses',
      profile.earlierEmails.length ? (
        <EmailAddresses key="earlier" addresses={profile.earlierEmails} />
      ) : (
        'None'
      ),
    ],
    ['Customer since', day(profile.since)],
    ['Company', profile.company],
    ['DJ name', profile.djName],
    ['Country', inWords(profile.country, 'region')],
    ['Language', inWords(profile.language, 'language')],
  ]
  return (
    <dl className="account-page__details">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="support__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}

function Licences({ licences }: { licences: ReadonlyArray<LicenceRow> }) {
  if (licences.length === 0) return <p data-empty="licences">No licences.</p>
  return (
    <ul className="overview__list">
      {licences.map((l) => (
        <li key={l.id} data-licence>
          <span className="overview__name">{l.product}</span>
          <span className="overview__meta">
            {termName(l.term)}
            {l.validTo && ` · until ${day(l.validTo)}`}
            {l.activationLimit !== undefined &&
              ` · ${l.activations.length} of ${l.activationLimit} machines in use`}
          </span>
        </li>
      ))}
    </ul>
  )
}

function Subscriptions({ subscriptions }: { subscriptions: ReadonlyArray<SubscriptionRow> }) {
  if (subscriptions.length === 0) return <p data-empty="subscriptions">No subscriptions.</p>
  return (
    <ul className="overview__list">
      {subscriptions.map((s) => (
        <li key={s.id} data-subscription>
          <span className="overview__name">{s.planName}</span>
          <span className="overview__meta">
            {s.status} · {money(s.price)}
            {s.nextBillingDate && ` · next bill ${day(s.nextBillingDate)}`}
            {s.paymentMethod && ` · pays with ${s.paymentMethod}`}
          </span>
        </li>
      ))}
    </ul>
  )
}

function Orders({ userId, orders }: { userId: number; orders: ReadonlyArray<OrderRow> }) {
  if (orders.length === 0) return <p data-empty="orders">No orders.</p>
  return (
    <ul className="overview__list">
      {orders.map((o) => (
        <li key={o.id} data-order>
          <span className="overview__name">
            {day(o.date)} · {o.items.map((i) => i.name).join(', ')}
          </span>
          <span className="overview__meta">
            {orderStatusNames[o.status] ?? 'In progress'} · {money(o.total)}
            {o.invoices.map((invoice, index) => (
              <span key={invoice}>
                {' · '}
                <a href={supportInvoiceHref(userId, o.id, invoice)}>
                  {o.invoices.length > 1 ? `Invoice ${index + 1}` : 'Invoice'}
                </a>
              </span>
            ))}
          </span>
        </li>
      ))}
    </ul>
  )
}

export function SupportView({ read }: { read: SignedInRead<SupportCustomerRead> }) {
  return (
    <AccountPage
      id="support"
      title={read.ok ? `Support view: ${read.value.name}` : 'Support view'}
      wide
      read={read}
      after={
        <p>
          <a href="/account/admin">Back to finding customers</a>
        </p>
      }
    >
      {(customer) => (
        <>
          <p className="commerce__hint" data-field="read-only">
            Read-only: nothing here changes the customer’s account. {customer.name} sees on their account
            overview that support looked, and when.
          </p>
          <div className="overview__grid">
            <Part id="support-profile" title="Profile" result={customer.profile}>
              {(profile) => <Profile profile={profile} />}
            </Part>
            <Part id="support-licences" title="Licences" result={customer.licences}>
              {(licences) => <Licences licences={licences} />}
            </Part>
            <Part id="support-subscriptions" title="Subscriptions" result={customer.subscriptions}>
              {(subscriptions) => <Subscriptions subscriptions={subscriptions} />}
            </Part>
            <Part id="support-orders" title="Orders" result={customer.orders}>
              {(orders) => <Orders userId={customer.userId} orders={orders} />}
            </Part>
          </div>
        </>
      )}
    </AccountPage>
  )
}
