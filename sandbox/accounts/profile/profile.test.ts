import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appBasic, call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

let accounts: TestAccounts
let ana: string
let admin: string
beforeAll(async () => {
  accounts = await startTestAccounts()
  ana = (await login(accounts.url)).tokens.access.token
  admin = (await login(accounts.url, 'admin@example.com', 'Admin-Demo-9')).tokens.access.token
})
afterAll(() => accounts.close())

const me = '/profile/api/v1/me'
const expectError = (result: { status: number; body: { code: number } }, status: number, code: number) =>
  expect([result.status, result.body.code]).toEqual([status, code])

describe('profile: read and change', () => {
  it("answers ana's seeded profile with every field, email from identity and no avatar", async () => {
    const result = await call(accounts.url, 'GET', me, { bearer: ana })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({
      user_id: 1001,
      email_address: 'ana@example.com',
      first_name: 'Ana',
      dj_name: 'DJ Ana',
      country_code: 'US',
      global_contact_status: 0,
      notify_tracked: true,
      threads_per_page: 20,
      avatar: null,
    })
  })

  it('saves a valid change and answers the new profile (form-encoded too)', async () => {
    const put = await call(accounts.url, 'PUT', me, {
      bearer: ana,
      form: { global_contact_status: '2', notify_private: 'false', city: 'Berlin', country_code: 'DE' },
    })
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject({ global_contact_status: 2, notify_private: false, city: 'Berlin' })
    const read = await call(accounts.url, 'GET', me, { bearer: ana })
    expect(read.body).toEqual(put.body)
  })

  it.each([
    [{ dj_name: '<script>x</script>', city: 'Paris' }, 400, 5023],
    [{ city: 'Paris', threads_per_page: 500 }, 400, 2012],
    [{ city: 'Paris', country_code: 'QQ' }, 400, 1004],
    [{ city: 'Paris', shoe_size: 44 }, 400, 2012],
    [{}, 400, 2013],
  ])('refuses %j with %i/%i and saves nothing', async (json, status, code) => {
    const before = await call(accounts.url, 'GET', me, { bearer: ana })
    expectError(await call(accounts.url, 'PUT', me, { bearer: ana, json }), status, code)
    const after = await call(accounts.url, 'GET', me, { bearer: ana })
    expect(after.body).toEqual(before.body)
  })

  it('creates a profile on first use for a new sign-up, from the identity record', async () => {
    const created = await call(accounts.url, 'POST', '/identity/api/v1/users', {
      basic: appBasic,
      json: {
        email_address: 'eve@example.com',
        password: 'Fresh-Pass-5',
        first_name: 'Eve',
        last_name: 'Evans',
        locale: 'fr_FR',
      },
    })
    const eve = (await login(accounts.url, 'eve@example.com', 'Fresh-Pass-5')).tokens.access.token
    const read = await call(accounts.url, 'GET', me, { bearer: eve })
    expect(read.body).toMatchObject({
      user_id: created.body.id,
      email_address: 'eve@example.com',
      first_name: 'Eve',
      last_name: 'Evans',
      locale: 'fr_FR',
      language: 'fr',
    })
  })

  it('lets only the customer or an admin use /users/{id}; 404 for no such user', async () => {
    expectError(await call(accounts.url, 'GET', '/profile/api/v1/users/1002', { bearer: ana }), 403, 2000)
    const byAdmin = await call(accounts.url, 'GET', '/profile/api/v1/users/1002', { bearer: admin })
    expect(byAdmin.body.email_address).toBe('ben@example.com')
    const missing = await call(accounts.url, 'GET', '/profile/api/v1/users/999999', { bearer: admin })
    expect(missing.status).toBe(404)
    expectError(await call(accounts.url, 'GET', me), 403, 2000)
  })

  it('finds profiles by email for admins only', async () => {
    const path = '/profile/api/v1/users?email_address=BEN@example.com'
    expectError(await call(accounts.url, 'GET', path, { bearer: ana }), 403, 2000)
    const found = await call(accounts.url, 'GET', path, { bearer: admin })
    expect(found.body.items.map((p: { user_id: number }) => p.user_id)).toEqual([1002])
    const none = await call(accounts.url, 'GET', '/profile/api/v1/users?email_address=nobody@example.com', {
      bearer: admin,
    })
    expect(none.body).toEqual({ items: [] })
    expectError(await call(accounts.url, 'GET', '/profile/api/v1/users', { bearer: admin }), 400, 2013)
  })

  it('finds profiles by part of an address, in any case, like the identity search', async () => {
    const ids = async (term: string) =>
      (
        await call(accounts.url, 'GET', `/profile/api/v1/users?email_address=${encodeURIComponent(term)}`, {
          bearer: admin,
        })
      ).body.items.map((p: { user_id: number }) => p.user_id)
    expect(await ids('EN@exam')).toEqual([1002])
    expect(await ids('example.com')).toEqual(expect.arrayContaining([1001, 1002, 1003]))
    expect(await ids('@nowhere.invalid')).toEqual([])
  })
})

