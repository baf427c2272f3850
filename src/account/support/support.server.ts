/**
 * Support's reads of one customer (issue 30 item 5, decision 252): the customer's profile, licences,
 * subscriptions, orders and invoices through the services' `/users/{userId}` paths (spec §6), with the
 * admin's own token. The provider decides who may: a non-admin's token is refused (403), and the admin
 * search is asked first, so even a customer's own id answers only to an admin. Every read that returned
 * data is logged (who, whose, what, when) before the data goes out; the customer's overview lists it.
 */
import { Effect } from 'effect'
import { displayName } from '../../../models/accounts/identity.ts'
import type { AccountRead, AccountResult } from '../../../models/accounts/result.ts'
import type { SupportTopic } from '../../../models/accounts/supportAccess.ts'
import { forUser } from '../../../services/accounts/http/customer.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { Profile } from '../../../services/accounts/profile/Profile.ts'
import type { CustomerOutcome } from '../../identity/customer.server.ts'
import { commerceReads, idOf } from '../commerce/reads.server.ts'
import type { AccountContext } from '../kit/context.server.ts'
import { joinedOutcome, type Part, part, partOf, partValue } from '../kit/parts.server.ts'
import { type ReadAnswer, readOf, readWith } from '../kit/read.server.ts'
import { reads as licenceReads } from '../licences/licences.server.ts'
import type { SupportCustomer, SupportInvoice, SupportProfile } from './types.ts'

/** The same request, with every customer call made on `userId`'s data (`/users/{userId}` for `{me}`). */
const onBehalfOf = (context: AccountContext, userId: number): AccountContext => ({
  ...context,
  customer: (call) => context.customer(forUser(userId)(call)),
})

/**
 * Who is asking and whom they ask about: the admin (`GET me`), the customer (`GET /users/{userId}`) and
 * the customer in the admin-only search, with their earlier addresses. Fails 403 for anyone but an admin.
 */
const gateOf = (context: AccountContext, userId: number) =>
  context.customer(
    Identity.use((identity) =>
      Effect.all([identity.getMe(), identity.getMe().pipe(forUser(userId))], { concurrency: 2 }).pipe(
        Effect.flatMap(([admin, user]) =>
          identity.findUsers({ email_address: user.email_address, include_email_address_history: true }).pipe(
            Effect.map((found) => ({
              admin,
              user,
              earlier: (found.items.find((u) => u.id === user.id)?.email_address_history ?? []).map(
                (h) => h.email_address,
              ),
            })),
          ),
        ),
      ),
    ),
  )

type Gate = typeof gateOf extends (...args: never[]) => Promise<CustomerOutcome<infer G>> ? G : never

/** The gate as a part of the page (its own budget, its cookies joined with the other parts'). */
const gatePart = (context: AccountContext, userId: number): Promise<Part<Gate>> =>
  partOf(
    context,
    gateOf(context, userId).then((outcome) => readOf(outcome, (value) => value)),
    'customer',
  )

/** The answer of a read whose gate failed: signed out, or the failure (a 403 the route makes a 404). */
function refused<V>(gate: Part<Gate>): ReadAnswer<AccountRead<V>> {
  const { value } = gate
  if (value.status === 'signedOut') return { value, outcome: gate.outcome }
  if (value.ok) throw new Error('refused() called on a gate that passed')
  return { value: { status: 'signedIn', ok: false, failure: value.failure }, outcome: gate.outcome }
}

const loggingFailed: AccountRead<never> = {
  status: 'signedIn',
  ok: false,
  failure: { _tag: 'ServiceUnavailable' },
}

/** Logs what was read; false when the log could not be written (the data then does not go out). */
async function logged(
  context: AccountContext,
  { admin }: Gate,
  userId: number,
  topics: ReadonlyArray<SupportTopic>,
): Promise<boolean> {
  try {
    await context.platform.supportLog.record({
      at: new Date().toISOString(),
      adminId: admin.id,
      adminName: displayName(admin),
      adminEmail: admin.email_address,
      userId,
      topics,
    })
    return true
  } catch (error) {
    console.warn(`[support] the access log could not be written: ${String(error)}`)
    return false
  }
}

