/**
 * The requests the provider's own public client sends where they differ from what our site sends, each
 * sent exactly as that client sends it. The stand-in must take them as the provider does (decisions 230–234).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cardNonce } from './ecom/test-helpers.ts'
import { type CallOptions, call, login, startTestAccounts, type TestAccounts } from './test-support.ts'

let accounts: TestAccounts
beforeEach(async () => {
  accounts = await startTestAccounts()
})
afterEach(async () => {
  expect(accounts.unhandled).toEqual([])
  await accounts.close()
})

/** What the provider's client puts on a body-less POST or PUT: a JSON content type and the text `null`. */
const nullBody: CallOptions = { raw: { type: 'application/json', body: 'null' } }
const token = async (email = 'ana@example.com', password = 'Studio-Demo-1') =>
  (await login(accounts.url, email, password)).tokens.access.token
const rtidOf = (access: string): string =>
  JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()).rtid

describe('body-less POST and PUT with the body null', () => {
  it('confirms a plan change', async () => {
    const ana = await token()
    const path = '/ecom/api/v1/me/subscriptions/sub_ana_studio/planchanges'
    const change = await call(accounts.url, 'POST', path, {
      bearer: ana,
      json: { catalog_product_id: 1012, immediate: true },
    })
    const confirmed = await call(accounts.url, 'PUT', `${path}/${change.body.id}`, {
      bearer: ana,
      ...nullBody,
    })
    expect([confirmed.status, confirmed.body.status]).toEqual([200, 'complete'])
  })

  it('redeems a voucher', async () => {
    const cleo = await token('cleo@example.com', 'Studio-Demo-3')
    const redeemed = await call(accounts.url, 'PUT', '/ecom/api/v1/me/vouchers/CLEO-HEXFX-GIFT', {
      bearer: cleo,
      ...nullBody,
    })
    expect([redeemed.status, redeemed.body.is_redeemable]).toEqual([200, false])
  })

  it('validates all beta programs and asks for download links', async () => {
    const ana = await token()
    const beta = await call(accounts.url, 'POST', '/profile/api/v1/me/betaprograms/validateall', {
      bearer: ana,
      ...nullBody,
    })
    expect(beta.status).toBe(200)
    for (const path of ['assets/7103/resources/71031/download', 'resources/71031/download']) {
      const link = await call(accounts.url, 'POST', `/da/api/v1/${path}`, { bearer: ana, ...nullBody })
      expect([link.status, link.body.resource_id]).toEqual([200, 71031])
    }
  })

  it('clones a notification', async () => {
    const admin = await token('admin@example.com', 'Admin-Demo-9')
    const list = await call(accounts.url, 'GET', '/notifications/api/v2/notifications', { bearer: admin })
    const original = list.body.items[0]
    const cloned = await call(accounts.url, 'POST', `/notifications/api/v2/notifications/${original.id}`, {
      bearer: admin,
      ...nullBody,
    })
    expect(cloned.status).toBe(201)
    expect(cloned.body.id).not.toBe(original.id)
  })

  it('retries a charge and sets the avatar with the answers they give without a body', async () => {
    // Neither call can succeed on the seeded data; the null body must get the same answer as no body.
    const ben = await token('ben@example.com', 'Studio-Demo-2')
    for (const [method, path] of [
      ['POST', '/ecom/api/v1/me/subscriptions/sub_ana_studio/retrycharge'],
      ['PUT', '/profile/api/v1/me/avatar'],
    ] as const) {
      const none = await call(accounts.url, method, path, { bearer: ben })
      const withNull = await call(accounts.url, method, path, { bearer: ben, ...nullBody })
      expect([withNull.status, withNull.body]).toEqual([none.status, none.body])
    }
  })

  it('still refuses a JSON body that is an array or a number', async () => {
    const ana = await token()
    for (const body of ['[]', '1']) {
      const refused = await call(accounts.url, 'PUT', '/ecom/api/v1/me/vouchers/CLEO-HEXFX-GIFT', {
        bearer: ana,
        raw: { type: 'application/json', body },
      })
      expect([refused.status, refused.body.code]).toEqual([400, 2012])
    }
  })
})

