/**
 * Spec §6: "calls for another user use /users/{userId} instead of /me". Every read of the support view
 * (issue 30 item 5), asked about ana by the admin: the same answers as ana's own `/me` reads; asked by
 * ben (a customer, not an admin): 403/2000 on every one, and ana's data never leaks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestAccounts, type TestAccounts } from './test-support.ts'

let accounts: TestAccounts
const tokens: Record<'ana' | 'ben' | 'admin', string> = { ana: '', ben: '', admin: '' }
beforeAll(async () => {
  accounts = await startTestAccounts()
  tokens.ana = (await login(accounts.url)).tokens.access.token
  tokens.ben = (await login(accounts.url, 'ben@example.com', 'Studio-Demo-2')).tokens.access.token
  tokens.admin = (await login(accounts.url, 'admin@example.com', 'Admin-Demo-9')).tokens.access.token
})
afterAll(() => accounts.close())

const ana = 1001
const get = (who: keyof typeof tokens, path: string) =>
  call(accounts.url, 'GET', path, { bearer: tokens[who] })

/** Each read as `[service prefix, path after {me}]`. */
const reads: ReadonlyArray<readonly [string, string]> = [
  ['/identity', ''],
  ['/profile', ''],
  ['/license', '/licenses'],
  ['/license', '/products'],
  ['/ecom', '/subscriptions'],
  ['/ecom', '/paymentmethods'],
  ['/ecom', '/orders'],
]

describe('the /users/{userId} paths of the support view', () => {
  it.each(reads)('%s{me}%s: the admin reads ana’s as she reads her own', async (service, rest) => {
    const own = await get('ana', `${service}/api/v1/me${rest}`)
    const theirs = await get('admin', `${service}/api/v1/users/${ana}${rest}`)
    expect(own.status).toBe(200)
    expect([theirs.status, theirs.body]).toEqual([200, own.body])
  })

  it.each(reads)('%s{me}%s: ben, who is no admin, is refused with 403/2000', async (service, rest) => {
    const refused = await get('ben', `${service}/api/v1/users/${ana}${rest}`)
    expect([refused.status, refused.body.code]).toEqual([403, 2000])
  })

  it('the admin reads ana’s invoice as JSON; ben is refused; another customer’s order is not found', async () => {
    const order = (await get('ana', '/ecom/api/v1/me/orders')).body.items[0]
    const invoice = `/orders/${order.id}/invoices/${order.invoices[0]}`
    const own = await get('ana', `/ecom/api/v1/me${invoice}`)
    const theirs = await get('admin', `/ecom/api/v1/users/${ana}${invoice}`)
    expect([theirs.status, theirs.body]).toEqual([200, own.body])
    const refused = await get('ben', `/ecom/api/v1/users/${ana}${invoice}`)
    expect([refused.status, refused.body.code]).toEqual([403, 2000])
    // Ana's order asked for under ben's id is not ben's: the path's user decides, not the token's.
    expect((await get('admin', `/ecom/api/v1/users/1002${invoice}`)).status).toBe(404)
  })

  it('the admin searches both user searches by part of an address; ben is refused by both', async () => {
    for (const service of ['/identity', '/profile']) {
      const path = `${service}/api/v1/users?email_address=ana%40&include_email_address_history=true`
      const found = await get('admin', path)
      const ids = found.body.items.map((u: { id?: number; user_id?: number }) => u.id ?? u.user_id)
      expect(ids).toContain(ana)
      expect((await get('ben', path)).body.code).toBe(2000)
    }
  })
})
