import { describe, expect, it } from 'vitest'
import {
  emailVerifiedClaim,
  type LicenceFacts,
  licenceState,
  namesProduct,
  nextBill,
  openProblems,
  pricingPage,
  productPage,
  type SubscriptionFacts,
  trialWarningDays,
} from './overview.ts'

const now = Date.parse('2026-11-26T09:00:00Z')
const inDays = (days: number) => new Date(now + days * 86_400_000).toISOString()

const subscription = (over: Partial<SubscriptionFacts>): SubscriptionFacts => ({
  id: 'sub',
  status: 'Active',
  planName: 'Pulsewave Studio monthly',
  price: 9.99,
  nextBillingDate: inDays(12).slice(0, 10),
  nextAmount: 9.99,
  paymentMethod: 'Visa ending 1111',
  ...over,
})

const licence = (over: Partial<LicenceFacts>): LicenceFacts => ({
  id: '1',
  product: 'Studio',
  term: 'permanent',
  validTo: undefined,
  subscriptionStatus: undefined,
  ...over,
})

const base = { subscriptions: [], licences: [], emailVerified: true, email: 'ben@example.com', now }

describe('open problems', () => {
  it('puts a failed payment first, then trials by how soon they end, then the unverified address', () => {
    const problems = openProblems({
      ...base,
      emailVerified: false,
      licences: [
        licence({ id: 'later', term: 'trial', validTo: inDays(6) }),
        licence({ id: 'sooner', term: 'trial', validTo: inDays(2) }),
      ],
      subscriptions: [subscription({ id: 'paid' }), subscription({ id: 'late', status: 'Past Due' })],
    })
    expect(problems.map((p) => (p.kind === 'trialEnding' ? `trial ${p.licenceId}` : p.kind))).toEqual([
      'pastDue',
      'trial sooner',
      'trial later',
      'emailUnverified',
    ])
    expect(problems[0]).toMatchObject({ subscriptionId: 'late', amount: 9.99, card: 'Visa ending 1111' })
  })

  it('orders two failed payments by how long they have been due', () => {
    const problems = openProblems({
      ...base,
      subscriptions: [
        subscription({ id: 'recent', status: 'Past Due', nextBillingDate: inDays(-1) }),
        subscription({ id: 'oldest', status: 'Past Due', nextBillingDate: inDays(-9) }),
      ],
    })
    expect(problems.map((p) => p.kind === 'pastDue' && p.subscriptionId)).toEqual(['oldest', 'recent'])
  })

  it('counts only a trial that ends within the warning window and has not ended', () => {
    const trial = (days: number) => licence({ id: String(days), term: 'trial', validTo: inDays(days) })
    const problems = openProblems({
      ...base,
      licences: [
        trial(trialWarningDays + 1),
        trial(trialWarningDays),
        trial(-1),
        licence({ validTo: inDays(1) }),
      ],
    })
    expect(problems).toEqual([
      expect.objectContaining({ kind: 'trialEnding', daysLeft: trialWarningDays, plans: '/studio/pricing' }),
    ])
  })

  it('does not nag about the address when the answer is unknown, nor when a part was not read', () => {
    expect(openProblems({ ...base, emailVerified: undefined })).toEqual([])
    expect(openProblems({ ...base, subscriptions: undefined, licences: undefined })).toEqual([])
    expect(openProblems({ ...base, emailVerified: false })).toEqual([
      { kind: 'emailUnverified', email: 'ben@example.com' },
    ])
  })

  it('uses the plan price when the service names no next amount', () => {
    const [problem] = openProblems({
      ...base,
      subscriptions: [subscription({ status: 'Past Due', nextAmount: undefined, price: 49.9 })],
    })
    expect(problem).toMatchObject({ kind: 'pastDue', amount: 49.9 })
  })
})