describe('logout as the provider client sends it', () => {
  const logout = (options: CallOptions) => call(accounts.url, 'POST', '/identity/api/v1/me/logout', options)
  const alive = async (access: string) =>
    (await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: access })).status === 200

  it('ends the sessions named by one comma-separated refresh_token_ids string, without a bearer', async () => {
    const [one, two, kept] = await Promise.all([
      login(accounts.url),
      login(accounts.url),
      login(accounts.url),
    ])
    const ids = [one, two].map((s) => rtidOf(s.tokens.access.token)).join(',')
    const out = await logout({ json: { refresh_token_ids: ids } })
    expect(out.status).toBe(204)
    expect(await alive(one.tokens.access.token)).toBe(false)
    expect(await alive(two.tokens.access.token)).toBe(false)
    expect(await alive(kept.tokens.access.token)).toBe(true)
  })

  it('takes the array form and a refresh token, without a bearer', async () => {
    const [one, two] = await Promise.all([login(accounts.url), login(accounts.url)])
    expect((await logout({ json: { refresh_token_ids: [rtidOf(one.tokens.access.token)] } })).status).toBe(
      204,
    )
    expect((await logout({ json: { refresh_token: two.tokens.refresh.token } })).status).toBe(204)
    expect(await alive(one.tokens.access.token)).toBe(false)
    expect(await alive(two.tokens.access.token)).toBe(false)
  })

  it('with a bearer ends only the caller’s own sessions; an unknown refresh token is 1001', async () => {
    const [ana, ben] = await Promise.all([
      login(accounts.url),
      login(accounts.url, 'ben@example.com', 'Studio-Demo-2'),
    ])
    const out = await logout({
      bearer: ana.tokens.access.token,
      json: { refresh_token_ids: `${rtidOf(ben.tokens.access.token)},${rtidOf(ana.tokens.access.token)}` },
    })
    expect(out.status).toBe(204)
    expect(await alive(ben.tokens.access.token)).toBe(true)
    expect(await alive(ana.tokens.access.token)).toBe(false)
    const unknown = await logout({ json: { refresh_token: 'not-a-token' } })
    expect([unknown.status, unknown.body.code]).toEqual([400, 1001])
    const empty = await logout({ json: {} })
    expect([empty.status, empty.body.code]).toEqual([400, 2013])
  })
})

describe('PUT {me}/paymentmethods/{token} with nonce, device_data, billing_address_id', () => {
  it('replaces the card behind the same token and changes the billing address', async () => {
    const ana = await token()
    const ecom = (method: string, path: string, options: CallOptions = {}) =>
      call(accounts.url, method, `/ecom${path}`, { bearer: ana, ...options })
    const before = (await ecom('GET', '/api/v1/me/subscriptions')).body.items.find(
      (s: { id: string }) => s.id === 'sub_ana_studio',
    )
    const methodToken = before.payment_method_token as string
    const query = await cardNonce(accounts.url, ecom, '5555555555554444')
    const replaced = await ecom('PUT', `/api/v1/me/paymentmethods/${methodToken}`, {
      json: {
        nonce: query.get('nonce'),
        device_data: query.get('device_data'),
        billing_address_id: 'addr_9',
      },
    })
    expect(replaced.status).toBe(200)
    expect(replaced.body).toMatchObject({
      token: methodToken,
      masked_number: expect.stringContaining('4444'),
    })
    expect(replaced.body.billing_address_id).toBe('addr_9')
    const after = (await ecom('GET', '/api/v1/me/subscriptions')).body.items.find(
      (s: { id: string }) => s.id === 'sub_ana_studio',
    )
    expect(after.payment_method_token).toBe(methodToken)
    const reused = await ecom('PUT', `/api/v1/me/paymentmethods/${methodToken}`, {
      json: { nonce: query.get('nonce'), device_data: query.get('device_data') },
    })
    expect([reused.status, reused.body.code]).toEqual([400, 2012])
    const addressOnly = await ecom('PUT', `/api/v1/me/paymentmethods/${methodToken}`, {
      json: { billing_address_id: 'addr_10' },
    })
    expect([addressOnly.status, addressOnly.body.billing_address_id]).toEqual([200, 'addr_10'])
    const nothing = await ecom('PUT', `/api/v1/me/paymentmethods/${methodToken}`, { json: {} })
    expect([nothing.status, nothing.body.code]).toEqual([400, 2013])
  })
})

