import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { Customer } from '../../services/accounts/http/customer.ts'
import { InvalidAccessToken } from '../../services/accounts/http/errors.ts'
import { commandResponse, readResponse, runRead } from '../account/registry.server.ts'
import { cookieNames } from './cookies.ts'
import { request, setCookies, testPlatform } from './testing.ts'

const where = { service: 'identity', method: 'GET', path: '{me}' }
const user = {
  id: 1,
  email_address: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Alvarez',
  locale: 'en_US',
}
const tokens = { [cookieNames.access]: 'at-old', [cookieNames.refresh]: 'rt-old' }
const rotated = { access: { token: 'at-new', expires_at: 0 }, refresh: { token: 'rt-new', expires_at: 0 } }
const expired = () => new InvalidAccessToken({ ...where, status: 401, code: 2002, message: '' })
/** A customer call that answers once the session has renewed (the old token is refused). */
const renewed = <A>(value: A) =>
  Customer.use((c) => (c.accessToken === 'at-new' ? Effect.succeed(value) : Effect.fail(expired())))
const sameSite = { 'sec-fetch-site': 'same-origin' }

const post = (name: string, fields: Record<string, string>, headers: Record<string, string> = sameSite) =>
  request(`/api/account/command/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    cookies: tokens,
  })

describe('account reads', () => {
  it('are signed out without a refresh cookie and make no call', async () => {
    const platform = testPlatform()
    await expect(runRead(platform, request('/'), 'session', undefined)).resolves.toEqual({
      value: { state: 'loggedOut' },
      cookies: [],
    })
    await expect(runRead(platform, request('/account'), 'overview', undefined)).resolves.toMatchObject({
      value: { status: 'signedOut' },
    })
  })

  it('share one GET me between the header and the overview of one request, renewing once', async () => {
    let calls = 0
    let refreshes = 0
    const platform = testPlatform({
      Identity: {
        getMe: () =>
          Customer.use((c) => {
            calls += 1
            return c.accessToken === 'at-new' ? Effect.succeed(user) : Effect.fail(expired())
          }),
        refreshTokens: () => {
          refreshes += 1
          return Effect.succeed(rotated)
        },
      },
      Ecom: {
        listRecommendations: () =>
          Customer.use((c) =>
            c.accessToken === 'at-new'
              ? Effect.succeed({
                  items: [
                    {
                      id: 7,
                      name: 'Sample annual',
                      price: 49.9,
                      available: true,
                      categories: [{ id: 2, name: 'sample' }],
                    },
                  ],
                })
              : Effect.fail(expired()),
          ),
        // The overview's other parts are their areas' reads: each call waits for the same one renewal.
        listSubscriptions: () => renewed({ items: [] }),
        listPaymentMethods: () => renewed({ items: [] }),
        listCatalogProducts: () => Effect.succeed({ items: [] }),
      },
      License: { listLicenses: () => renewed({ items: [] }), listProducts: () => renewed({ items: [] }) },
      DownloadAssets: { listInstallerDownloads: () => renewed({ items: [] }) },
    })
    const page = request('/account', { cookies: tokens })
    const [header, overview] = await Promise.all([
      runRead(platform, page, 'session', undefined),
      runRead(platform, page, 'overview', undefined),
    ])
    expect(header.value).toEqual({ state: 'loggedIn', name: 'Ana Alvarez' })
    expect(overview.value).toMatchObject({
      status: 'signedIn',
      ok: true,
      value: {
        account: { ok: true, value: { name: 'Ana Alvarez', email: 'ana@example.com' } },
        recommendations: {
          ok: true,
          value: [{ id: 7, name: 'Sample annual', price: 49.9, page: '/sample' }],
        },
      },
    })
    // The refused GET me and its one retry; the overview's other calls share the same single renewal.
    expect([calls, refreshes]).toEqual([2, 1])
    expect(setCookies(overview.cookies)[cookieNames.refresh]?.value).toBe('rt-new')
  })

  it('never hold the header up past the budget: the page renders with the fallback', async () => {
    const platform = testPlatform({ Identity: { getMe: () => Effect.never } }, { headerBudgetMs: 20 })
    const { value } = await runRead(platform, request('/', { cookies: tokens }), 'session', undefined)
    expect(value).toEqual({ state: 'loggedIn', name: undefined })
  })

  it('never hold an account page past the call budget: a hanging service is a timed-out read', async () => {
    const platform = testPlatform(
      { License: { listLicenses: () => Effect.never, listProducts: () => Effect.never } },
      { callBudgetMs: 20 },
    )
    const { value, cookies } = await runRead(
      platform,
      request('/account/licences', { cookies: tokens }),
      'licences',
      undefined,
    )
    expect(value).toEqual({ status: 'signedIn', ok: false, failure: { _tag: 'RequestTimeout' } })
    expect(cookies).toEqual([])
  })

  it('reach the view as typed values: a refused call is its catalogue tag and code, never a message text', async () => {
    const platform = testPlatform({
      License: {
        listLicenses: () => Effect.fail(expired()),
        listProducts: () => Effect.succeed({ items: [] }),
      },
      Identity: { refreshTokens: () => Effect.succeed(rotated) },
    })
    const { value } = await runRead(
      platform,
      request('/account/licences', { cookies: tokens }),
      'licences',
      undefined,
    )
    expect(value).toEqual({
      status: 'signedIn',
      ok: false,
      failure: { _tag: 'InvalidAccessToken', status: 401, code: 2002 },
    })
  })

  it('answer JSON, private and no-store, and 404 for an unknown read', async () => {
    const platform = testPlatform()
    const known = await readResponse(platform, request('/api/account/read/session'), 'session')
    expect([known.status, known.headers.get('cache-control')]).toEqual([200, 'private, no-store'])
    const unknown = await readResponse(platform, request('/api/account/read/__proto__'), '__proto__')
    expect(unknown.status).toBe(404)
  })
})

describe('account commands', () => {
  const registered: string[] = []
  const platform = testPlatform({
    License: {
      registerProduct: (input) => {
        registered.push(input.product_serial_number)
        return Effect.succeed({ id: 9, product_type: { id: 3, name: 'Hex FX' } })
      },
    },
  })

  it('answer a plain form with a 303 back to the page, and the machine with JSON', async () => {
    const form = await commandResponse(
      platform,
      post('registerProduct', { serial: 'HEX-0001-AAAA' }),
      'registerProduct',
    )
    expect([form.status, form.headers.get('location')]).toEqual([
      303,
      '/account/licences?done=registerProduct',
    ])
    const json = await commandResponse(
      platform,
      post('registerProduct', { serial: 'HEX-0001-BBBB' }, { ...sameSite, accept: 'application/json' }),
      'registerProduct',
    )
    await expect(json.json()).resolves.toEqual({ ok: true })
    expect(registered).toEqual(['HEX-0001-AAAA', 'HEX-0001-BBBB'])
  })

  it('check the input before any call: 2013 empty, 2012 malformed', async () => {
    const before = registered.length
    const empty = await commandResponse(platform, post('registerProduct', { serial: ' ' }), 'registerProduct')
    expect(empty.headers.get('location')).toBe('/account/licences?problem=ApiError.2013')
    const html = await commandResponse(
      platform,
      post('registerProduct', { serial: '<b>x</b>' }),
      'registerProduct',
    )
    expect(html.headers.get('location')).toBe('/account/licences?problem=ApiError.2012')
    expect(registered.length).toBe(before)
  })

  it('refuse cross-site posts, unknown commands, and send the signed-out to sign-in', async () => {
    const forged = await commandResponse(
      platform,
      post('registerProduct', { serial: 'HEX-0001-CCCC' }, { 'sec-fetch-site': 'cross-site' }),
      'registerProduct',
    )
    expect(forged.status).toBe(403)
    const unknown = await commandResponse(platform, post('constructor', {}), 'constructor')
    expect(unknown.status).toBe(404)
    const anonymous = await commandResponse(
      platform,
      request('/api/account/command/registerProduct', {
        method: 'POST',
        headers: { ...sameSite, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'serial=HEX-0001-DDDD',
      }),
      'registerProduct',
    )
    expect(anonymous.headers.get('location')).toBe('/auth/sign-in?return=%2Faccount%2Flicences')
  })
})

describe('licence commands over the test layer', () => {
  it('set an iLok id and deauthorize a machine (an authorization, then its confirmation with status 0)', async () => {
    const calls: unknown[] = []
    const product = { id: 9, product_type: { id: 1, name: 'Studio' } }
    const platform = testPlatform({
      License: {
        setIlokUser: (productId, ilok) => {
          calls.push(['setIlokUser', productId, ilok])
          return Effect.succeed(product)
        },
        createAuthorization: (input) => {
          calls.push([
            'createAuthorization',
            input.action,
            input.license_id,
            input.host_machine_id,
            input.app_name,
          ])
          return Effect.succeed({ authorization_id: 'a-1' })
        },
        updateAuthorization: (id, status) => {
          calls.push(['updateAuthorization', id, status])
          return Effect.succeed({ result: 'deactivated' })
        },
      },
    })
    const ilok = await commandResponse(
      platform,
      post('setIlokUser', { productId: '9', ilokUserId: 'ana.x' }),
      'setIlokUser',
    )
    expect(ilok.headers.get('location')).toBe('/account/licences?done=setIlokUser')
    const fields = {
      licenseId: '1',
      hardwareId: 'pc-1',
      appName: 'studio',
      appVersion: '2.3.1',
      machineName: 'PC',
    }
    const deauth = await commandResponse(platform, post('deauthorizeMachine', fields), 'deauthorizeMachine')
    expect(deauth.headers.get('location')).toBe('/account/licences?done=deauthorizeMachine')
    expect(calls).toEqual([
      ['setIlokUser', '9', 'ana.x'],
      ['createAuthorization', 'deactivate', '1', 'pc-1', 'studio'],
      ['updateAuthorization', 'a-1', 0],
    ])
    const missing = await commandResponse(
      platform,
      post('deauthorizeMachine', { licenseId: '1' }),
      'deauthorizeMachine',
    )
    expect(missing.headers.get('location')).toBe('/account/licences?problem=ApiError.2013')
  })
})
