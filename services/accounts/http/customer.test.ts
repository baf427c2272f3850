import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { License, makeLicense } from '../license/License.ts'
import { asCustomer, forUser } from './customer.ts'
import { jsonResponse, scriptedService, testSettings } from './testing.ts'

const admin = { accessToken: 'at-admin', userId: 0 }

describe('forUser (spec §6: calls for another user use /users/{userId})', () => {
  it('sends the same token to /api/v1/users/{userId} instead of /me, leaving other paths alone', async () => {
    const { run, seen } = scriptedService(License, makeLicense, jsonResponse(200, { items: [] }))
    const exit = await run((l) =>
      Effect.all([l.listLicenses(), l.listProductTypes()]).pipe(forUser(1001), asCustomer(admin)),
    )
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(seen.map((r) => r.url.href)).toEqual([
      `${testSettings.baseUrls.license}/api/v1/users/1001/licenses`,
      `${testSettings.baseUrls.license}/api/v1/products/types`,
    ])
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual(['Bearer at-admin', 'Bearer at-admin'])
  })

  it('leaves calls outside it on /me', async () => {
    const { run, seen } = scriptedService(License, makeLicense, jsonResponse(200, { items: [] }))
    await run((l) =>
      Effect.all([l.listLicenses().pipe(forUser(7)), l.listLicenses()]).pipe(asCustomer(admin)),
    )
    expect(seen.map((r) => r.url.href)).toEqual([
      `${testSettings.baseUrls.license}/api/v1/users/7/licenses`,
      `${testSettings.baseUrls.license}/api/v1/me/licenses`,
    ])
  })

  it.each([0, -1, 1.5, Number.NaN])('refuses %s as a user id before any call', (id) => {
    expect(() => forUser(id)).toThrow(RangeError)
  })
})