describe('profile: survey, tracking, partner promotions', () => {
  it('stores a survey and refuses a missing one or one with HTML', async () => {
    const survey = { daw: 'Studio', genres: ['house', 'techno'] }
    const sent = await call(accounts.url, 'POST', `${me}/survey`, { bearer: ana, json: { survey } })
    expect([sent.status, sent.body.survey]).toEqual([201, survey])
    expectError(await call(accounts.url, 'POST', `${me}/survey`, { bearer: ana, json: {} }), 400, 2013)
    const html = { survey: { note: '<img src=x onerror=alert(1)>' } }
    expectError(await call(accounts.url, 'POST', `${me}/survey`, { bearer: ana, json: html }), 400, 5023)
    const stored = await call(accounts.url, 'GET', '/__sandbox/profile/surveys')
    expect(stored.body.items.map((row: { survey: unknown }) => row.survey)).toEqual([survey])
  })

  it('answers allowtracking from the query, else the signed-in profile, and refuses bad values', async () => {
    const path = '/profile/api/v1/allowtracking'
    expect((await call(accounts.url, 'GET', `${path}?country_code=US`)).body.allow_tracking).toBe(true)
    expect((await call(accounts.url, 'GET', `${path}?country_code=FR`)).body.reason).toBe('consent_required')
    expect(
      (await call(accounts.url, 'GET', `${path}?country_code=FR&consent=granted`)).body.allow_tracking,
    ).toBe(true)
    const ben = (await login(accounts.url, 'ben@example.com', 'Studio-Demo-2')).tokens.access.token
    await call(accounts.url, 'PUT', '/profile/api/v1/me', { bearer: ben, json: { country_code: 'CA' } })
    const signedIn = await call(accounts.url, 'GET', path, { bearer: ben })
    expect(signedIn.body).toEqual({ allow_tracking: true, country_code: 'CA', reason: 'no_consent_required' })
    expectError(await call(accounts.url, 'GET', `${path}?country_code=france`), 400, 2012)
    expectError(await call(accounts.url, 'GET', `${path}?country_code=ZZ`), 400, 1004)
    expectError(await call(accounts.url, 'GET', `${path}?consent=maybe`), 400, 2012)
    expectError(await call(accounts.url, 'GET', path, { bearer: 'forged' }), 403, 2001)
  })

  it('hands out one partner code per customer and promotion, to qualifying customers only', async () => {
    const path = '/profile/api/v1/partnerpromotions/code'
    const first = await call(accounts.url, 'POST', path, {
      basic: appBasic,
      json: { user_id: 1001, promotion_name: 'loopmarket-studio-50' },
    })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ user_id: 1001, promotion_name: 'loopmarket-studio-50' })
    expect(first.body.promotion_code).toMatch(/^LPM-[A-Z2-9]{8}$/)
    const again = await call(accounts.url, 'POST', path, {
      basic: appBasic,
      json: { user_id: 1001, promotion_name: 'loopmarket-studio-50' },
    })
    expect([again.status, again.body]).toEqual([200, first.body])
    const mine = await call(accounts.url, 'GET', `${me}/partnerpromotions`, { bearer: ana })
    expect(mine.body.items).toEqual([first.body])
    const refused = await call(accounts.url, 'POST', path, {
      basic: appBasic,
      json: { user_id: 1003, promotion_name: 'loopmarket-studio-50' },
    })
    expectError(refused, 403, 2000)
    expect(refused.body.error).toContain('studio subscription (101)')
    const badApp = await call(accounts.url, 'POST', path, {
      bearer: ana,
      json: { user_id: 1001, promotion_name: 'x' },
    })
    expectError(badApp, 403, 2000)
    expectError(
      await call(accounts.url, 'POST', path, { basic: appBasic, json: { user_id: 1001 } }),
      400,
      2013,
    )
    const unknown = { user_id: 1001, promotion_name: 'nope' }
    expectError(await call(accounts.url, 'POST', path, { basic: appBasic, json: unknown }), 400, 1004)
    const noUser = { user_id: 424242, promotion_name: 'cloudmix-pro-3-months' }
    expect((await call(accounts.url, 'POST', path, { basic: appBasic, json: noUser })).status).toBe(404)
  })
})
