import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

let accounts: TestAccounts
const bearer: Record<string, string> = {}
beforeAll(async () => {
  accounts = await startTestAccounts()
  for (const [name, password] of [
    ['ana', 'Studio-Demo-1'],
    ['ben', 'Studio-Demo-2'],
    ['cleo', 'Studio-Demo-3'],
    ['admin', 'Admin-Demo-9'],
  ] as const) {
    bearer[name] = (await login(accounts.url, `${name}@example.com`, password)).tokens.access.token
  }
})
afterAll(() => accounts.close())

const licenses = (who: string, query = '', user = 'me') =>
  call(accounts.url, 'GET', `/license/api/v1/${user === 'me' ? 'me' : `users/${user}`}/licenses${query}`, {
    bearer: bearer[who],
  })
const typeIds = (body: { items: { license_type: { id: number } }[] }) =>
  body.items.map((l) => l.license_type.id)
const day = 86_400_000

describe('GET {me}/licenses', () => {
  it("answers ana's studio subscription on two machines and her sample licence with its iLok user", async () => {
    const result = await licenses('ana')
    expect(result.status).toBe(200)
    const [studio, sample] = result.body.items
    expect(Object.keys(studio).sort()).toEqual(
      [
        'id',
        'user_id',
        'activations',
        'activation_limit',
        'license_type',
        'valid_to',
        'expires_in_days',
        'ilok',
        'subscription_status',
        'deleted',
      ].sort(),
    )
    expect(studio.license_type).toEqual({
      id: 101,
      name: 'Studio Subscription',
      term: 'subscription',
      expires_days: 30,
    })
    expect([studio.user_id, studio.activations.length, studio.activation_limit]).toEqual([1001, 2, 3])
    expect(studio.activations[0].app).toEqual({ id: 'studio', version: '2.3.1' })
    expect(studio.activations[0].machine.canonical_hardware_id).toBe('ANAMBP7F3A2C91')
    expect([studio.subscription_status, studio.ilok, studio.deleted]).toEqual(['Active', null, false])
    expect(studio.expires_in_days).toBeGreaterThan(0)
    expect(sample.license_type.term).toBe('permanent')
    expect([sample.valid_to, sample.expires_in_days, sample.subscription_status]).toEqual([null, null, null])
    expect(sample.ilok.user_id).toBe('ana.alvarez')
    expect(typeof sample.ilok.token).toBe('string')
  })

  it("answers ben's trial ending in three days and his sample subscription; cleo has none", async () => {
    const ben = await licenses('ben')
    expect(typeIds(ben.body)).toEqual([103, 201])
    const trial = ben.body.items[0]
    expect(trial.expires_in_days).toBe(3)
    expect(Math.abs(Date.parse(trial.valid_to) - (Date.now() + 3 * day))).toBeLessThan(60_000)
    expect([trial.activation_limit, trial.subscription_status]).toEqual([1, null])
    expect((await licenses('cleo')).body).toEqual({ items: [] })
  })

  it('filters by term, by app (a suite counts for its apps) and accepts a version with its app', async () => {
    expect(typeIds((await licenses('ana', '?term=permanent')).body)).toEqual([202])
    expect(typeIds((await licenses('ana', '?term=subscription')).body)).toEqual([101])
    expect(typeIds((await licenses('ana', '?term=timelimited')).body)).toEqual([])
    expect(typeIds((await licenses('ana', '?app_name=sample')).body)).toEqual([202])
    expect(typeIds((await licenses('ana', '?app_name=studio&app_version=2.3.1')).body)).toEqual([101])
    expect(typeIds((await licenses('ana', '?app_name=dj&term=trial')).body)).toEqual([])
  })

  it('refuses a bad filter with the catalogue code', async () => {
    const cases: [string, number, number][] = [
      ['?term=forever', 400, 1004],
      ['?app_name=cubase', 400, 1004],
      ['?app_name=Stu%20dio', 400, 2012],
      ['?app_name=studio&app_version=two', 400, 2012],
      ['?app_version=2.3.1', 400, 2013],
      ['?app_name=%3Cb%3Estudio%3C/b%3E', 400, 5023],
    ]
    for (const [query, status, code] of cases) {
      const result = await licenses('ana', query)
      expect([query, result.status, result.body.code]).toEqual([query, status, code])
      expect(result.headers.get('x-serato-errorcode')).toBe(String(code))
    }
  })

  it("keeps another customer's licences private; an admin reads anyone's", async () => {
    expect((await licenses('ben', '', '1001')).status).toBe(403)
    expect(typeIds((await licenses('admin', '', '1002')).body)).toEqual([103, 201])
    expect((await licenses('admin', '', '424242')).body).toEqual({ message: 'Not found' })
    const anonymous = await call(accounts.url, 'GET', '/license/api/v1/me/licenses')
    expect([anonymous.status, anonymous.body.code]).toEqual([403, 2000])
  })
})

