/** Every status and code of the error catalogue is reachable, with the body and headers the reference gives. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv } from './config.ts'
import { signJwt } from './core/jwt.ts'
import { startServer } from './core/server.ts'
import { modules } from './server.ts'
import {
  appBasic,
  type CallResult,
  call,
  login,
  startTestAccounts,
  type TestAccounts,
} from './test-support.ts'

let accounts: TestAccounts
beforeAll(async () => {
  accounts = await startTestAccounts()
})
afterAll(() => accounts.close())

function expectKnown(result: CallResult, status: number, code: number) {
  expect(result.status).toBe(status)
  expect(result.body).toEqual({ error: expect.any(String), code })
  expect(result.headers.get('x-serato-errorcode')).toBe(String(code))
  expect(result.headers.get('x-serato-errormessage')).toBe(result.body.error)
}

const newUser = (overrides: Record<string, unknown> = {}) => ({
  email_address: `new-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'Long-enough-1',
  first_name: 'Nia',
  last_name: 'New',
  timestamp: '2026-11-22T00:00:00Z',
  locale: 'en_GB',
  ...overrides,
})

describe('error catalogue', () => {
  it('1001: an unknown refresh token', async () => {
    const result = await call(accounts.url, 'POST', '/identity/api/v2/tokens/refresh', {
      json: { refresh_token: 'not-a-token' },
    })
    expectKnown(result, 400, 1001)
  })

  it('1004: a well-formed but unsupported locale', async () => {
    const result = await call(accounts.url, 'POST', '/identity/api/v1/users', {
      basic: appBasic,
      json: newUser({ locale: 'xx_XX' }),
    })
    expectKnown(result, 400, 1004)
  })

  it('1007: an expired refresh token', async () => {
    const session = await login(accounts.url)
    accounts.advance(86_401)
    const result = await call(accounts.url, 'POST', '/identity/api/v1/tokens/refresh', {
      json: { refresh_token: session.tokens.refresh.token },
    })
    expectKnown(result, 400, 1007)
  })

  it('2000: anonymous (an empty Bearer), and another user without admin scope', async () => {
    expectKnown(await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: '' }), 403, 2000)
    const ana = await login(accounts.url)
    const other = await call(accounts.url, 'GET', '/identity/api/v1/users/1002', {
      bearer: ana.tokens.access.token,
    })
    expectKnown(other, 403, 2000)
    const search = await call(accounts.url, 'GET', '/identity/api/v1/users?email_address=ben@example.com', {
      bearer: ana.tokens.access.token,
    })
    expectKnown(search, 403, 2000)
  })

  it('2000: a wrong CDN auth header; the right one is accepted', async () => {
    const ana = await login(accounts.url)
    const wrong = await call(accounts.url, 'GET', '/identity/api/v1/me', {
      bearer: ana.tokens.access.token,
      headers: { 'x-serato-cdn-auth': Buffer.from('website:guess').toString('base64') },
    })
    expectKnown(wrong, 403, 2000)
    const right = await call(accounts.url, 'GET', '/identity/api/v1/me', {
      bearer: ana.tokens.access.token,
      headers: { 'x-serato-cdn-auth': appBasic },
    })
    expect(right.status).toBe(200)
  })

  it('2001: a malformed or forged access token', async () => {
    expectKnown(await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: 'garbage' }), 403, 2001)
    const forged = signJwt({ uid: 1001, rtid: 'x', exp: 9_999_999_999 }, 'not-the-secret')
    expectKnown(await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: forged }), 403, 2001)
  })

  it('2002: an expired access token', async () => {
    const session = await login(accounts.url)
    accounts.advance(3601)
    expectKnown(
      await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: session.tokens.access.token }),
      401,
      2002,
    )
  })

  it('2003: an unsupported content type', async () => {
    const result = await call(accounts.url, 'POST', '/identity/api/v1/login', {
      basic: appBasic,
      raw: { type: 'text/plain', body: 'email_address=ana@example.com' },
    })
    expectKnown(result, 415, 2003)
  })

  it('2011: deleting the account long after the password was typed', async () => {
    const session = await login(accounts.url, 'cleo@example.com', 'Studio-Demo-3')
    accounts.advance(601)
    const renewed = await call(accounts.url, 'POST', '/identity/api/v2/tokens/refresh', {
      json: { refresh_token: session.tokens.refresh.token },
    })
    const result = await call(accounts.url, 'DELETE', '/identity/api/v1/me', {
      bearer: renewed.body.access.token,
    })
    expectKnown(result, 401, 2011)
  })

  it('2012: malformed JSON and an invalid email address', async () => {
    const malformed = await call(accounts.url, 'POST', '/identity/api/v1/login', {
      basic: appBasic,
      raw: { type: 'application/json', body: '{"email_address":' },
    })
    expectKnown(malformed, 400, 2012)
    const invalid = await call(accounts.url, 'POST', '/identity/api/v1/users', {
      basic: appBasic,
      json: newUser({ email_address: 'not-an-address' }),
    })
    expectKnown(invalid, 400, 2012)
  })

  it('2013: missing parameters, named', async () => {
    const result = await call(accounts.url, 'POST', '/identity/api/v1/login', {
      basic: appBasic,
      form: { email_address: 'ana@example.com' },
    })
    expectKnown(result, 400, 2013)
    expect(result.body.error).toContain('password')
  })

  it('5023: HTML tags in a field', async () => {
    const result = await call(accounts.url, 'POST', '/identity/api/v1/users', {
      basic: appBasic,
      json: newUser({ first_name: '<script>alert(1)</script>' }),
    })
    expectKnown(result, 400, 5023)
    expect(result.body.error).toContain('first_name')
  })

  it('409: an address already in use', async () => {
    const result = await call(accounts.url, 'POST', '/identity/api/v1/users', {
      basic: appBasic,
      json: newUser({ email_address: 'ANA@example.com' }),
    })
    expect(result.status).toBe(409)
  })

  it('404: unknown routes and unknown services answer {"message":"Not found"}', async () => {
    for (const path of ['/identity/api/v1/nothing', '/license/api/v1/nothing', '/nope']) {
      const result = await call(accounts.url, 'GET', path)
      expect([result.status, result.body]).toEqual([404, { message: 'Not found' }])
    }
    const index = await call(accounts.url, 'GET', '/')
    expect([index.status, index.text.includes('<code>/ai-proxy</code>')]).toEqual([200, true])
  })

  it('503 and 500 as injected faults', async () => {
    for (const kind of ['503', '500'] as const) {
      await call(accounts.url, 'POST', '/__sandbox/faults', { json: { service: 'identity', kind, times: 1 } })
      const result = await call(accounts.url, 'GET', '/identity/api/v1/me')
      expect(result.status).toBe(Number(kind))
      expect(result.body).toEqual({
        message: kind === '503' ? '503 Service Unavailable' : 'Oops, something went wrong, please try again.',
      })
    }
  })
})

describe('an unhandled failure inside a handler', () => {
  it('answers the 500 body, reports the error, and keeps serving', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'accounts-500-'))
    const reported: unknown[] = []
    const broken = {
      name: 'license',
      register: (router: Parameters<(typeof modules)[number]['register']>[0]) =>
        router.add('license', {
          method: 'GET',
          path: '/api/v1/boom',
          auth: 'none',
          handler: () => {
            throw new TypeError('bug')
          },
        }),
    }
    const server = await startServer({ ...configFromEnv({}), port: 0, dataDir }, [...modules, broken], {
      onUnhandled: (error) => reported.push(error),
    })
    try {
      const result = await call(server.url, 'GET', '/license/api/v1/boom')
      expect([result.status, result.body]).toEqual([
        500,
        { message: 'Oops, something went wrong, please try again.' },
      ])
      expect(reported).toHaveLength(1)
      expect((await call(server.url, 'GET', '/license/api/v1/boom')).status).toBe(500)
    } finally {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
