import { Effect, Option } from 'effect'
import { describe, expect, it } from 'vitest'
import type { DeviceQuery } from '../../models/accounts/notifications.ts'
import { Customer } from '../../services/accounts/http/customer.ts'
import { ApiError } from '../../services/accounts/http/errors.ts'
import type { Credentials } from '../../services/accounts/http/request.ts'
import { cookieNames } from '../identity/cookies.ts'
import { request, testPlatform } from '../identity/testing.ts'
import { deviceCookie, deviceNotificationsResponse, localeFrom } from './device.server.ts'

const item = {
  id: 1,
  name: 'Studio 2.3 is out',
  campaign_id: 1,
  type: 'promotion',
  priority: 5,
  template_name: 'banner',
  template_option: 'dismissible',
  is_persistent: false,
  is_takeover: false,
  status: 'live',
  language: 'de',
  content: { text: [{ mime_type: 'text/plain', content: 'Hallo' }], media: [], actions: [] },
}

function recording(
  answer: () => Effect.Effect<{ items: (typeof item)[] }, ApiError> = () => Effect.succeed({ items: [item] }),
) {
  const calls: Array<{ query: DeviceQuery; credentials: Credentials | undefined }> = []
  const platform = testPlatform({
    Notifications: {
      listDeviceNotifications: (query) =>
        Effect.serviceOption(Customer).pipe(
          Effect.flatMap((customer) => {
            calls.push({ query, credentials: Option.getOrUndefined(customer) })
            return answer()
          }),
        ),
    },
  })
  return { platform, calls }
}

describe('GET /api/notifications', () => {
  it('turns Accept-Language into the service locale', () => {
    expect(localeFrom('de-DE,de;q=0.9,en;q=0.5')).toBe('de_DE')
    expect(localeFrom('fr')).toBe('fr')
    expect(localeFrom('*')).toBeUndefined()
    expect(localeFrom(null)).toBeUndefined()
  })

  it('asks anonymously as the website with the locale and a new device id, which it keeps in a cookie', async () => {
    const { platform, calls } = recording()
    const response = await deviceNotificationsResponse(
      platform,
      request('/api/notifications', { headers: { 'accept-language': 'de-DE,de;q=0.9' } }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = (await response.json()) as { items: Array<{ id: string; language: string }> }
    expect(body.items).toMatchObject([{ id: '1', language: 'de', takeover: false }])
    expect(calls[0]?.credentials).toBeUndefined()
    expect(calls[0]?.query).toMatchObject({ host_app_name: 'website', locale: 'de_DE' })
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toContain(`__Host-${deviceCookie}=${calls[0]?.query.device_id}`)
    expect(cookie).toContain('HttpOnly')
  })

  it('keeps a device id the browser already has, and replaces a forged one', async () => {
    const kept = recording()
    const good = await deviceNotificationsResponse(
      kept.platform,
      request('/api/notifications', { cookies: { [`__Host-${deviceCookie}`]: 'abcdef12-3456' } }),
    )
    expect(kept.calls[0]?.query.device_id).toBe('abcdef12-3456')
    expect(good.headers.get('set-cookie')).toBeNull()
    const forged = recording()
    await deviceNotificationsResponse(
      forged.platform,
      request('/api/notifications', { cookies: { [`__Host-${deviceCookie}`]: '<script>' } }),
    )
    expect(forged.calls[0]?.query.device_id).not.toBe('<script>')
  })

  it('asks with the customer bearer when signed in', async () => {
    const { platform, calls } = recording()
    await deviceNotificationsResponse(
      platform,
      request('/api/notifications', {
        cookies: { [cookieNames.access]: 'at-1', [cookieNames.refresh]: 'rt-1' },
      }),
    )
    expect(calls[0]?.credentials?.accessToken).toBe('at-1')
  })

  it('shows nothing (and still answers 200) when the service fails', async () => {
    const { platform } = recording(() =>
      Effect.fail(
        new ApiError({
          service: 'notifications',
          method: 'GET',
          path: '/',
          status: 400,
          code: 2012,
          message: 'bad',
        }),
      ),
    )
    const response = await deviceNotificationsResponse(platform, request('/api/notifications'))
    expect(response.status).toBe(200)
    await expect(response.json()).resolves.toEqual({ items: [] })
  })
})

describe('notification media', () => {
  it('keeps only images the page may load, whatever else the service sends', async () => {
    const { withAllowedMedia } = await import('./device.server.ts')
    const item = {
      media: [
        { type: 'image/webp', src: 'https://cdn.sanity.io/images/p/d/a.webp' },
        { type: 'image/webp', src: 'https://cdn.example.com/b.webp' },
        { type: 'image/webp', src: 'not a url' },
      ],
    } as unknown as Parameters<typeof withAllowedMedia>[0]
    const allowed = (src: string) => src.startsWith('https://cdn.sanity.io/')
    expect(withAllowedMedia(item, allowed).media.map((m) => m.src)).toEqual([
      'https://cdn.sanity.io/images/p/d/a.webp',
    ])
    expect(withAllowedMedia(item).media.map((m) => m.src)).toEqual([
      'https://cdn.sanity.io/images/p/d/a.webp',
    ])
  })
})

describe('a hanging notifications service', () => {
  it('holds the endpoint no longer than the call budget: the page gets no notifications', async () => {
    const platform = testPlatform(
      { Notifications: { listDeviceNotifications: () => Effect.never } },
      { callBudgetMs: 30 },
    )
    const signedIn = request('/api/notifications', {
      headers: { cookie: `${cookieNames.access}=a; ${cookieNames.refresh}=r` },
    })
    for (const asked of [request('/api/notifications'), signedIn]) {
      const response = await deviceNotificationsResponse(platform, asked)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ items: [] })
    }
  })
})
