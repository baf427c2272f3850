/**
 * The overview's read over the test layer: each part answers on its own (a failing or hanging service
 * costs only its part), and the problems come from the parts that were read, most urgent first.
 */
import { Effect } from 'effect'
import { describe, expect, it, vi } from 'vitest'
import { ServiceUnavailable } from '../../../services/accounts/http/errors.ts'
import { cookieNames } from '../../identity/cookies.ts'
import { request, type TestServices, testPlatform } from '../../identity/testing.ts'
import { runRead } from '../registry.server.ts'

const day = 86_400_000
const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`
const page = (verified: boolean) =>
  request('/account', {
    cookies: { [cookieNames.access]: jwt({ email_verified: verified }), [cookieNames.refresh]: 'rt' },
  })

const me = { id: 2, email_address: 'ben@example.com', first_name: 'Ben', last_name: 'Brooks' }
const trial = {
  id: 3,
  license_type: { id: 103, name: 'Studio Trial', term: 'trial' },
  valid_to: new Date(Date.now() + 3 * day).toISOString(),
  activations: [],
}
const pastDue = {
  id: 'sub_ben',
  status: 'Past Due',
  plan: { id: 'sample-annual', name: 'Pulsewave Sample annual' },
  price: 49.9,
  next_billing_date: new Date(Date.now() - 3 * day).toISOString().slice(0, 10),
  next_billing_period_amount: 49.9,
  payment_method_token: 'pm',
}
const card = { token: 'pm', card_type: 'Visa', masked_number: '400000******0002' }

/** ben's services: a trial, a past-due plan, one download, one recommendation; `over` replaces calls. */
function services(over: { License?: object; Ecom?: object; DownloadAssets?: object } = {}): TestServices {
  // Partial answers: the reads use only these fields.
  return {
    Identity: { getMe: () => Effect.succeed(me) },
    Profile: { getProfile: () => Effect.succeed({}) },
    License: {
      listLicenses: () => Effect.succeed({ items: [trial] }),
      listProducts: () =>
        Effect.succeed({ items: [{ id: 3, product_type: { id: 1, name: 'Studio' }, licenses: [trial] }] }),
      ...over.License,
    },
    Ecom: {
      listSubscriptions: () => Effect.succeed({ items: [pastDue] }),
      listPaymentMethods: () => Effect.succeed({ items: [card] }),
      listCatalogProducts: () => Effect.succeed({ items: [] }),
      listRecommendations: () =>
        Effect.succeed({
          items: [
            {
              id: 1013,
              name: 'Pulsewave Studio lifetime licence',
              price: 199,
              categories: [{ name: 'studio' }],
            },
            { id: 9, name: 'Gift card', price: 10, categories: [{ name: 'gift' }] },
          ],
        }),
      ...over.Ecom,
    },
    DownloadAssets: {
      listInstallerDownloads: () =>
        Effect.succeed({
          items: [
            { id: 5, app_name: 'studio', app_version: '2.3.1', os: 'win', downloaded_at: '2026-11-20' },
          ],
        }),
      ...over.DownloadAssets,
    },
  } as unknown as TestServices
}

const overviewOf = async (platform: ReturnType<typeof testPlatform>, verified = false) => {
  const { value } = await runRead(platform, page(verified), 'overview', undefined)
  if (value.status !== 'signedIn' || !value.ok)
    throw new Error(`the overview did not answer: ${JSON.stringify(value)}`)
  return value.value
}

describe('the overview read', () => {
  it("puts ben's failed payment first, then his trial, then his address; his plan waits for the payment", async () => {
    const overview = await overviewOf(testPlatform(services()))
    expect(overview.problems.map((p) => p.kind)).toEqual(['pastDue', 'trialEnding', 'emailUnverified'])
    expect(overview.problems[0]).toMatchObject({ amount: 49.9, card: 'Visa ending 0002' })
    expect(overview.billing).toMatchObject({ ok: true, value: { next: { overdue: true, amount: 49.9 } } })
    expect(overview.products).toMatchObject({
      ok: true,
      value: [{ product: 'Studio', page: '/studio', state: { kind: 'ends', daysLeft: 3 } }],
    })
    expect(overview.downloads).toMatchObject({ ok: true, value: [{ app: 'studio', version: '2.3.1' }] })
    // Only what has a product page is recommended: every recommendation is a link.
    expect(overview.recommendations).toEqual({
      ok: true,
      value: [
        { id: 1013, name: 'Pulsewave Studio lifetime licence', price: 199, per: 'once', page: '/studio' },
      ],
    })
  })

  it('leaves the address out of the problems once it is verified', async () => {
    const overview = await overviewOf(testPlatform(services()), true)
    expect(overview.problems.map((p) => p.kind)).toEqual(['pastDue', 'trialEnding'])
    expect(overview.account).toMatchObject({ ok: true, value: { emailVerified: true } })
  })

  it('shows a failing licence service in its own part; the others and their problems stay', async () => {
    const down = new ServiceUnavailable({
      service: 'license',
      method: 'GET',
      path: '',
      status: 503,
      code: undefined,
      message: '',
    })
    const overview = await overviewOf(
      testPlatform(services({ License: { listLicenses: () => Effect.fail(down) } })),
    )
    expect(overview.products).toEqual({ ok: false, failure: { _tag: 'ServiceUnavailable', status: 503 } })
    expect(overview.billing.ok).toBe(true)
    expect(overview.problems.map((p) => p.kind)).toEqual(['pastDue', 'emailUnverified'])
  })

  it('answers within the call budget when one service hangs: that part has timed out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const platform = testPlatform(services({ Ecom: { listSubscriptions: () => Effect.never } }), {
      callBudgetMs: 200,
    })
    const overview = await overviewOf(platform)
    expect(overview.billing).toEqual({ ok: false, failure: { _tag: 'RequestTimeout' } })
    expect(overview.products.ok && overview.downloads.ok && overview.account.ok).toBe(true)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('part subscriptions'))
    warn.mockRestore()
  })
})
