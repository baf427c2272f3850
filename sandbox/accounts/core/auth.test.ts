/** The auth kinds and `{me}` resolution as any later service will use them, on a throw-away module. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { modules } from '../server.ts'
import { appBasic, call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'
import { json } from './http.ts'
import type { ServiceModule } from './module.ts'
import { startServer } from './server.ts'

const probe: ServiceModule = {
  name: 'rewards',
  register: (router) => {
    const echo = ({ caller, userId }: { caller: unknown; userId: number | undefined }) =>
      json(200, { caller, userId })
    router.add('rewards', { method: 'GET', path: '/api/v1/optional', auth: 'optional', handler: echo })
    router.add('rewards', { method: 'GET', path: '/api/v1/app', auth: 'basic', handler: echo })
    router.add('rewards', { method: 'GET', path: '{me}/probe', auth: 'bearer', handler: echo })
  },
}

let accounts: TestAccounts
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
  accounts = await startTestAccounts()
  // A second server on the same data, with the probe module registered.
  server = await startServer({ ...configOf(accounts), port: 0 }, [...modules, probe])
})
afterAll(async () => {
  await server.close()
  await accounts.close()
})

function configOf(running: TestAccounts) {
  return running.server.context.config
}

describe('auth kinds', () => {
  it('optional: anonymous without a token or with an empty Bearer, the user with one, 2001 with a bad one', async () => {
    const ana = await login(server.url)
    expect((await call(server.url, 'GET', '/rewards/api/v1/optional')).body.caller).toEqual({
      kind: 'anonymous',
    })
    expect((await call(server.url, 'GET', '/rewards/api/v1/optional', { bearer: '' })).body.caller.kind).toBe(
      'anonymous',
    )
    const signedIn = await call(server.url, 'GET', '/rewards/api/v1/optional', {
      bearer: ana.tokens.access.token,
    })
    expect(signedIn.body.caller).toMatchObject({ kind: 'user', uid: 1001 })
    expect((await call(server.url, 'GET', '/rewards/api/v1/optional', { bearer: 'x.y.z' })).body.code).toBe(
      2001,
    )
  })

  it('basic: the app with its credentials, 403/2000 with a bearer token or none', async () => {
    const ana = await login(server.url)
    expect(
      (await call(server.url, 'GET', '/rewards/api/v1/app', { basic: appBasic })).body.caller,
    ).toMatchObject({
      kind: 'app',
      appId: 'website',
    })
    expect(
      (await call(server.url, 'GET', '/rewards/api/v1/app', { bearer: ana.tokens.access.token })).body.code,
    ).toBe(2000)
    expect((await call(server.url, 'GET', '/rewards/api/v1/app')).body.code).toBe(2000)
  })

  it('{me}: /me and the own id act on the caller; another id needs the admin scope; a bad id is 2012', async () => {
    const ana = await login(server.url)
    const admin = await login(server.url, 'admin@example.com', 'Admin-Demo-9')
    const get = (path: string, bearer: string) => call(server.url, 'GET', `/rewards${path}`, { bearer })
    expect((await get('/api/v1/me/probe', ana.tokens.access.token)).body.userId).toBe(1001)
    expect((await get('/api/v1/users/1001/probe', ana.tokens.access.token)).body.userId).toBe(1001)
    expect((await get('/api/v1/users/1002/probe', ana.tokens.access.token)).body.code).toBe(2000)
    expect((await get('/api/v1/users/1002/probe', admin.tokens.access.token)).body.userId).toBe(1002)
    expect((await get('/api/v1/users/abc/rewards', admin.tokens.access.token)).body.code).toBe(2012)
  })

  it('tokens of one server are valid on another over the same data directory (the key is stored)', async () => {
    const ana = await login(accounts.url)
    const me = await call(server.url, 'GET', '/identity/api/v1/me', { bearer: ana.tokens.access.token })
    expect(me.status).toBe(200)
  })
})
