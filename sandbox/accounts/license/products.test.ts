import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CallOptions, call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

let accounts: TestAccounts
const bearer: Record<string, string> = {}
const signIn = async (name: string, password: string) => {
  bearer[name] = (await login(accounts.url, `${name}@example.com`, password)).tokens.access.token
}
beforeAll(async () => {
  accounts = await startTestAccounts()
  await signIn('ana', 'Studio-Demo-1')
  await signIn('ben', 'Studio-Demo-2')
  await signIn('cleo', 'Studio-Demo-3')
  await signIn('admin', 'Admin-Demo-9')
})
afterAll(() => accounts.close())

const products = (who: string, method = 'GET', path = '', options: CallOptions = {}) =>
  call(accounts.url, method, `/license/api/v1/me/products${path}`, { bearer: bearer[who], ...options })
const register = (who: string, json: Record<string, unknown>) => products(who, 'POST', '', { json })

describe('GET {me}/products', () => {
  it("answers ana's two products; licence activations only with show_license_activations", async () => {
    const plain = await products('ana')
    expect(plain.status).toBe(200)
    const [studio, sample] = plain.body.items
    expect(Object.keys(studio).sort()).toEqual(
      [
        'id',
        'date_created',
        'user_id',
        'licenses',
        'product_type',
        'product_serial_number',
        'subscription_status',
        'deleted',
      ].sort(),
    )
    // A subscription has no serial; a product registered by one answers it.
    expect([studio.product_serial_number, sample.product_serial_number]).toEqual([
      null,
      'SAMPLE-PERM-0000-ANA1',
    ])
    expect([studio.product_type.id, studio.subscription_status, studio.licenses[0].license_type.id]).toEqual([
      1,
      'Active',
      101,
    ])
    expect([sample.product_type.id, sample.subscription_status]).toEqual([2, null])
    expect('activations' in studio.licenses[0]).toBe(false)
    const detailed = await products('ana', 'GET', '?show_license_activations=true')
    expect(detailed.body.items[0].licenses[0].activations).toHaveLength(2)
    expect((await products('cleo')).body).toEqual({ items: [] })
  })
})

describe('POST {me}/products', () => {
  it('registers a hex-fx serial (any case), activating it on the given machine, once only', async () => {
    const created = await register('cleo', {
      product_serial_number: ' hexfx-perm-0001-a1b2 ',
      product_type_id: 3,
      host_machine_id: 'cleo-laptop-01',
      ilok_user_id: 'cleo_chen',
    })
    expect(created.status).toBe(201)
    expect([created.body.user_id, created.body.product_type.id]).toEqual([1003, 3])
    const [licence] = created.body.licenses
    expect([licence.license_type.id, licence.ilok.user_id, licence.valid_to]).toEqual([
      301,
      'cleo_chen',
      null,
    ])
    expect(
      licence.activations.map((a: { machine: { hardware_id: string } }) => a.machine.hardware_id),
    ).toEqual(['cleo-laptop-01'])
    const held = await call(accounts.url, 'GET', '/license/api/v1/me/licenses?app_name=hex-fx', {
      bearer: bearer.cleo,
    })
    expect(held.body.items.map((l: { id: number }) => l.id)).toEqual([licence.id])
    for (const who of ['cleo', 'ben']) {
      const again = await register(who, { product_serial_number: 'HEXFX-PERM-0001-A1B2' })
      expect([again.status, again.body.code]).toEqual([409, 1010])
    }
  })

  it('registers a producer suite by form, which then counts for studio, sample and hex-fx', async () => {
    const created = await products('ben', 'POST', '', {
      form: { product_serial_number: 'SUITE-PERM-0001-E5F6' },
    })
    expect([created.status, created.body.product_type.name, created.body.licenses[0].activations]).toEqual([
      201,
      'Producer Suite',
      [],
    ])
    const hexfx = await call(accounts.url, 'GET', '/license/api/v1/me/licenses?app_name=hex-fx', {
      bearer: bearer.ben,
    })
    expect(hexfx.body.items.map((l: { license_type: { id: number } }) => l.license_type.id)).toEqual([501])
  })

  it('refuses unknown, used and malformed input with the catalogue code', async () => {
    const cases: [Record<string, unknown>, number, number][] = [
      [{ product_serial_number: 'NOPE-0000' }, 400, 1004],
      [{ product_serial_number: 'SAMPLE-PERM-0000-ANA1' }, 409, 1010],
      [{ product_serial_number: 'HEXFX-PERM-0002-C3D4', product_type_id: 99 }, 400, 1004],
      [{ product_serial_number: 'HEXFX-PERM-0002-C3D4', product_type_id: 1 }, 400, 1004],
      [{ product_serial_number: 'HEXFX-PERM-0002-C3D4', product_type_id: 'three' }, 400, 2012],
      [{ product_serial_number: 'HEXFX-PERM-0002-C3D4', ilok_user_id: 'a' }, 400, 2012],
      [{ product_serial_number: 'HEXFX-PERM-0002-C3D4', host_machine_id: '---' }, 400, 2012],
      [{ product_type_id: 3 }, 400, 2013],
      [{ product_serial_number: '<b>HEXFX-PERM-0002-C3D4</b>' }, 400, 5023],
    ]
    for (const [json, status, code] of cases) {
      const result = await register('cleo', json)
      expect([json, result.status, result.body.code]).toEqual([json, status, code])
    }
    // None of the refusals used up the serial.
    expect((await register('cleo', { product_serial_number: 'HEXFX-PERM-0002-C3D4' })).status).toBe(201)
  })
})