describe('the next bill', () => {
  it('is the overdue one when a payment failed', () => {
    const bill = nextBill([
      subscription({ id: 'a', nextBillingDate: '2026-12-01' }),
      subscription({ id: 'b', status: 'Past Due', planName: 'Sample annual', nextBillingDate: '2026-11-20' }),
    ])
    expect(bill).toMatchObject({ planName: 'Sample annual', overdue: true })
  })

  it('is otherwise the earliest renewal of a running plan; cancelled plans bill nothing', () => {
    const bill = nextBill([
      subscription({ planName: 'later', nextBillingDate: '2027-01-05' }),
      subscription({ planName: 'sooner', nextBillingDate: '2026-12-08', nextAmount: 7.99 }),
      subscription({ planName: 'gone', status: 'Canceled', nextBillingDate: '2026-11-30' }),
    ])
    expect(bill).toEqual({
      planName: 'sooner',
      date: '2026-12-08',
      amount: 7.99,
      card: 'Visa ending 1111',
      overdue: false,
    })
    expect(nextBill([subscription({ status: 'Expired' })])).toBeUndefined()
    expect(nextBill([])).toBeUndefined()
  })
})

describe('licence state', () => {
  it('words each term by what happens next', () => {
    expect(licenceState(licence({}), now)).toEqual({ kind: 'lifetime' })
    expect(licenceState(licence({ term: 'subscription', validTo: inDays(20) }), now)).toMatchObject({
      kind: 'renews',
    })
    expect(
      licenceState(
        licence({ term: 'subscription', validTo: inDays(5), subscriptionStatus: 'Canceled' }),
        now,
      ),
    ).toMatchObject({ kind: 'ends', daysLeft: 5, trial: false })
    expect(licenceState(licence({ term: 'trial', validTo: inDays(3) }), now)).toMatchObject({
      kind: 'ends',
      daysLeft: 3,
      trial: true,
    })
    expect(licenceState(licence({ term: 'trial', validTo: inDays(-2) }), now)).toMatchObject({
      kind: 'ended',
    })
  })

  it('waits for the payment of a subscription whose plan is past due, and only that one', () => {
    const sample = licence({ product: 'Sample', term: 'subscription', validTo: inDays(12) })
    expect(licenceState(sample, now, ['Pulsewave Sample annual'])).toEqual({ kind: 'paymentDue' })
    expect(licenceState(sample, now, ['Pulsewave Studio monthly'])).toMatchObject({ kind: 'renews' })
    expect(namesProduct('Pulsewave DJ Pro monthly', 'DJ Pro')).toBe(true)
    expect(namesProduct('Pulsewave DJ Pro monthly', 'Hex FX')).toBe(false)
  })
})

describe('product pages', () => {
  it('finds the page from a catalogue category or a licence product name', () => {
    expect(productPage(['trial', 'studio'])).toBe('/studio')
    expect(productPage(['subscription', 'dj-pro'])).toBe('/dj/pro')
    expect(productPage(['Hex FX'])).toBe('/hex-fx')
    expect(productPage(['Producer Suite'])).toBe('/music-production/producer-suite')
    expect(productPage(['lifetime'])).toBeUndefined()
  })

  it('finds where each product sells its plans', () => {
    expect(pricingPage('Studio')).toBe('/studio/pricing')
    expect(pricingPage('DJ Pro')).toBe('/dj/pro#pricing')
    expect(pricingPage('Something else')).toBeUndefined()
  })
})

describe('the email_verified claim', () => {
  const token = (claims: unknown) =>
    `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`

  it('reads the claim of a JWT payload', () => {
    expect(emailVerifiedClaim(token({ email_verified: false }))).toBe(false)
    expect(emailVerifiedClaim(token({ email_verified: true, email: 'ü@example.com' }))).toBe(true)
  })

  it('knows nothing from a token without a readable claim', () => {
    expect(emailVerifiedClaim('')).toBeUndefined()
    expect(emailVerifiedClaim('not-a-jwt')).toBeUndefined()
    expect(emailVerifiedClaim('a.%%%.b')).toBeUndefined()
    expect(emailVerifiedClaim(token({ email_verified: 'yes' }))).toBeUndefined()
    expect(emailVerifiedClaim(token(null))).toBeUndefined()
  })
})
