import { Effect } from 'effect'
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  InvalidAccessToken,
  InvalidRefreshToken,
  ServiceUnavailable,
} from '../../services/accounts/http/errors.ts'
import { cookieNames } from '../identity/cookies.ts'
import { request, setCookies, testPlatform } from '../identity/testing.ts'
import { commandResponse, runRead } from './registry.server.ts'

// Counts the login-state actors the header starts; each still runs as xstate runs it.
vi.mock('xstate', async (importOriginal) => {
  const xstate = await importOriginal<typeof import('xstate')>()
  return { ...xstate, createActor: vi.fn(xstate.createActor) }
})

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

  it("settles the machine's verdict without a session once, not on every anonymous page", async () => {
    const started = vi.mocked(createActor).mock.calls.length
    for (const path of ['/', '/studio', '/legal/contact'])
      await expect(runRead(testPlatform(), request(path), 'session', undefined)).resolves.toEqual({
        value: { state: 'loggedOut' },
        cookies: [],
      })
    expect(vi.mocked(createActor).mock.calls.length - started).toBeLessThanOrEqual(1)
    // A signed-in page still gets an actor of its own (renewal may end its session).
    const platform = testPlatform({ Identity: { getMe: () => Effect.succeed(user) }, Profile: noPicture })
    const before = vi.mocked(createActor).mock.calls.length
    await runRead(platform, request('/', { cookies: { [cookieNames.refresh]: 'rt' } }), 'session', undefined)
    expect(vi.mocked(createActor).mock.calls.length - before).toBeGreaterThanOrEqual(1)
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

describe("the header's name between views (decision 264)", () => {
  const session = { [cookieNames.access]: 'at', [cookieNames.refresh]: 'rt' }
  const page = (cookies: Record<string, string> = session) => request('/studio', { cookies })
  /** A provider whose name for Ana changes when her profile is saved, counting the header's calls. */
  const provider = () => {
    const calls = { me: 0, profile: 0 }
    let current = user
    const platform = testPlatform({
      Identity: {
        getMe: () =>
          Effect.sync(() => {
            calls.me += 1
            return current
          }),
      },
      Profile: {
        getProfile: () =>
          Effect.sync(() => {
            calls.profile += 1
            return { user_id: 1, avatar: null } as never
          }),
        updateProfile: (change) =>
          Effect.sync(() => {
            current = { ...current, first_name: String(change.first_name ?? current.first_name) }
            return { user_id: 1 } as never
          }),
      },
    })
    return { platform, calls }
  }

  it('asks the services once per session, not once per page', async () => {
    const { platform, calls } = provider()
    for (let view = 0; view < 3; view += 1) {
      await expect(runRead(platform, page(), 'session', undefined)).resolves.toMatchObject({
        value: { state: 'loggedIn', name: 'Ana Alvarez' },
      })
    }
    expect(calls).toEqual({ me: 1, profile: 1 })
  })

  it('shows the new name on the next page after a profile change', async () => {
    const { platform, calls } = provider()
    await runRead(platform, page(), 'session', undefined)
    const save = request('/api/account/command/updateProfile', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ first_name: 'Anya' }).toString(),
      cookies: session,
    })
    expect((await commandResponse(platform, save, 'updateProfile')).status).toBe(303)
    await expect(runRead(platform, page(), 'session', undefined)).resolves.toMatchObject({
      value: { state: 'loggedIn', name: 'Anya Alvarez' },
    })
    expect(calls.me).toBe(2)
  })

  it('keeps nothing for a failed call or a refresh cookie alone', async () => {
    let calls = 0
    const platform = testPlatform({
      Identity: {
        getMe: () => {
          calls += 1
          return Effect.fail(new ServiceUnavailable({ ...where, status: 503, code: undefined, message: '' }))
        },
      },
      Profile: noPicture,
    })
    await runRead(platform, page(), 'session', undefined)
    await runRead(platform, page(), 'session', undefined)
    const withUser = testPlatform({
      Identity: {
        getMe: () =>
          Effect.sync(() => {
            calls += 1
            return user
          }),
      },
      Profile: noPicture,
    })
    const refreshOnly = { [cookieNames.refresh]: 'rt' }
    await runRead(withUser, page(refreshOnly), 'session', undefined)
    await runRead(withUser, page(refreshOnly), 'session', undefined)
    // The profile service being down leaves the picture unknown: not kept either.
    await runRead(withUser, page(), 'session', undefined)
    await runRead(withUser, page(), 'session', undefined)
    expect(calls).toBe(6)
  })
})