describe('changing the email address to the new one', () => {
  it('PUT /api/v1/users/{userId} takes the new address; its verification mail verifies it once the account has it', async () => {
    const session = await login(accounts.url)
    const bearer = session.tokens.access.token
    const verify = (email_address: string) =>
      call(accounts.url, 'POST', '/identity/api/v1/me/sendverifyemailaddress', {
        bearer,
        json: { email_address, redirect_uri: 'http://localhost:3000/en/account' },
      })
    const followLastLink = async () => {
      const mail = (await call(accounts.url, 'GET', '/__sandbox/outbox')).body.items.at(-1)
      expect(mail.email_address).toBe('ana.new@example.com')
      await call(accounts.url, 'GET', `/identity/en/verifyemail${new URL(mail.link).search}`)
    }
    const verified = async () => {
      const token = (await login(accounts.url, 'ana.new@example.com', 'Studio-Demo-1')).tokens.access.token
      return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).email_verified
    }
    expect((await verify('ana.new@example.com')).status).toBe(204)
    await followLastLink()
    const changed = await call(accounts.url, 'PUT', `/identity/api/v1/users/${session.user.id}`, {
      bearer,
      json: { email_address: 'ana.new@example.com' },
    })
    expect([changed.status, changed.body.email_address]).toEqual([200, 'ana.new@example.com'])
    // An address another account holds is refused with the catalogue's conflict, and nothing changes.
    const takenChange = await call(accounts.url, 'PUT', `/identity/api/v1/users/${session.user.id}`, {
      bearer,
      json: { email_address: 'ben@example.com' },
    })
    expect([takenChange.status, takenChange.body.code]).toEqual([409, 1010])
    const me = await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer })
    expect(me.body.email_address).toBe('ana.new@example.com')
    // The link that came before the change verified nothing; one after it does.
    expect(await verified()).toBe(false)
    expect((await verify('ana.new@example.com')).status).toBe(204)
    await followLastLink()
    expect(await verified()).toBe(true)
    const taken = await verify('ben@example.com')
    expect([taken.status, taken.body.code]).toEqual([409, 1010])
  })
})

describe('GET /api/v1/notifications filtered with host_app_os', () => {
  it('reads host_app_os as the device’s OS, like host_os_name', async () => {
    const feed = async (query: string) =>
      (await call(accounts.url, 'GET', `/notifications/api/v1/notifications?${query}`)).body.items.map(
        (n: { name: string }) => n.name,
      )
    const device = 'host_app_name=studio&host_app_version=2.1.0&host_os_version=11'
    // The seeded launch notice is for Windows and macOS hosts only, so the OS decides whether it shows.
    const windows = await feed(`${device}&host_app_os=win`)
    const linux = await feed(`${device}&host_app_os=linux`)
    expect(windows.length).toBe(linux.length + 1)
    expect(windows).toEqual(await feed(`${device}&host_os_name=win`))
    expect(linux).toEqual(await feed(`${device}&host_os_name=linux`))
  })
})

