import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { asCustomer } from '../http/customer.ts'
import { jsonResponse, scriptedService, testSettings } from '../http/testing.ts'
import { License, makeLicense } from './License.ts'

const me = { accessToken: 'at-1', userId: 0 }
const type = { id: 3, name: 'Hex FX', term: 'permanent' }
const licence = { id: 7, license_type: type, activations: [], activation_limit: 2 }
const product = { id: 9, product_type: { id: 3, name: 'Hex FX' }, licenses: [licence] }

type Call = (l: License['Service']) => Effect.Effect<unknown, unknown>
const cases: ReadonlyArray<readonly [string, Call, unknown, string, string, unknown]> = [
  [
    'listLicenses',
    (l: License['Service']) => l.listLicenses({ term: 'trial' }).pipe(asCustomer(me)),
    { items: [licence] },
    'GET',
    '/api/v1/me/licenses?term=trial',
    undefined,
  ],
  [
    'getProductType',
    (l: License['Service']) => l.getProductType(3).pipe(asCustomer(me)),
    { id: 3, name: 'Hex FX' },
    'GET',
    '/api/v1/products/types/3',
    undefined,
  ],
  [
    'listProductTypes',
    (l: License['Service']) => l.listProductTypes().pipe(asCustomer(me)),
    { items: [] },
    'GET',
    '/api/v1/products/types',
    undefined,
  ],
  [
    'listProducts',
    (l: License['Service']) => l.listProducts().pipe(asCustomer(me)),
    { items: [product] },
    'GET',
    '/api/v1/me/products',
    undefined,
  ],
  [
    'registerProduct',
    (l: License['Service']) =>
      l.registerProduct({ product_serial_number: 'HEX-1', ilok_user_id: '' }).pipe(asCustomer(me)),
    product,
    'POST',
    '/api/v1/me/products',
    { product_serial_number: 'HEX-1' },
  ],
  [
    'setIlokUser',
    (l: License['Service']) => l.setIlokUser(9, 'ana.x').pipe(asCustomer(me)),
    product,
    'PUT',
    '/api/v1/me/products/9',
    { ilok_user_id: 'ana.x' },
  ],
  [
    'createAuthorization',
    (l: License['Service']) =>
      l
        .createAuthorization({
          action: 'deactivate',
          app_name: 'studio',
          app_version: '2.3.1',
          host_machine_id: 'm-1',
          license_id: 7,
        })
        .pipe(asCustomer(me)),
    { authorization_id: 'a-1', licenses: [] },
    'POST',
    '/api/v1/me/licenses/authorizations',
    { action: 'deactivate', app_name: 'studio', app_version: '2.3.1', host_machine_id: 'm-1', license_id: 7 },
  ],
  [
    'updateAuthorization',
    (l: License['Service']) => l.updateAuthorization('a-1', 0).pipe(asCustomer(me)),
    { result: 'deactivated', refresh_token_id: [] },
    'PUT',
    '/api/v1/me/licenses/authorizations/a-1',
    { status_code: 0 },
  ],
]

describe('License calls (spec §7)', () => {
  it.each(cases)(
    '%s sends its request with the bearer token and decodes the answer',
    async (_name, call, answer, method, path, body) => {
      const { run, seen } = scriptedService(License, makeLicense, jsonResponse(200, answer))
      const exit = await run(call)
      expect(Exit.isSuccess(exit)).toBe(true)
      expect(seen[0]?.method).toBe(method)
      expect(seen[0]?.url.href).toBe(`${testSettings.baseUrls.license}${path}`)
      expect(seen[0]?.headers.get('authorization')).toBe('Bearer at-1')
      expect(seen[0]?.body === undefined ? undefined : JSON.parse(seen[0].body)).toEqual(body)
    },
  )

  it('turns 1004 into a typed ApiError with its code', async () => {
    const { run } = scriptedService(
      License,
      makeLicense,
      jsonResponse(400, { error: 'Unknown serial', code: 1004 }),
    )
    const exit = await run((l) => l.registerProduct({ product_serial_number: 'NOPE-1' }).pipe(asCustomer(me)))
    expect(exit).toMatchObject({ _tag: 'Failure' })
    expect(JSON.stringify(exit)).toContain('"code":1004')
  })

  it('keeps each product type it was given for publicTtlMs: the same for every customer (decision 286)', async () => {
    const { run, seen } = scriptedService(License, makeLicense, (request) =>
      jsonResponse(200, { id: Number(request.url.pathname.split('/').pop()), name: 'Hex FX' }),
    )
    const other = { accessToken: 'at-2', userId: 0 }
    const exit = await run((l) =>
      Effect.all([
        l.getProductType(3).pipe(asCustomer(me)),
        l.getProductType(3).pipe(asCustomer(other)),
        l.getProductType(4).pipe(asCustomer(me)),
      ]),
    )
    expect(exit).toMatchObject({ _tag: 'Success', value: [{ id: 3 }, { id: 3 }, { id: 4 }] })
    expect(seen.map((r) => r.url.href)).toEqual(
      [3, 4].map((id) => `${testSettings.baseUrls.license}/api/v1/products/types/${id}`),
    )
  })
})
