import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatedBytes } from '../../content/generated.ts'
import { call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

let accounts: TestAccounts
let ana: string
let cleo: string
beforeAll(async () => {
  accounts = await startTestAccounts()
  ana = (await login(accounts.url)).tokens.access.token
  cleo = (await login(accounts.url, 'cleo@example.com', 'Studio-Demo-3')).tokens.access.token
})
afterAll(() => accounts.close())

const assets = (query: string, token = ana) =>
  call(accounts.url, 'GET', `/da/api/v1/assets?${query}`, { bearer: token })
const ids = (answer: { body: { items: { id: number }[] } }) => answer.body.items.map((a) => a.id)
const post = (path: string, token = ana) =>
  call(accounts.url, 'POST', `/da/api/v1/${path}`, { bearer: token })

describe('assets', () => {
  it("lists the assets of the customer's products, in the reference's shape", async () => {
    const all = await assets('')
    expect(all.status).toBe(200)
    // ana owns studio and sample: everything but the hex-fx plugin.
    expect(ids(all)).toEqual([7101, 7102, 7103, 7104, 7105, 7106, 7108])
    const [asset] = all.body.items
    expect(Object.keys(asset).sort()).toEqual([
      'host_app_compatibility',
      'id',
      'name',
      'release_date',
      'release_type',
      'resources',
      'type',
      'version',
    ])
    expect(Object.keys(asset.resources[0]).sort()).toEqual([
      'file_name',
      'file_size',
      'host_os_compatibility',
      'id',
      'installer_type',
      'mime_type',
      'name',
      'type',
    ])
    expect(ids(await assets('', cleo))).toEqual([])
  })

  it('applies every filter', async () => {
    expect(ids(await assets('host_app_name=sample'))).toEqual([7105, 7106, 7108])
    expect(ids(await assets('host_app_name=studio&host_app_version=2.1.0'))).toEqual([7101, 7102, 7103, 7108])
    expect(ids(await assets('host_app_name=studio&host_app_version=2.3.1'))).toEqual([7102, 7103, 7104, 7108])
    expect(ids(await assets('host_app_name=studio&host_app_version=1.4.0'))).toEqual([])
    expect(ids(await assets('type=soundpack'))).toEqual([7103, 7104, 7105])
    expect(ids(await assets('type=plugin,expansion'))).toEqual([7101, 7102, 7106, 7108])
    expect(ids(await assets('release_type=beta'))).toEqual([7104])
    expect(ids(await assets('release_date=2026-01-01'))).toEqual([7102, 7104, 7106, 7108])
    expect(ids(await assets('latest_only=true&type=expansion'))).toEqual([7102, 7106])
    const mac = await assets('host_app_os=mac&type=expansion')
    for (const asset of mac.body.items) {
      expect(asset.resources.map((r: { installer_type: string }) => r.installer_type)).toEqual(['dmg'])
    }
  })

  it('answers the catalogue errors for filters and anonymous callers', async () => {
    const cases: Array<[string, number, number]> = [
      ['host_app_version=2.0.0', 400, 2013],
      ['host_app_name=dj', 400, 1004],
      ['host_app_os=linux', 400, 1004],
      ['type=video', 400, 1004],
      ['release_type=alpha', 400, 1004],
      ['release_date=2026-02-30', 400, 2012],
      ['host_app_name=studio&host_app_version=two', 400, 2012],
      ['type=%3Cscript%3E', 400, 5023],
    ]
    for (const [query, status, code] of cases) {
      const answer = await assets(query)
      expect([answer.status, answer.body.code], query).toEqual([status, code])
    }
    const anonymous = await call(accounts.url, 'GET', '/da/api/v1/assets')
    expect([anonymous.status, anonymous.body.code]).toEqual([403, 2000])
  })

  it('answers signed links to a resource, by asset and resource or by resource alone', async () => {
    const byAsset = await post('assets/7103/resources/71031/download')
    const byResource = await post('resources/71031/download')
    for (const answer of [byAsset, byResource]) {
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ mime_type: 'application/zip', asset_id: 7103, resource_id: 71031 })
      expect(answer.body.url_expires).toBeGreaterThan(Math.floor(Date.now() / 1000))
    }
    const file = await fetch(byResource.body.url, { headers: { range: 'bytes=0-99' } })
    expect(file.status).toBe(206)
    expect(file.headers.get('content-range')).toBe(`bytes 0-99/${byResource.body.file_size}`)
    const expected = generatedBytes(byResource.body.file_name, byResource.body.file_size)
    expect(Buffer.from(await file.arrayBuffer()).equals(expected.subarray(0, 100))).toBe(true)
  })

  it('refuses unknown ids (404), a resource of another asset (404), one not owned (403/2000)', async () => {
    const cases: Array<[string, number, number | undefined]> = [
      ['assets/7103/resources/99999/download', 404, undefined],
      ['assets/7101/resources/71031/download', 404, undefined],
      ['resources/abc/download', 404, undefined],
      ['resources/71071/download', 403, 2000],
      ['resources/71031/download-email', 403, 2000],
    ]
    for (const [path, status, code] of cases) {
      const token = path.endsWith('email') ? cleo : ana
      const answer = await post(path, token)
      expect([answer.status, answer.body?.code], path).toEqual([status, code])
    }
    const anonymous = await post('resources/71031/download', '')
    expect([anonymous.status, anonymous.body.code]).toEqual([403, 2000])
  })

  it("emails a week-long link to the customer's address, listed in the outbox", async () => {
    const sent = await post('resources/71061/download-email')
    expect(sent.status).toBe(204)
    const outbox = await call(accounts.url, 'GET', '/__sandbox/da/outbox')
    const mail = outbox.body.items.at(-1)
    expect(mail).toMatchObject({
      user_id: 1001,
      email_address: 'ana@example.com',
      asset_id: 7106,
      resource_id: 71061,
    })
    expect(mail.url_expires).toBeGreaterThan(Math.floor(Date.now() / 1000) + 6 * 86_400)
    const file = await fetch(mail.link)
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${mail.file_name}"`)
    expect((await post('resources/999/download-email')).status).toBe(404)
  })

  it("reads the licence stand-in's licenses table when it exists", async () => {
    const own = await startTestAccounts()
    try {
      // The licence module's own table, with the seed replaced by what this test needs.
      own.server.db.exec('DELETE FROM license_activations; DELETE FROM licenses')
      own.server.db.exec(
        'INSERT INTO licenses (user_id, license_type_id, deleted) VALUES (1003, 301, 0), (1003, 101, 1), (1001, 501, 0)',
      )
      const token = (await login(own.url, 'cleo@example.com', 'Studio-Demo-3')).tokens.access.token
      const list = await call(own.url, 'GET', '/da/api/v1/assets', { bearer: token })
      expect(ids(list)).toEqual([7107])
      // The producer suite includes studio, sample and hex-fx.
      const suite = (await login(own.url)).tokens.access.token
      expect(ids(await call(own.url, 'GET', '/da/api/v1/assets', { bearer: suite }))).toHaveLength(8)
    } finally {
      await own.close()
    }
  })
})