describe('POST /api/v1/referralcode/{code}/log with the §3 fields', () => {
  const log = (bearer: string, json: object) =>
    call(accounts.url, 'POST', '/rewards/api/v1/referralcode/ANA-STUDIO/log', { bearer, json })
  const fields = { voucher_id: 90_001, product_id: 3, voucher_type_id: 7, voucher_batch_id: 11 }

  it('keeps referrer, referee and voucher with the log entry', async () => {
    // ben (1002) came through ana's (1001) code in the seed.
    const ben = await token('ben@example.com', 'Studio-Demo-2')
    const logged = await log(ben, { referrer_user_id: 1001, referee_user_id: 1002, ...fields })
    expect(logged.status).toBe(200)
    expect(logged.body.logged).toEqual([
      expect.objectContaining({ referrer_user_id: 1001, ...fields, created_at: expect.any(String) }),
    ])
  })

  it('refuses a referrer who does not own the code, and ids that are not ids', async () => {
    const ben = await token('ben@example.com', 'Studio-Demo-2')
    const wrong = await log(ben, { referrer_user_id: 1003, referee_user_id: 1002 })
    expect([wrong.status, wrong.body.code]).toEqual([400, 1004])
    const bad = await log(ben, { referee_user_id: 1002, voucher_id: 'abc' })
    expect([bad.status, bad.body.code]).toEqual([400, 2012])
  })
})

describe('POST {me}/products with product_type_id and host_machine_id (a trial on a machine)', () => {
  it('starts a trial activated on that machine, once per customer and product', async () => {
    const cleo = await token('cleo@example.com', 'Studio-Demo-3')
    const trial = (json: object) =>
      call(accounts.url, 'POST', '/license/api/v1/me/products', { bearer: cleo, json })
    const started = await trial({ product_type_id: 3, host_machine_id: 'cleo-laptop-01' })
    expect(started.status).toBe(201)
    const [licence] = started.body.licenses
    expect(licence).toMatchObject({ license_type: { id: 303, term: 'trial' }, expires_in_days: 14 })
    expect(licence.activations[0].machine.hardware_id).toBe('cleo-laptop-01')
    const again = await trial({ product_type_id: 3, host_machine_id: 'cleo-desktop-02' })
    expect([again.status, again.body.code]).toEqual([409, 1010])
    const unknown = await trial({ product_type_id: 99, host_machine_id: 'cleo-laptop-01' })
    expect([unknown.status, unknown.body.code]).toEqual([400, 1004])
    const neither = await trial({ product_type_id: 3 })
    expect([neither.status, neither.body.code]).toEqual([400, 2013])
  })
})

describe('GET /api/v1/assets?type=application_installer without a token', () => {
  it('lists every installer to anyone, with the files the installer call serves', async () => {
    const anonymous = await call(accounts.url, 'GET', '/da/api/v1/assets?type=application_installer')
    expect(anonymous.status).toBe(200)
    const studio = anonymous.body.items.filter((a: { name: string }) => a.name === 'studio installer')
    expect(studio.length).toBeGreaterThan(50)
    const latest = await call(
      accounts.url,
      'GET',
      '/da/api/v1/assets?type=application_installer&host_app_name=studio&host_app_os=mac&latest_only=true',
    )
    expect(latest.body.items).toEqual([
      expect.objectContaining({
        type: 'application_installer',
        version: '2.3.1',
        resources: [expect.any(Object)],
      }),
    ])
    const ana = await token()
    const served = await call(
      accounts.url,
      'POST',
      '/da/api/v1/download/applicationinstaller/studio/2.3.1/mac',
      {
        bearer: ana,
        ...nullBody,
      },
    )
    expect(served.body.file_name).toBe(latest.body.items[0].resources[0].file_name)
    // Everything else still needs a customer.
    const others = await call(accounts.url, 'GET', '/da/api/v1/assets?type=plugin')
    expect([others.status, others.body.code]).toEqual([403, 2000])
    expect((await call(accounts.url, 'GET', '/da/api/v1/assets')).status).toBe(403)
  })
})
