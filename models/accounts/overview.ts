/**
 * What the account overview makes of the customer's licences, subscriptions and address (issue 23 item
 * 4): the open problems, most urgent first; the next bill; each licence's state in words a musician
 * reads; and the product page a product or a recommendation belongs to. Pure: the server read gathers
 * the facts, the view words the dates.
 */

export interface LicenceFacts {
  readonly id: string
  /** The product's name as the licence service gives it ("Studio", "DJ Pro"). */
  readonly product: string
  /** permanent | subscription | trial | timelimited */
  readonly term: string
  readonly validTo: string | undefined
  readonly subscriptionStatus: string | undefined
}

export interface SubscriptionFacts {
  readonly id: string
  /** Active | Canceled | Past Due | Expired | Pending | Expiring */
  readonly status: string
  readonly planName: string
  readonly price: number
  readonly nextBillingDate: string | undefined
  readonly nextAmount: number | undefined
  /** The card that pays it, in words ("Visa ending 1111"). */
  readonly paymentMethod: string | undefined
}

export type OpenProblem =
  | {
      readonly kind: 'pastDue'
      readonly subscriptionId: string
      readonly planName: string
      readonly dueSince: string | undefined
      readonly amount: number
      readonly card: string | undefined
    }
  | {
      readonly kind: 'trialEnding'
      readonly licenceId: string
      readonly product: string
      readonly endsOn: string
      readonly daysLeft: number
      /** Where the product's plans are, to keep it. */
      readonly plans: string | undefined
    }
  | { readonly kind: 'emailUnverified'; readonly email: string }

/** A trial that ends within this many days is a problem worth the top of the page. */
export const trialWarningDays = 7

const dayMs = 86_400_000

/** Whole days from `now` until `iso` (0 on its last day), or undefined for an unreadable date. */
export function daysUntil(iso: string | undefined, now: number): number | undefined {
  if (!iso) return undefined
  const at = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso)
  return Number.isNaN(at) ? undefined : Math.ceil((at - now) / dayMs)
}

const rank: Record<OpenProblem['kind'], number> = { pastDue: 0, trialEnding: 1, emailUnverified: 2 }

/**
 * What needs the customer's attention, most urgent first: a payment that failed (they may lose a paid
 * product), then a trial about to end (sooner first), then an address nobody verified. A part whose
 * read failed contributes nothing (the view says that part could not be read).
 */
export function openProblems(input: {
  readonly subscriptions: ReadonlyArray<SubscriptionFacts> | undefined
  readonly licences: ReadonlyArray<LicenceFacts> | undefined
  readonly emailVerified: boolean | undefined
  readonly email: string
  readonly now: number
}): ReadonlyArray<OpenProblem> {
  const problems: OpenProblem[] = []
  for (const s of input.subscriptions ?? []) {
    if (s.status !== 'Past Due') continue
    problems.push({
      kind: 'pastDue',
      subscriptionId: s.id,
      planName: s.planName,
      dueSince: s.nextBillingDate,
      amount: s.nextAmount ?? s.price,
      card: s.paymentMethod,
    })
  }
  for (const l of input.licences ?? []) {
    if (l.term !== 'trial' || !l.validTo) continue
    const daysLeft = daysUntil(l.validTo, input.now)
    if (daysLeft === undefined || daysLeft < 0 || daysLeft > trialWarningDays) continue
    problems.push({
      kind: 'trialEnding',
      licenceId: l.id,
      product: l.product,
      endsOn: l.validTo,
      daysLeft,
      plans: pricingPage(l.product),
    })
  }
  // Only a known "no": an unreadable answer is not a reason to nag.
  if (input.emailVerified === false) problems.push({ kind: 'emailUnverified', email: input.email })
  const urgency = (p: OpenProblem) =>
    p.kind === 'pastDue' ? (daysUntil(p.dueSince, input.now) ?? 0) : p.kind === 'trialEnding' ? p.daysLeft : 0
  return problems.sort((a, b) => rank[a.kind] - rank[b.kind] || urgency(a) - urgency(b))
}

export interface NextBill {
  readonly planName: string
  readonly date: string | undefined
  readonly amount: number
  readonly card: string | undefined
  /** The date has passed and the payment did not go through. */
  readonly overdue: boolean
}

