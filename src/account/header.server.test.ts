import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import {
  InvalidAccessToken,
  InvalidRefreshToken,
  ServiceUnavailable,
} from '../../services/accounts/http/errors.ts'
import { cookieNames } from '../identity/cookies.ts'
import { request, setCookies, testPlatform } from '../identity/testing.ts'
import { runRead } from './registry.server.ts'

const where = { service: 'identity', method: 'GET', path: '{me}' }
const user = {
  id: 1,
  email_address: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Alvarez',
  locale: 'en_US',
}
const expired = () => new InvalidAccessToken({ ...where, status: 401, code: 2002, message: '' })
/** The header's picture is fetched beside the name; here the profile service is down (no picture). */
const noPicture = {
  getProfile: () =>
    Effect.fail(new ServiceUnavailable({ ...where, status: 503, code: undefined, message: '' })),
}
const ended = () =>
  new InvalidRefreshToken({ ...where, path: '/api/v2/tokens/refresh', status: 400, code: 1001, message: '' })

describe("the header's login state", () => {
  it('is logged in by the refresh cookie alone, whatever the access cookie says', async () => {
    const platform = testPlatform({ Identity: { getMe: () => Effect.succeed(user) }, Profile: noPicture })
    const withRefresh = request('/', { cookies: { [cookieNames.refresh]: 'rt' } })
    await expect(runRead(platform, withRefresh, 'session', undefined)).resolves.toMatchObject({
      value: { state: 'loggedIn', name: 'Ana Alvarez' },
    })
    // A valid-looking access token without the refresh cookie is no session: no call is made.
    const accessOnly = request('/', { cookies: { [cookieNames.access]: 'at' } })
    await expect(runRead(testPlatform(), accessOnly, 'session', undefined)).resolves.toEqual({
      value: { state: 'loggedOut' },
      cookies: [],
    })
  })

  it('drops to logged out when renewal finds the session ended, and deletes its cookies', async () => {
    let refreshes = 0
    const platform = testPlatform({
      Identity: {
        getMe: () => Effect.fail(expired()),
        refreshTokens: () => {
          refreshes += 1
          return Effect.fail(ended())
        },
      },
      Profile: noPicture,
    })
    const page = request('/', { cookies: { [cookieNames.access]: 'at', [cookieNames.refresh]: 'rt-gone' } })
    const { value, cookies } = await runRead(platform, page, 'session', undefined)
    expect(value).toEqual({ state: 'loggedOut' })
    expect(refreshes).toBe(1)
    const sent = setCookies(cookies)
    expect(sent[cookieNames.refresh]?.value).toBe('')
    expect(sent[cookieNames.refresh]?.attributes).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)
  })
})
