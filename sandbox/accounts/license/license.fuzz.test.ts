/** Arbitrary input to the licence calls never gives a 500: only catalogue bodies, messages or successes. */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

let accounts: TestAccounts
let bearer = ''
beforeAll(async () => {
  accounts = await startTestAccounts()
  bearer = (await login(accounts.url)).tokens.access.token
})
afterAll(() => accounts.close())

const paths = [
  '/license/api/v1/me/licenses?term=trial&app_name=studio',
  '/license/api/v1/me/licenses?app_version=%00',
  '/license/api/v1/products/types/1e3',
  '/license/api/v1/me/products',
  '/license/api/v1/me/products/1',
  '/license/api/v1/me/products/-1',
  '/license/api/v1/me/licenses/authorizations',
  '/license/api/v1/me/licenses/authorizations/1',
  '/license/api/v1/users/1002/licenses/authorizations',
]
const fields = [
  'action',
  'app_name',
  'app_version',
  'host_machine_id',
  'license_id',
  'system_time',
  'status_code',
  'product_serial_number',
  'product_type_id',
  'ilok_user_id',
]

describe('the licence calls under arbitrary input', () => {
  it('answer with a known shape and never report an unhandled failure', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT'),
        fc.constantFrom(...paths),
        fc.dictionary(
          fc.constantFrom(...fields),
          fc.oneof(fc.jsonValue(), fc.constantFrom('activate', 'studio')),
        ),
        async (method, path, json) => {
          const result = await call(accounts.url, method, path, {
            bearer,
            ...(method === 'GET' ? {} : { json }),
          })
          expect(result.status).not.toBe(500)
          if (result.status >= 400) {
            expect(typeof result.body?.code === 'number' || typeof result.body?.message === 'string').toBe(
              true,
            )
          }
        },
      ),
      { numRuns: 200 },
    )
    expect(accounts.unhandled).toEqual([])
  })
})