describe('product types', () => {
  it('lists every product type with its licence types and upgrade paths', async () => {
    const result = await call(accounts.url, 'GET', '/license/api/v1/products/types', { bearer: bearer.cleo })
    expect(result.status).toBe(200)
    const byId = new Map(result.body.items.map((t: { id: number }) => [t.id, t]))
    expect([...byId.keys()]).toEqual([1, 2, 3, 4, 5])
    const ids = (id: number) =>
      (byId.get(id) as { license_types: { license_type: { id: number } }[] }).license_types.map(
        (entry) => entry.license_type.id,
      )
    expect([ids(1), ids(2), ids(3), ids(4), ids(5)]).toEqual([
      [101, 102, 103],
      [201, 202, 203],
      [301, 303],
      [401, 402, 403],
      [501, 502, 503],
    ])
    const suite = byId.get(5) as { upgrade_from: { id: number }[]; upgrade_to: unknown[] }
    expect([suite.upgrade_from.map((t) => t.id), suite.upgrade_to]).toEqual([[1, 2, 3], []])
    expect((byId.get(1) as { upgrade_to: unknown }).upgrade_to).toEqual([{ id: 5, name: 'Producer Suite' }])
  })

  it('answers one type by id; an unknown id is 404 and a malformed one 400/2012', async () => {
    const one = await call(accounts.url, 'GET', '/license/api/v1/products/types/3', { bearer: bearer.ben })
    expect([one.status, one.body.name, one.body.license_types[0].count]).toEqual([200, 'Hex FX', 1])
    const unknown = await call(accounts.url, 'GET', '/license/api/v1/products/types/99', {
      bearer: bearer.ben,
    })
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Not found' }])
    const malformed = await call(accounts.url, 'GET', '/license/api/v1/products/types/abc', {
      bearer: bearer.ben,
    })
    expect([malformed.status, malformed.body.code]).toEqual([400, 2012])
    const anonymous = await call(accounts.url, 'GET', '/license/api/v1/products/types')
    expect(anonymous.status).toBe(403)
  })
})

describe('the stand-in clock', () => {
  it('ends the trial after three days while an active subscription renews', async () => {
    const own = await startTestAccounts()
    try {
      // Access tokens last an hour, so each read after moving the clock signs in again.
      const read = async () => {
        const token = (await login(own.url, 'ben@example.com', 'Studio-Demo-2')).tokens.access.token
        return (await call(own.url, 'GET', '/license/api/v1/me/licenses', { bearer: token })).body.items
      }
      own.advance(4 * 86_400)
      const [trial, subscription] = await read()
      expect(trial.expires_in_days).toBe(0)
      own.advance(10 * 86_400)
      const later = (await read())[1]
      expect(later.subscription_status).toBe('Active')
      expect(later.expires_in_days).toBeGreaterThan(0)
      expect(Date.parse(later.valid_to)).toBeGreaterThan(Date.parse(subscription.valid_to))
    } finally {
      await own.close()
    }
  })
})
