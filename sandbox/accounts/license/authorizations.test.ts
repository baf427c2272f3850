import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appBasic, call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

let accounts: TestAccounts
const bearer: Record<string, string> = {}
beforeAll(async () => {
  accounts = await startTestAccounts()
  bearer.ana = (await login(accounts.url)).tokens.access.token
  bearer.ben = (await login(accounts.url, 'ben@example.com', 'Studio-Demo-2')).tokens.access.token
  bearer.cleo = (await login(accounts.url, 'cleo@example.com', 'Studio-Demo-3')).tokens.access.token
})
afterAll(() => accounts.close())

const base = '/license/api/v1/me/licenses'
const start = (who: string, json: Record<string, unknown>) =>
  call(accounts.url, 'POST', `${base}/authorizations`, { bearer: bearer[who], json })
const finish = (who: string, id: unknown, json: Record<string, unknown>) =>
  call(accounts.url, 'PUT', `${base}/authorizations/${id}`, { bearer: bearer[who], json })
const request = (licenseId: number, machine: string, action = 'activate', app = 'studio') => ({
  action,
  app_name: app,
  app_version: '2.3.1',
  host_machine_id: machine,
  host_machine_name: `Machine ${machine}`,
  license_id: licenseId,
  system_time: new Date().toISOString(),
})
const machinesOf = async (who: string, licenseId: number): Promise<string[]> => {
  const items = (await call(accounts.url, 'GET', base, { bearer: bearer[who] })).body.items
  const licence = items.find((l: { id: number }) => l.id === licenseId)
  return licence.activations.map((a: { machine: { hardware_id: string } }) => a.machine.hardware_id)
}

describe('deauthorizing a machine', () => {
  it('removes the activation and signs that machine out, so the count goes down', async () => {
    // The studio app on ana's MacBook signed in with the machine id as its device id.
    const app = await call(accounts.url, 'POST', '/identity/api/v1/login', {
      basic: appBasic,
      json: { email_address: 'ana@example.com', password: 'Studio-Demo-1', device_id: 'ANA-MBP-7F3A-2C91' },
    })
    const rtid = JSON.parse(
      Buffer.from(app.body.tokens.access.token.split('.')[1], 'base64url').toString(),
    ).rtid
    expect(await machinesOf('ana', 1)).toHaveLength(2)
    const started = await start('ana', request(1, 'ana-mbp-7f3a-2c91', 'deactivate'))
    expect(started.status).toBe(201)
    expect(Object.keys(started.body).sort()).toEqual(['authorization_id', 'licenses'])
    expect(started.body.licenses[0].activations).toHaveLength(2)
    const done = await finish('ana', started.body.authorization_id, { status_code: 0 })
    expect([done.status, done.body]).toEqual([200, { result: 'deactivated', refresh_token_id: [rtid] }])
    expect(await machinesOf('ana', 1)).toEqual(['ana-studio-pc-88d0'])
    const refresh = await call(accounts.url, 'POST', '/identity/api/v2/tokens/refresh', {
      json: { refresh_token: app.body.tokens.refresh.token },
    })
    expect([refresh.status, refresh.body.code]).toEqual([400, 1001])
    const again = await finish('ana', started.body.authorization_id, { status_code: 0 })
    expect([again.status, again.body.code]).toEqual([409, 1010])
  })
})

