import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { AccessDenied } from '../../../services/accounts/http/errors.ts'
import { commandResponse, runRead } from '../../account/registry.server.ts'
import { cookieNames } from '../../identity/cookies.ts'
import { request, site, testPlatform } from '../../identity/testing.ts'

const session = { [cookieNames.access]: 'at-admin', [cookieNames.refresh]: 'rt-admin' }
const post = (name: string, fields: Record<string, string>) =>
  request(`/api/account/command/${name}`, {
    method: 'POST',
    cookies: session,
    headers: {
      origin: site,
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  })

describe('notifications console on the server', () => {
  it('reads campaigns, notifications, templates and test users in one answer', async () => {
    const platform = testPlatform({
      Notifications: {
        listCampaigns: () => Effect.succeed({ items: [] }),
        listNotifications: () => Effect.succeed({ items: [] }),
        listTemplates: () =>
          Effect.succeed({ items: [{ name: 'banner', description: 'x', options: ['dismissible'] }] }),
        listTestUsers: () => Effect.succeed({ items: [{ user_id: 1002, enabled: true, created_at: null }] }),
      },
    })
    const answer = await runRead(
      platform,
      request('/admin/notifications', { cookies: session }),
      'notificationsConsole',
      undefined,
    )
    expect(answer.value).toMatchObject({
      status: 'signedIn',
      ok: true,
      value: { templates: [{ name: 'banner' }], testUsers: [{ user_id: 1002 }] },
    })
  })

  it('a customer without the admin scope reads AccessDenied (the route turns it into a 404)', async () => {
    const denied = new AccessDenied({
      service: 'notifications',
      method: 'GET',
      path: '/',
      status: 403,
      code: 2000,
      message: 'no',
    })
    const platform = testPlatform({
      Notifications: {
        listCampaigns: () => Effect.fail(denied),
        listNotifications: () => Effect.fail(denied),
        listTemplates: () => Effect.succeed({ items: [] }),
        listTestUsers: () => Effect.fail(denied),
      },
    })
    const answer = await runRead(
      platform,
      request('/admin/notifications', { cookies: session }),
      'notificationsConsole',
      undefined,
    )
    expect(answer.value).toMatchObject({ status: 'signedIn', ok: false, failure: { _tag: 'AccessDenied' } })
  })

  it('refuses bad input with 2013 or 2012 before any call, and sends good input', async () => {
    const sent: unknown[] = []
    const platform = testPlatform({
      Notifications: {
        createCampaign: (input) => {
          sent.push(input)
          return Effect.succeed({
            id: 1,
            name: 'x',
            anonymous: false,
            status: 'draft',
            starts_at: '',
            ends_at: '',
          })
        },
      },
    })
    const missing = await commandResponse(platform, post('createCampaign', { name: '' }), 'createCampaign')
    await expect(missing.json()).resolves.toMatchObject({ ok: false, failure: { code: 2013 } })
    const backwards = await commandResponse(
      platform,
      post('createCampaign', { name: 'S', starts_at: '2026-03-02T00:00', ends_at: '2026-03-01T00:00' }),
      'createCampaign',
    )
    await expect(backwards.json()).resolves.toMatchObject({ ok: false, failure: { code: 2012 } })
    const badHost = await commandResponse(
      platform,
      post('addHost', { id: '4', app_name: 'studio', app_version_min: '3', app_version_max: '2' }),
      'addHost',
    )
    await expect(badHost.json()).resolves.toMatchObject({ ok: false, failure: { code: 2012 } })
    const badStatus = await commandResponse(
      platform,
      post('setCampaignStatus', { id: '4', status: 'gone' }),
      'setCampaignStatus',
    )
    await expect(badStatus.json()).resolves.toMatchObject({ ok: false, failure: { code: 2012 } })
    expect(sent).toEqual([])
    const good = await commandResponse(
      platform,
      post('createCampaign', { name: 'S', starts_at: '2026-03-01T00:00', ends_at: '2026-03-02T00:00' }),
      'createCampaign',
    )
    await expect(good.json()).resolves.toEqual({ ok: true })
    expect(sent).toMatchObject([{ name: 'S', anonymous: false, starts_at: '2026-03-01T00:00:00.000Z' }])
  })
})
