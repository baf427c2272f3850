/**
 * Support's reads over the test layer: every customer call goes to the customer's `/users/{userId}`
 * (the services see the customer's id in the context), what was read is logged and shows on the
 * customer's overview, and a token the admin search refuses reads nothing and logs nothing.
 */
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { Customer } from '../../../services/accounts/http/customer.ts'
import { AccessDenied, ServiceUnavailable } from '../../../services/accounts/http/errors.ts'
import { cookieNames } from '../../identity/cookies.ts'
import { request, type TestServices, testPlatform } from '../../identity/testing.ts'
import { runRead } from '../registry.server.ts'

const admin = { id: 9, email_address: 'admin@example.com', first_name: 'Ada', last_name: 'Admin' }
const ana = { id: 1001, email_address: 'ana@example.com', first_name: 'Ana', last_name: 'Alvarez' }
const studio = { id: 7, license_type: { id: 1, name: 'Studio Subscription', term: 'subscription' } }
const order = {
  id: 41,
  status: 'complete',
  items: [],
  total_amount: 10.99,
  invoices: [77],
  created_at: '2026-11-01',
}
const signedIn = (path: string) =>
  request(path, { cookies: { [cookieNames.refresh]: 'rt', [cookieNames.access]: 'at' } })
const where: Record<string, number[]> = {}
const denied = new AccessDenied({
  service: 'identity',
  method: 'GET',
  path: '/api/v1/users',
  status: 403,
  code: 2000,
  message: 'Access denied',
})

/** Each call answers for the user in the context (0 = the token's own) and notes whom it was asked about. */
const as = <A>(name: string, answer: (userId: number) => Effect.Effect<A, unknown>) =>
  Customer.use((c) => {
    where[name] = [...(where[name] ?? []), c.userId]
    return answer(c.userId)
  })

function services(options: { admin?: boolean; licences?: 'down' } = {}): TestServices {
  return {
    Identity: {
      getMe: () => as('getMe', (id) => Effect.succeed(id === 0 ? admin : ana)),
      findUsers: () =>
        options.admin === false
          ? Effect.fail(denied)
          : Effect.succeed({
              items: [{ ...ana, email_address_history: [{ email_address: 'ana@old.example' }] }],
            }),
    },
    Profile: {
      getProfile: () => as('getProfile', () => Effect.succeed({ user_id: 1001, country_code: 'ES' })),
    },
    License: {
      listLicenses: () =>
        options.licences === 'down'
          ? Effect.fail(
              new ServiceUnavailable({
                service: 'license',
                method: 'GET',
                path: '',
                status: 503,
                code: undefined,
                message: 'down',
              }),
            )
          : as('listLicenses', () => Effect.succeed({ items: [studio] })),
      listProducts: () => as('listProducts', () => Effect.succeed({ items: [] })),
    },
    Ecom: {
      listSubscriptions: () => as('listSubscriptions', () => Effect.succeed({ items: [] })),
      listPaymentMethods: () => as('listPaymentMethods', () => Effect.succeed({ items: [] })),
      listCatalogProducts: () => Effect.succeed({ items: [] }),
      listOrders: () => as('listOrders', () => Effect.succeed({ items: [order] })),
    },
  } as unknown as TestServices
}

describe('the support view’s read', () => {
  it('reads the customer through /users/{userId} and logs who read what', async () => {
    const platform = testPlatform(services())
    const { value } = await runRead(platform, signedIn('/account/support/1001'), 'supportCustomer', {
      userId: 1001,
    })
    expect(value).toMatchObject({
      status: 'signedIn',
      ok: true,
      value: {
        name: 'Ana Alvarez',
        profile: {
          ok: true,
          value: { email: 'ana@example.com', earlierEmails: ['ana@old.example'], country: 'ES' },
        },
        licences: { ok: true, value: [{ type: 'Studio Subscription' }] },
        orders: { ok: true, value: [{ id: 41, invoices: [77] }] },
      },
    })
    // The admin's own `GET me` (0) and everything else on ana's id.
    expect(where.getMe).toEqual(expect.arrayContaining([0, 1001]))
    for (const call of ['getProfile', 'listLicenses', 'listSubscriptions', 'listOrders']) {
      expect(where[call]?.every((id) => id === 1001)).toBe(true)
    }
    expect(await platform.supportLog.recent(1001)).toMatchObject([
      {
        adminId: 9,
        adminName: 'Ada Admin',
        userId: 1001,
        topics: ['profile', 'licences', 'subscriptions', 'orders'],
      },
    ])
  })

  it('logs only what was read: a service that is down shows its problem and is not in the log', async () => {
    const platform = testPlatform(services({ licences: 'down' }))
    const { value } = await runRead(platform, signedIn('/account/support/1001'), 'supportCustomer', {
      userId: 1001,
    })
    expect(value).toMatchObject({
      ok: true,
      value: { licences: { ok: false, failure: { _tag: 'ServiceUnavailable' } } },
    })
    expect((await platform.supportLog.recent(1001))[0]?.topics).toEqual([
      'profile',
      'subscriptions',
      'orders',
    ])
  })

  it('reads and logs nothing for a token the admin search refuses', async () => {
    const platform = testPlatform(services({ admin: false }))
    const { value } = await runRead(platform, signedIn('/account/support/1001'), 'supportCustomer', {
      userId: 1001,
    })
    expect(value).toMatchObject({ status: 'signedIn', ok: false, failure: { _tag: 'AccessDenied' } })
    expect(await platform.supportLog.recent(1001)).toEqual([])
  })

  it('logs an invoice read as such', async () => {
    const platform = testPlatform({
      ...services(),
      Ecom: {
        getInvoice: () =>
          as('getInvoice', () =>
            Effect.succeed({
              id: 77,
              order_id: 41,
              order: { ...order, first_name: 'Ana', last_name: 'Alvarez' },
            }),
          ),
      },
    } as unknown as TestServices)
    const { value } = await runRead(platform, signedIn('/account/support/1001/invoice'), 'supportInvoice', {
      userId: 1001,
      order: 41,
      invoice: 77,
    })
    expect(value).toMatchObject({ ok: true, value: { name: 'Ana Alvarez', invoice: { id: 77 } } })
    expect(where.getInvoice?.at(-1)).toBe(1001)
    expect((await platform.supportLog.recent(1001))[0]?.topics).toEqual(['invoice'])
  })
})
