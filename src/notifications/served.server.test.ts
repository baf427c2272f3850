import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { dismissedCookie, sessionDismissedCookie } from '../../models/notifications/dismissedCookie.ts'
import { forgetSession } from '../account/headerCache.server.ts'
import { cookieNames } from '../identity/cookies.ts'
import { request, testPlatform } from '../identity/testing.ts'
import { deviceCookie } from './device.server.ts'
import { servedNotifications } from './served.server.ts'

const note = (id: number, persistent: boolean) => ({
  id,
  name: `Note ${id}`,
  campaign_id: 1,
  type: 'system',
  priority: 10 - id,
  template_name: 'banner',
  template_option: 'dismissible',
  is_persistent: persistent,
  is_takeover: false,
  status: 'live',
  language: 'en',
  content: { text: [{ mime_type: 'text/plain', content: `Note ${id}` }], media: [], actions: [] },
})

const answering = (items = [note(1, false), note(2, true), note(3, false)]) =>
  testPlatform({ Notifications: { listDeviceNotifications: () => Effect.succeed({ items }) } })

// The test site is https: its own cookies carry the `__Host-` prefix.
const host = (name: string) => `__Host-${name}`

describe('notifications an account screen is drawn with', () => {
  it('are the device call’s, less what the cookies say was dismissed (for good, or this session)', async () => {
    const all = await servedNotifications(answering(), request('/account'))
    expect(all.served?.items.map((i) => i.id)).toEqual(['1', '2', '3'])
    // A new device id goes out with the page, as with the endpoint.
    expect(all.cookies.some((c) => c.startsWith(`${host(deviceCookie)}=`))).toBe(true)
    const some = await servedNotifications(
      answering(),
      request('/account', {
        cookies: {
          [host(dismissedCookie)]: '1.2',
          [host(sessionDismissedCookie)]: '2',
          [host(deviceCookie)]: 'abcdef12-3456',
        },
      }),
    )
    // 2 is persistent: only its session dismissal counts; 1 is dismissed for good.
    expect(some.served?.items.map((i) => i.id)).toEqual(['3'])
    expect(some.cookies).toEqual([])
  })

  it('a cookie naming a persistent one only for good does not hide it, nor a malformed cookie anything', async () => {
    const served = await servedNotifications(
      answering(),
      request('/account', {
        cookies: { [host(dismissedCookie)]: '2.<x>', [host(sessionDismissedCookie)]: ';' },
      }),
    )
    expect(served.served?.items.map((i) => i.id)).toEqual(['1', '2', '3'])
  })

  it('a failing service draws none, and says it answered (the browser need not ask again)', async () => {
    const platform = testPlatform({
      Notifications: { listDeviceNotifications: () => Effect.die(new Error('down')) },
    })
    const served = await servedNotifications(platform, request('/account'))
    expect(served.served).toEqual({ items: [] })
  })

  it('a slow service costs the page no more than the header budget, and the page says nothing was served', async () => {
    const platform = testPlatform(
      { Notifications: { listDeviceNotifications: () => Effect.never } },
      { headerBudgetMs: 20, callBudgetMs: 60_000 },
    )
    const signedIn = request('/account', {
      headers: { cookie: `${cookieNames.access}=a; ${cookieNames.refresh}=r` },
    })
    // With the call budget (a minute here) this would outlast the test's own time-out.
    const served = await servedNotifications(platform, signedIn)
    expect(served.served).toBeNull()
  })
})

describe("a session's notifications kept between views (decision 279)", () => {
  const counting = () => {
    const calls = { n: 0 }
    const platform = testPlatform({
      Notifications: {
        listDeviceNotifications: () =>
          Effect.sync(() => {
            calls.n += 1
            return { items: [note(1, false), note(2, false)] }
          }),
      },
    })
    return { platform, calls }
  }
  const view = (extra: Record<string, string> = {}, language = 'en-GB') =>
    request('/account', {
      headers: {
        cookie: [
          `${cookieNames.access}=at`,
          `${cookieNames.refresh}=rt`,
          `${host(deviceCookie)}=abcdef12-3456`,
          ...Object.entries(extra).map(([k, v]) => `${k}=${v}`),
        ].join('; '),
        'accept-language': language,
      },
    })

  it('two views in a row make one device call', async () => {
    const { platform, calls } = counting()
    const first = await servedNotifications(platform, view())
    const second = await servedNotifications(platform, view())
    expect(calls.n).toBe(1)
    expect(second.served).toEqual(first.served)
  })

  it('a dismissal shows on the very next view: the cookies are applied to the kept answer', async () => {
    const { platform, calls } = counting()
    await servedNotifications(platform, view())
    const after = await servedNotifications(platform, view({ [host(dismissedCookie)]: '1' }))
    expect(after.served?.items.map((i) => i.id)).toEqual(['2'])
    expect(calls.n).toBe(1)
  })

  it('an account command or a sign-out makes the next view ask again', async () => {
    const { platform, calls } = counting()
    await servedNotifications(platform, view())
    forgetSession(platform, view())
    await servedNotifications(platform, view())
    expect(calls.n).toBe(2)
  })

  it('another language, another session, or no device id yet asks again', async () => {
    const { platform, calls } = counting()
    await servedNotifications(platform, view())
    await servedNotifications(platform, view({}, 'de-DE'))
    await servedNotifications(
      platform,
      request('/account', {
        headers: {
          cookie: `${cookieNames.access}=a2; ${cookieNames.refresh}=r2; ${host(deviceCookie)}=abcdef12-3456`,
        },
      }),
    )
    const fresh = () =>
      request('/account', { headers: { cookie: `${cookieNames.access}=at; ${cookieNames.refresh}=rt` } })
    await servedNotifications(platform, fresh())
    await servedNotifications(platform, fresh())
    expect(calls.n).toBe(5)
  })

  it('a failing service is asked again on the next view', async () => {
    let calls = 0
    const platform = testPlatform({
      Notifications: {
        listDeviceNotifications: () =>
          Effect.suspend(() => {
            calls += 1
            return Effect.die(new Error('down'))
          }),
      },
    })
    await servedNotifications(platform, view())
    await servedNotifications(platform, view())
    expect(calls).toBe(2)
  })
})
