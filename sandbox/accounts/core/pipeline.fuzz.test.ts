/** Bad input never crashes the stand-in: every answer is a catalogue body, a message body, or a success. */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appBasic, call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'

let accounts: TestAccounts
let bearer = ''
beforeAll(async () => {
  accounts = await startTestAccounts()
  bearer = (await login(accounts.url)).tokens.access.token
})
afterAll(() => accounts.close())

const paths = [
  '/identity/api/v1/login',
  '/identity/api/v1/users',
  '/identity/api/v1/users/1001',
  '/identity/api/v1/users/%E0%A4%A',
  '/identity/api/v1/me',
  '/identity/api/v1/me/logout',
  '/identity/api/v1/me/sendverifyemailaddress',
  '/identity/api/v1/tokens/exchange',
  '/identity/api/v2/tokens/refresh',
  '/identity/en/authorize',
  '/identity/en/logout',
  '/license/api/v1/me/licenses',
  '/nowhere',
]
const fields = ['email_address', 'password', 'first_name', 'locale', 'refresh_token', 'code', 'redirect_uri']

describe('the request pipeline under arbitrary input', () => {
  it('answers every request with a known shape and never reports an unhandled failure', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
        fc.constantFrom(...paths),
        fc.constantFrom('none', 'bearer', 'empty-bearer', 'basic', 'junk'),
        fc.oneof(
          fc.record({ json: fc.dictionary(fc.constantFrom(...fields), fc.jsonValue()) }),
          fc.record({ form: fc.dictionary(fc.constantFrom(...fields), fc.string()) }),
          fc.record({
            raw: fc.record({
              type: fc.constantFrom('text/plain', 'application/json', ''),
              body: fc.string(),
            }),
          }),
          fc.constant({}),
        ),
        async (method, path, auth, payload) => {
          const options = {
            ...(method === 'GET' ? {} : payload),
            ...(auth === 'bearer' ? { bearer } : {}),
            ...(auth === 'empty-bearer' ? { bearer: '' } : {}),
            ...(auth === 'basic' ? { basic: appBasic } : {}),
            ...(auth === 'junk' ? { headers: { authorization: 'Negotiate ???' } } : {}),
          }
          const result = await call(accounts.url, method, path, options)
          expect(result.status).not.toBe(500)
          if (result.status >= 400 && result.headers.get('content-type')?.includes('json')) {
            const ok =
              (typeof result.body?.error === 'string' && typeof result.body?.code === 'number') ||
              typeof result.body?.message === 'string'
            expect(ok).toBe(true)
          }
        },
      ),
      { numRuns: 300 },
    )
    expect(accounts.unhandled).toEqual([])
  })
})