describe('authorizing a machine', () => {
  it('adds an activation up to the limit, re-checked when the app reports success', async () => {
    // Ben's trial allows one machine: two authorizations may start, only the first to finish wins.
    const first = await start('ben', request(3, 'ben-desk'))
    const second = await start('ben', request(3, 'ben-laptop'))
    expect([first.status, second.status]).toEqual([201, 201])
    expect(await finish('ben', first.body.authorization_id, { status_code: '0' })).toMatchObject({
      status: 200,
      body: { result: 'activated', refresh_token_id: [] },
    })
    const late = await finish('ben', second.body.authorization_id, { status_code: 0 })
    expect([late.status, late.body.code, late.body.error]).toEqual([
      409,
      1010,
      'Activation limit reached: 1 of 1 machines in use; deactivate one of them first',
    ])
    const third = await start('ben', request(3, 'ben-laptop'))
    expect([third.status, third.body.code]).toEqual([409, 1010])
    // The machine already counted may authorize again (a reinstall) without using another activation.
    const reinstall = await start('ben', request(3, 'BEN-DESK'))
    await finish('ben', reinstall.body.authorization_id, { status_code: 0 })
    expect(await machinesOf('ben', 3)).toEqual(['ben-desk'])
  })

  it('changes nothing when the app reports a failure or a cancellation', async () => {
    for (const [code, result] of [
      [1, 'failed'],
      [2, 'cancelled'],
    ] as const) {
      const started = await start('ana', request(1, `ana-new-${code}`))
      const done = await finish('ana', started.body.authorization_id, { status_code: code })
      expect(done.body).toEqual({ result, refresh_token_id: [] })
    }
    expect(await machinesOf('ana', 1)).toEqual(['ana-studio-pc-88d0'])
  })
})

describe('refusals', () => {
  it('refuses a bad authorization request with the catalogue code', async () => {
    const cases: [Record<string, unknown>, number, number | undefined][] = [
      [{ ...request(1, 'x1'), action: 'borrow' }, 400, 1004],
      [request(2, 'x1', 'activate', 'studio'), 400, 1004],
      [request(1, 'never-seen', 'deactivate'), 400, 1004],
      [{ ...request(1, 'x1'), app_name: 'logic' }, 400, 1004],
      [{ ...request(1, 'x1'), app_version: 'latest' }, 400, 2012],
      [{ ...request(1, 'x1'), license_id: 'one' }, 400, 2012],
      [{ ...request(1, 'x1'), system_time: 'yesterday' }, 400, 2012],
      [{ ...request(1, 'x1'), system_time: '2001-01-01T00:00:00Z' }, 400, 1004],
      [{ ...request(1, 'x1'), host_machine_name: '<script>x</script>' }, 400, 5023],
      [{ action: 'activate', app_name: 'studio' }, 400, 2013],
      [request(3, 'x1'), 404, undefined],
      [request(424242, 'x1'), 404, undefined],
    ]
    for (const [json, status, code] of cases) {
      const result = await start('ana', json)
      expect([json, result.status, result.body.code]).toEqual([json, status, code])
    }
    const missing = await start('ana', { action: 'activate' })
    expect(missing.body.error).toBe(
      'Missing required parameter(s): app_name, app_version, host_machine_id, license_id',
    )
  })

  it("refuses a bad status, another customer's or an unknown authorization", async () => {
    const started = await start('ana', request(1, 'ana-status'))
    const id = started.body.authorization_id
    const cases: [string, unknown, Record<string, unknown>, number, number | undefined][] = [
      ['ana', id, { status_code: 7 }, 400, 1004],
      ['ana', id, { status_code: 'ok' }, 400, 2012],
      ['ana', id, {}, 400, 2013],
      ['ana', 'abc', { status_code: 0 }, 400, 2012],
      ['ana', 999_999, { status_code: 0 }, 404, undefined],
      ['cleo', id, { status_code: 0 }, 404, undefined],
    ]
    for (const [who, target, json, status, code] of cases) {
      const result = await finish(who, target, json)
      expect([who, target, json, result.status, result.body.code]).toEqual([who, target, json, status, code])
    }
  })

  it('refuses an authorization finished too late, and activating an expired licence', async () => {
    const started = await start('ben', request(4, 'ben-sampler', 'activate', 'sample'))
    accounts.advance(601)
    const late = await finish('ben', started.body.authorization_id, { status_code: 0 })
    expect([late.status, late.body.error]).toEqual([409, 'This authorization has expired; start a new one'])
    accounts.advance(4 * 86_400)
    bearer.ben = (await login(accounts.url, 'ben@example.com', 'Studio-Demo-2')).tokens.access.token
    const expired = await start('ben', { ...request(3, 'ben-desk'), system_time: undefined })
    expect([expired.status, expired.body.error]).toEqual([409, 'This licence has expired'])
  })
})