/** The bill that comes next: an overdue one first, else the earliest renewal of a running subscription. */
export function nextBill(subscriptions: ReadonlyArray<SubscriptionFacts>): NextBill | undefined {
  const billOf = (s: SubscriptionFacts): NextBill => ({
    planName: s.planName,
    date: s.nextBillingDate,
    amount: s.nextAmount ?? s.price,
    card: s.paymentMethod,
    overdue: s.status === 'Past Due',
  })
  const overdue = subscriptions.find((s) => s.status === 'Past Due')
  if (overdue) return billOf(overdue)
  const renewing = subscriptions
    .filter((s) => (s.status === 'Active' || s.status === 'Pending') && s.nextBillingDate)
    .sort((a, b) => (a.nextBillingDate ?? '').localeCompare(b.nextBillingDate ?? ''))
  return renewing[0] && billOf(renewing[0])
}

export type LicenceState =
  | { readonly kind: 'lifetime' }
  | { readonly kind: 'renews'; readonly on: string | undefined }
  /** A subscription whose plan's last payment failed: it renews once the payment goes through. */
  | { readonly kind: 'paymentDue' }
  | { readonly kind: 'ends'; readonly on: string; readonly daysLeft: number; readonly trial: boolean }
  | { readonly kind: 'ended'; readonly on: string; readonly trial: boolean }

/**
 * A licence's state: lifetime, renewing, waiting for a failed payment, ending on a date (a trial, a
 * cancelled plan), or ended. The licence service does not name the ecommerce subscription behind a
 * licence; a past-due plan whose name holds the product's name ("Pulsewave Sample annual") is taken
 * as its plan, so the overview never says "Renews" beside a payment it asks the customer to fix.
 */
export function licenceState(
  licence: LicenceFacts,
  now: number,
  pastDuePlans: ReadonlyArray<string> = [],
): LicenceState {
  if (licence.term === 'subscription' && pastDuePlans.some((plan) => namesProduct(plan, licence.product)))
    return { kind: 'paymentDue' }
  if (!licence.validTo) return { kind: 'lifetime' }
  const daysLeft = daysUntil(licence.validTo, now) ?? 0
  const trial = licence.term === 'trial'
  if (daysLeft < 0) return { kind: 'ended', on: licence.validTo, trial }
  const cancelled = /cancel|expir/i.test(licence.subscriptionStatus ?? '')
  if (licence.term === 'subscription' && !cancelled) return { kind: 'renews', on: licence.validTo }
  return { kind: 'ends', on: licence.validTo, daysLeft, trial }
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** True when every word of the product's name is a word of the plan's name. */
export function namesProduct(plan: string, product: string): boolean {
  const planWords = new Set(words(plan))
  const productWords = words(product)
  return productWords.length > 0 && productWords.every((w) => planWords.has(w))
}

/** The site's product pages, by the product keys the catalogue's categories and the licences name. */
const productPages: Readonly<Record<string, string>> = {
  studio: '/studio',
  sample: '/sample',
  'hex-fx': '/hex-fx',
  'dj-pro': '/dj/pro',
  'producer-suite': '/music-production/producer-suite',
}

/** "Hex FX" → `hex-fx`; the catalogue's categories already use the key. */
const keyOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^pulsewave\s+/, '')
    .replace(/[^a-z0-9]+/g, '-')

/** The product page of the first name that is a product (a category, or a licence's product name). */
export function productPage(names: ReadonlyArray<string>): string | undefined {
  for (const name of names) {
    const page = productPages[keyOf(name)]
    if (page) return page
  }
  return undefined
}

/** Where a product's plans are: its pricing page, or the pricing section of a one-page product. */
export function pricingPage(product: string): string | undefined {
  const page = productPage([product])
  if (!page) return undefined
  return page === '/dj/pro'
    ? '/dj/pro#pricing'
    : page.startsWith('/music-production')
      ? page
      : `${page}/pricing`
}

/**
 * The access token's `email_verified` claim (a JWT's payload is base64url JSON). Read for display only:
 * the identity service signs the token, and no decision of the site's rests on it. Undefined when the
 * token has no readable claim.
 */
export function emailVerifiedClaim(accessToken: string): boolean | undefined {
  const payload = accessToken.split('.')[1]
  if (!payload) return undefined
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const claims: unknown = JSON.parse(json)
    const value = (claims as { email_verified?: unknown } | null)?.email_verified
    return typeof value === 'boolean' ? value : undefined
  } catch {
    return undefined
  }
}
