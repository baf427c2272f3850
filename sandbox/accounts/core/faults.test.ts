import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

let accounts: TestAccounts
beforeAll(async () => {
  accounts = await startTestAccounts()
})
afterAll(() => accounts.close())
beforeEach(async () => {
  await call(accounts.url, 'DELETE', '/__sandbox/faults')
  await call(accounts.url, 'POST', '/__sandbox/reset-stats')
})

const addFault = (fault: Record<string, unknown>) =>
  call(accounts.url, 'POST', '/__sandbox/faults', { json: fault })
const refresh = (token: string) =>
  call(accounts.url, 'POST', '/identity/api/v2/tokens/refresh', { json: { refresh_token: token } })

describe('fault injection', () => {
  it('answers 503 for the matching route only, `times` times', async () => {
    const session = await login(accounts.url)
    const added = await addFault({
      service: 'identity',
      method: 'POST',
      path: '/api/v2/tokens/refresh',
      kind: '503',
      times: 2,
    })
    expect(added.status).toBe(201)
    expect((await refresh(session.tokens.refresh.token)).status).toBe(503)
    const me = await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: session.tokens.access.token })
    expect(me.status).toBe(200)
    expect((await refresh(session.tokens.refresh.token)).status).toBe(503)
    expect((await refresh(session.tokens.refresh.token)).status).toBe(200)
  })

  it('injects any catalogue error, matched by route pattern', async () => {
    const session = await login(accounts.url)
    await addFault({
      service: 'identity',
      path: '{me}',
      kind: 'error',
      status: 401,
      code: 2002,
      error: 'Expired',
    })
    const me = await call(accounts.url, 'GET', '/identity/api/v1/users/1001', {
      bearer: session.tokens.access.token,
    })
    expect([me.status, me.body, me.headers.get('x-serato-errorcode')]).toEqual([
      401,
      { error: 'Expired', code: 2002 },
      '2002',
    ])
  })

  it('adds latency before the real answer', async () => {
    await addFault({ path: '/api/v1/*', kind: 'latency', ms: 400, times: 2 })
    const impatient = fetch(`${accounts.url}/identity/api/v1/me`, { signal: AbortSignal.timeout(20) })
    await expect(impatient).rejects.toThrow()
    const patient = await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: '' })
    expect(patient.body.code).toBe(2000)
  })

  it('hangs until the client gives up', async () => {
    await addFault({ kind: 'hang', times: 1 })
    const attempt = fetch(`${accounts.url}/identity/api/v1/me`, { signal: AbortSignal.timeout(200) })
    await expect(attempt).rejects.toThrow()
    expect((await call(accounts.url, 'GET', '/identity/api/v1/me')).status).toBe(403)
  })

  it('lists and removes faults one by one', async () => {
    const added = await addFault({ kind: '500' })
    expect((await call(accounts.url, 'GET', '/__sandbox/faults')).body.items).toHaveLength(1)
    expect((await call(accounts.url, 'DELETE', `/__sandbox/faults/${added.body.id}`)).status).toBe(204)
    expect((await call(accounts.url, 'GET', '/identity/api/v1/me')).status).toBe(403)
  })

  it('refuses an unknown kind or an error without status and code', async () => {
    expect((await addFault({ kind: 'explode' })).body.code).toBe(2012)
    expect((await addFault({ kind: 'error', status: 400 })).body.code).toBe(2013)
  })
})

describe('stats', () => {
  it('counts requests per route pattern, faulted ones included', async () => {
    const session = await login(accounts.url)
    await addFault({ path: '/api/v2/tokens/refresh', kind: '500', times: 1 })
    await refresh(session.tokens.refresh.token)
    await refresh(session.tokens.refresh.token)
    await call(accounts.url, 'GET', '/identity/api/v1/users/1001', { bearer: session.tokens.access.token })
    await call(accounts.url, 'GET', '/identity/api/v1/me', { bearer: session.tokens.access.token })
    const stats = await call(accounts.url, 'GET', '/__sandbox/stats')
    expect(stats.body.routes).toEqual({
      'identity POST /api/v1/login': 1,
      'identity POST /api/v2/tokens/refresh': 2,
      'identity GET {me}': 2,
    })
    expect(stats.body.total).toBe(5)
    await call(accounts.url, 'POST', '/__sandbox/reset-stats')
    expect((await call(accounts.url, 'GET', '/__sandbox/stats')).body).toEqual({ total: 0, routes: {} })
  })
})

describe('the admin endpoints', () => {
  it('do not exist when ACCOUNTS_SANDBOX_ADMIN is off', async () => {
    const closed = await startTestAccounts({ adminEnabled: false })
    try {
      const result = await call(closed.url, 'GET', '/__sandbox/stats')
      expect([result.status, result.body]).toEqual([404, { message: 'Not found' }])
    } finally {
      await closed.close()
    }
  })
})
