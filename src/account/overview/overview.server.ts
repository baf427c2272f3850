/**
 * The overview's read (issue 23 item 4): the customer from the shared `GET me`, and the licences,
 * subscriptions, downloads and recommendations areas' own reads, each a part with its own budget
 * (kit/parts.server.ts), so a slow or failing service blanks only its part. Its command is the
 * verification email.
 */
import { Effect } from 'effect'
import type { CatalogProduct } from '../../../models/accounts/ecom.ts'
import { displayName } from '../../../models/accounts/identity.ts'
import {
  emailVerifiedClaim,
  licenceState,
  nextBill,
  openProblems,
  productPage,
} from '../../../models/accounts/overview.ts'
import type { AccountRead, AccountResult } from '../../../models/accounts/result.ts'
import { topicsInWords } from '../../../models/accounts/supportAccess.ts'
import { Ecom } from '../../../services/accounts/ecom/Ecom.ts'
import { Customer } from '../../../services/accounts/http/customer.ts'
import { Identity } from '../../../services/accounts/identity/Identity.ts'
import { siteOrigin } from '../../identity/context.server.ts'
import { commerceReads } from '../commerce/reads.server.ts'
import { reads as downloadReads } from '../downloads/downloads.server.ts'
import { accept, command } from '../kit/command.server.ts'
import type { AccountContext } from '../kit/context.server.ts'
import { joinedOutcome, type Part, part, partOf, partValue } from '../kit/parts.server.ts'
import { read, readOf } from '../kit/read.server.ts'
import { reads as licenceReads } from '../licences/licences.server.ts'
import { meOf } from '../me.server.ts'
import type { Overview, Recommendation, SupportAccessLine } from './types.ts'

/** How many of the latest downloads and recommendations the overview shows. */
const latest = 3

/** A part's read as the view's result (signed out cannot reach here: the whole read is signed out then). */
function resultOf<V, W>(p: Part<V>, view: (value: V) => W): AccountResult<W> {
  const value = p.value
  if (value.status === 'signedOut') return { ok: false, failure: { _tag: 'AccessDenied' } }
  return value.ok ? { ok: true, value: view(value.value) } : { ok: false, failure: value.failure }
}

/** How a catalogue product is paid: monthly, yearly, once, or free (a trial). */
function periodOf(p: CatalogProduct): Recommendation['per'] {
  if (p.trial) return 'free'
  const months = p.subscription_plan?.billing_frequency
  if (p.subscription) return months === 12 ? 'year' : 'month'
  return 'once'
}

/** How many of support's latest looks at the account the overview lists. */
const latestSupport = 5

/** Support's recent looks at the customer's data (the site's own log, no service call; decision 252). */
async function supportAccessOf({ platform, request }: AccountContext): Promise<SupportAccessLine[]> {
  const me = await meOf(platform, request)
  if (!me.result.ok) return []
  try {
    const log = await platform.supportLog.recent(me.result.value.id)
    return log.slice(0, latestSupport).map((entry) => ({
      at: entry.at,
      who: `${entry.adminName} (${entry.adminEmail})`,
      what: topicsInWords(entry.topics),
    }))
  } catch (error) {
    console.warn(`[support] the access log could not be read: ${String(error)}`)
    return []
  }
}

const overviewRead = read(async (context) => {
  const { platform, request, customer } = context
  const [me, licences, subscriptions, downloads, recommended, supportAccess] = await Promise.all([
    partOf(
      context,
      meOf(platform, request).then((outcome) =>
        readOf(outcome, (user) => ({ name: displayName(user), email: user.email_address })),
      ),
      'me',
    ),
    part(context, licenceReads.licences, 'licences'),
    part(context, commerceReads.subscriptions, 'subscriptions'),
    part(context, downloadReads.downloads, 'downloads'),
    partOf(
      context,
      customer(Ecom.use((ecom) => ecom.listRecommendations())).then((outcome) =>
        readOf(outcome, (list) => list.items),
      ),
      'recommendations',
    ),
    supportAccessOf(context),
  ])
  const parts: ReadonlyArray<Part<unknown>> = [me, licences, subscriptions, downloads, recommended]
  const outcome = joinedOutcome(parts)
  if (parts.some((p) => p.value.status === 'signedOut')) {
    return { value: { status: 'signedOut' } as AccountRead<Overview>, outcome }
  }
  // After the parts: a renewal one of them needed is done, so the token read here is the current one.
  const claim = await customer(Customer.use((c) => Effect.succeed(emailVerifiedClaim(c.accessToken))))
  const emailVerified = claim.result.ok ? claim.result.value : undefined
  const now = Date.now()
  const account = resultOf(me, (user) => ({ ...user, emailVerified }))
  const licenceRows = partValue(licences)?.licences
  const subscriptionRows = partValue(subscriptions)?.subscriptions
  const pastDuePlans = (subscriptionRows ?? []).filter((s) => s.status === 'Past Due').map((s) => s.planName)
  const overview: Overview = {
    account,
    problems: openProblems({
      subscriptions: subscriptionRows,
      licences: licenceRows,
      emailVerified,
      email: account.ok ? account.value.email : '',
      now,
    }),
    products: resultOf(licences, ({ licences: rows }) =>
      rows.map((row) => ({
        id: row.id,
        product: row.product,
        licence: row.type,
        state: licenceState(row, now, pastDuePlans),
        page: productPage([row.product]),
      })),
    ),
    billing: resultOf(subscriptions, (value) => ({ next: nextBill(value.subscriptions) })),
    downloads: resultOf(downloads, (value) => value.downloads.slice(0, latest)),
    recommendations: resultOf(recommended, (items) =>
      items
        .filter((p) => p.available !== false)
        .flatMap((p): Recommendation[] => {
          const page = productPage((p.categories ?? []).map((c) => c.name))
          if (!page) return []
          const price = p.promotional_price ?? p.price
          return [{ id: p.id, name: p.name, price, per: periodOf(p), page }]
        })
        .slice(0, latest + 1),
    ),
    supportAccess,
  }
  return { value: { status: 'signedIn', ok: true, value: overview } as AccountRead<Overview>, outcome }
})

export const reads = { overview: overviewRead }

export const commands = {
  sendVerificationEmail: command({
    back: '/account',
    fields: [],
    parse: () => accept(undefined),
    call: (_input, { platform, request }) =>
      Identity.use((identity) =>
        identity.sendVerifyEmailAddress({ redirect_uri: `${siteOrigin(platform.site, request)}/account` }),
      ),
  }),
}
