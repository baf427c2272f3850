import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appBasic, call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

let accounts: TestAccounts
beforeAll(async () => {
  accounts = await startTestAccounts()
})
afterAll(() => accounts.close())

const userKeys = [
  'id',
  'email_address',
  'first_name',
  'last_name',
  'date_created',
  'locale',
  'password_last_updated',
]

describe('customers', () => {
  it('creates a user with app credentials (form-encoded too), who can then sign in', async () => {
    const created = await call(accounts.url, 'POST', '/identity/api/v1/users', {
      basic: appBasic,
      form: {
        email_address: 'dana@example.com',
        password: 'Fresh-Pass-4',
        first_name: 'Dana',
        last_name: 'Diaz',
        timestamp: '2026-11-22T05:00:00Z',
        locale: 'fr_FR',
      },
    })
    expect(created.status).toBe(201)
    expect(Object.keys(created.body).sort()).toEqual([...userKeys].sort())
    expect(created.body.locale).toBe('fr_FR')
    const session = await login(accounts.url, 'dana@example.com', 'Fresh-Pass-4')
    expect(session.user.id).toBe(created.body.id)
  })

  it('answers GET {me} on /me and on /users/{own id}; an admin reads anyone', async () => {
    const ben = await login(accounts.url, 'ben@example.com', 'Studio-Demo-2')
    const me = await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: ben.tokens.access.token })
    const byId = await call(accounts.url, 'GET', '/identity/api/v1/users/1002', {
      bearer: ben.tokens.access.token,
    })
    expect(me.body).toEqual(byId.body)
    const admin = await login(accounts.url, 'admin@example.com', 'Admin-Demo-9')
    const read = await call(accounts.url, 'GET', '/identity/api/v1/users/1002', {
      bearer: admin.tokens.access.token,
    })
    expect(read.body.email_address).toBe('ben@example.com')
    const missing = await call(accounts.url, 'GET', '/identity/api/v1/users/424242', {
      bearer: admin.tokens.access.token,
    })
    expect([missing.status, missing.body]).toEqual([404, { message: 'Not found' }])
  })

  it('changes the email address after a fresh password entry, keeping the history for admins', async () => {
    const cleo = await login(accounts.url, 'cleo@example.com', 'Studio-Demo-3')
    const changed = await call(accounts.url, 'PUT', '/identity/api/v1/users/1003', {
      bearer: cleo.tokens.access.token,
      json: { email_address: 'cleo.new@example.com' },
    })
    expect(changed.body.email_address).toBe('cleo.new@example.com')
    const admin = await login(accounts.url, 'admin@example.com', 'Admin-Demo-9')
    const search = (query: string) =>
      call(accounts.url, 'GET', `/identity/api/v1/users?${query}`, { bearer: admin.tokens.access.token })
    expect((await search('email_address=cleo@example.com')).body.items).toEqual([])
    const found = await search('email_address=cleo@example.com&include_email_address_history=true')
    expect(found.body.items).toHaveLength(1)
    expect(found.body.items[0].email_address_history[0].email_address).toBe('cleo@example.com')
    expect((await search('')).body.code).toBe(2013)
    // Part of an address, in any case, finds everyone whose address (or, with history, earlier one) has it.
    const part = await search('email_address=EXAMPLE.com')
    expect(part.body.items.map((u: { email_address: string }) => u.email_address)).toEqual(
      expect.arrayContaining(['ana@example.com', 'ben@example.com', 'cleo.new@example.com']),
    )
    expect((await search('email_address=leo@ex')).body.items).toHaveLength(0)
    const byOld = await search('email_address=leo@ex&include_email_address_history=true')
    expect(byOld.body.items.map((u: { id: number }) => u.id)).toEqual([1003])
    expect((await search('email_address=nobody-here')).body.items).toEqual([])
    await call(accounts.url, 'PUT', '/identity/api/v1/users/1003', {
      bearer: cleo.tokens.access.token,
      json: { email_address: 'cleo@example.com' },
    })
  })

  it('records a verification email whose link verifies the address', async () => {
    const ben = await login(accounts.url, 'ben@example.com', 'Studio-Demo-2')
    const sent = await call(accounts.url, 'POST', '/identity/api/v1/me/sendverifyemailaddress', {
      bearer: ben.tokens.access.token,
      json: { email_address: 'ben@example.com', redirect_uri: 'http://localhost:3000/en/account' },
    })
    expect(sent.status).toBe(204)
    const outbox = await call(accounts.url, 'GET', '/__sandbox/outbox')
    const mail = outbox.body.items.at(-1)
    expect(mail).toMatchObject({
      email_address: 'ben@example.com',
      redirect_uri: 'http://localhost:3000/en/account',
    })
    const link = new URL(mail.link)
    const page = await call(accounts.url, 'GET', `/identity/en/verifyemail${link.search}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('href="http://localhost:3000/en/account"')
    const renewed = await login(accounts.url, 'ben@example.com', 'Studio-Demo-2')
    const claims = JSON.parse(Buffer.from(renewed.tokens.access.token.split('.')[1]!, 'base64url').toString())
    expect(claims.email_verified).toBe(true)
    const foreign = await call(accounts.url, 'POST', '/identity/api/v1/me/sendverifyemailaddress', {
      bearer: ben.tokens.access.token,
      json: { redirect_uri: 'https://evil.example.net/' },
    })
    expect(foreign.body.code).toBe(2012)
  })

  it('deletes the account after a fresh password entry; its tokens stop working', async () => {
    await call(accounts.url, 'POST', '/identity/api/v1/users', {
      basic: appBasic,
      json: {
        email_address: 'gone@example.com',
        password: 'Going-Away-5',
        first_name: 'G',
        last_name: 'One',
      },
    })
    const session = await login(accounts.url, 'gone@example.com', 'Going-Away-5')
    const removed = await call(accounts.url, 'DELETE', '/identity/api/v1/me', {
      bearer: session.tokens.access.token,
    })
    expect(removed.status).toBe(204)
    const me = await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: session.tokens.access.token })
    expect(me.status).toBe(401)
    const again = await call(accounts.url, 'POST', '/identity/api/v1/login', {
      basic: appBasic,
      json: { email_address: 'gone@example.com', password: 'Going-Away-5' },
    })
    expect(again.body.code).toBe(2012)
  })
})