const resultOf = <V, W>(p: Part<V>, view: (value: V) => W): AccountResult<W> =>
  p.value.status === 'signedOut'
    ? { ok: false, failure: { _tag: 'AccessDenied' } }
    : p.value.ok
      ? { ok: true, value: view(p.value.value) }
      : { ok: false, failure: p.value.failure }

const missing: AccountRead<never> = {
  status: 'signedIn',
  ok: false,
  failure: { _tag: 'ApiError', status: 404 },
}

const supportCustomerRead = readWith(
  (params) => ({ userId: idOf(params.get('userId')) }),
  async (context, { userId }) => {
    if (userId === undefined) return { value: missing as AccountRead<SupportCustomer> }
    const gate = await gatePart(context, userId)
    const found = partValue(gate)
    if (!found) return refused<SupportCustomer>(gate)
    const { user, earlier } = found
    const theirs = onBehalfOf(context, userId)
    const [profile, licences, subscriptions, orders] = await Promise.all([
      partOf(
        theirs,
        theirs.customer(Profile.use((p) => p.getProfile())).then((outcome) => readOf(outcome, (v) => v)),
        'profile',
      ),
      part(theirs, licenceReads.licences, 'licences'),
      part(theirs, commerceReads.subscriptions, 'subscriptions'),
      partOf(theirs, commerceReads.orders.run(theirs, { status: undefined }), 'orders'),
    ])
    const parts: ReadonlyArray<readonly [SupportTopic, Part<unknown>]> = [
      ['profile', profile],
      ['licences', licences],
      ['subscriptions', subscriptions],
      ['orders', orders],
    ]
    const outcome = joinedOutcome([gate, ...parts.map(([, p]) => p)])
    const topics = parts.filter(([, p]) => partValue(p) !== undefined).map(([topic]) => topic)
    if (!(await logged(context, found, userId, topics))) return { value: loggingFailed, outcome }
    const name = displayName(user)
    const value: SupportCustomer = {
      userId,
      name,
      profile: resultOf(
        profile,
        (p): SupportProfile => ({
          name,
          email: user.email_address,
          earlierEmails: earlier,
          since: user.date_created ?? p.date_created ?? undefined,
          company: p.company ?? undefined,
          djName: p.dj_name ?? undefined,
          country: p.country_code ?? undefined,
          language: p.language ?? p.locale ?? undefined,
        }),
      ),
      licences: resultOf(licences, (v) => v.licences),
      subscriptions: resultOf(subscriptions, (v) => v.subscriptions),
      orders: resultOf(orders, (v) => v.orders),
    }
    return { value: { status: 'signedIn', ok: true, value } as AccountRead<SupportCustomer>, outcome }
  },
)

const supportInvoiceRead = readWith(
  (params) => ({
    userId: idOf(params.get('userId')),
    order: idOf(params.get('order')),
    invoice: idOf(params.get('invoice')),
  }),
  async (context, { userId, order, invoice }) => {
    if (userId === undefined) return { value: missing as AccountRead<SupportInvoice> }
    const gate = await gatePart(context, userId)
    const found = partValue(gate)
    if (!found) return refused<SupportInvoice>(gate)
    const answer = await commerceReads.invoice.run(onBehalfOf(context, userId), { order, invoice })
    const page = answer.value
    if (page.status !== 'signedIn' || !page.ok) {
      const value: AccountRead<SupportInvoice> =
        page.status === 'signedIn' ? { status: 'signedIn', ok: false, failure: page.failure } : page
      return {
        value,
        outcome: joinedOutcome([gate, { value: page, outcome: answer.outcome, at: Date.now() }]),
      }
    }
    const outcome = joinedOutcome([gate, { value: page, outcome: answer.outcome, at: Date.now() }])
    if (!(await logged(context, found, userId, ['invoice']))) return { value: loggingFailed, outcome }
    const value: SupportInvoice = { userId, name: displayName(found.user), invoice: page.value }
    return { value: { status: 'signedIn', ok: true, value } as AccountRead<SupportInvoice>, outcome }
  },
)

export const reads = { supportCustomer: supportCustomerRead, supportInvoice: supportInvoiceRead }
export const commands = {}