describe('PUT {me}/products/{productId}', () => {
  it('changes the iLok user id after a recent password entry', async () => {
    const changed = await products('ana', 'PUT', '/2', { json: { ilok_user_id: 'ana-ilok-2' } })
    expect([changed.status, changed.body.licenses[0].ilok.user_id]).toEqual([200, 'ana-ilok-2'])
    const listed = await call(accounts.url, 'GET', '/license/api/v1/me/licenses?term=permanent', {
      bearer: bearer.ana,
    })
    expect(listed.body.items[0].ilok.user_id).toBe('ana-ilok-2')
    const byAdmin = await call(accounts.url, 'PUT', '/license/api/v1/users/1001/products/1', {
      bearer: bearer.admin,
      json: { ilok_user_id: 'ana.studio' },
    })
    expect([byAdmin.status, byAdmin.body.licenses[0].ilok.user_id]).toEqual([200, 'ana.studio'])
  })

  it("refuses bad input, and another customer's or an unknown product as not found", async () => {
    const cases: [string, unknown, number, number | undefined][] = [
      ['/2', { ilok_user_id: 'no spaces allowed' }, 400, 2012],
      ['/2', {}, 400, 2013],
      ['/two', { ilok_user_id: 'ana-ilok-3' }, 400, 2012],
      ['/3', { ilok_user_id: 'ana-ilok-3' }, 404, undefined],
      ['/9999', { ilok_user_id: 'ana-ilok-3' }, 404, undefined],
    ]
    for (const [path, json, status, code] of cases) {
      const result = await products('ana', 'PUT', path, { json })
      expect([path, result.status, result.body.code]).toEqual([path, status, code])
    }
  })

  it('asks for the password again once the re-entry window has passed (401/2011)', async () => {
    accounts.advance(601)
    const result = await products('ben', 'PUT', '/3', { json: { ilok_user_id: 'ben-ilok' } })
    expect([result.status, result.body.code]).toEqual([401, 2011])
    await signIn('ben', 'Studio-Demo-2')
    expect((await products('ben', 'PUT', '/3', { json: { ilok_user_id: 'ben-ilok' } })).status).toBe(200)
  })
})
