/**
 * Every notifications call over the scripted core: the request each sends (method, path, query or
 * body, auth) and the answer it decodes; a failure answer becomes the catalogue's tagged error.
 */
import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { asCustomer } from '../http/customer.ts'
import { jsonResponse, scriptedService, testSettings } from '../http/testing.ts'
import { makeNotifications, Notifications, type NotificationsShape } from './Notifications.ts'

/** The service's base URL may carry a path (the stand-in's `/notifications`); calls append theirs. */
const base = new URL(testSettings.baseUrls.notifications).pathname.replace(/\/$/, '')
const admin = { accessToken: 'at-admin', userId: 0 }
const when = '2026-01-01T00:00:00.000Z'
const campaign = {
  id: 4,
  uuid: 'u-4',
  name: 'Spring',
  description: '',
  anonymous: true,
  status: 'draft',
  starts_at: when,
  ends_at: '2026-02-01T00:00:00.000Z',
  created_at: when,
  updated_at: when,
}
const host = {
  id: 9,
  app_name: 'website',
  app_version_min: null,
  app_version_max: null,
  os_name: null,
  os_version_min: null,
  os_version_max: null,
}
const content = { text: [{ mime_type: 'text/plain', content: 'Hi' }], media: [], actions: [] }
const fields = {
  id: 6,
  name: 'Hello',
  campaign_id: 4,
  type: 'promotion',
  priority: 5,
  template_name: 'banner',
  template_option: 'dismissible',
  is_persistent: false,
  is_takeover: false,
  status: 'draft',
  starts_at: null,
  ends_at: null,
  created_at: when,
  updated_at: when,
}
const notification = { ...fields, hosts: [host], content: { en: content } }
const device = { ...fields, status: 'live', language: 'de', content }
const testUser = { user_id: 1002, enabled: true, created_at: when }
const query = { host_app_name: 'website', locale: 'de_DE', device_id: 'd-1' }

interface Case {
  readonly call: (n: NotificationsShape) => Effect.Effect<unknown, unknown>
  readonly status?: number
  readonly answer: unknown
  readonly method: string
  readonly path: string
  /** The query string (GET, DELETE) or the JSON body (POST, PUT) sent. */
  readonly sent?: Record<string, unknown>
  readonly auth: string | null
  readonly decoded: unknown
}

const cases: Record<keyof NotificationsShape, Case> = {
  listCampaigns: {
    call: (n) => n.listCampaigns({ status: 'live' }).pipe(asCustomer(admin)),
    answer: { items: [campaign] },
    method: 'GET',
    path: '/api/v2/campaigns',
    sent: { status: 'live' },
    auth: 'Bearer at-admin',
    decoded: { items: [{ id: 4, anonymous: true }] },
  },
  createCampaign: {
    call: (n) =>
      n
        .createCampaign({ name: 'Spring', starts_at: when, ends_at: campaign.ends_at })
        .pipe(asCustomer(admin)),
    status: 201,
    answer: campaign,
    method: 'POST',
    path: '/api/v2/campaigns',
    sent: { name: 'Spring', starts_at: when, ends_at: campaign.ends_at },
    auth: 'Bearer at-admin',
    decoded: { id: 4, status: 'draft' },
  },
  updateCampaign: {
    call: (n) => n.updateCampaign(4, { status: 'scheduled' }).pipe(asCustomer(admin)),
    answer: { ...campaign, status: 'scheduled' },
    method: 'PUT',
    path: '/api/v2/campaigns/4',
    sent: { status: 'scheduled' },
    auth: 'Bearer at-admin',
    decoded: { status: 'scheduled' },
  },
  listNotifications: {
    call: (n) => n.listNotifications({ campaign_id: 4 }).pipe(asCustomer(admin)),
    answer: { items: [notification] },
    method: 'GET',
    path: '/api/v2/notifications',
    sent: { campaign_id: '4' },
    auth: 'Bearer at-admin',
    decoded: { items: [{ id: 6, hosts: [{ id: 9 }], content: { en: content } }] },
  },
  createNotification: {
    call: (n) =>
      n.createNotification({ name: 'Hello', campaign_id: 4, type: 'promotion' }).pipe(asCustomer(admin)),
    status: 201,
    answer: notification,
    method: 'POST',
    path: '/api/v2/notifications',
    sent: { name: 'Hello', campaign_id: 4, type: 'promotion' },
    auth: 'Bearer at-admin',
    decoded: { id: 6 },
  },
  updateNotification: {
    call: (n) => n.updateNotification(6, { priority: 9 }).pipe(asCustomer(admin)),
    answer: { ...notification, priority: 9 },
    method: 'PUT',
    path: '/api/v2/notifications/6',
    sent: { priority: 9 },
    auth: 'Bearer at-admin',
    decoded: { priority: 9 },
  },
  cloneNotification: {
    call: (n) => n.cloneNotification(6, { name: 'Hello again' }).pipe(asCustomer(admin)),
    status: 201,
    answer: { ...notification, id: 7, name: 'Hello again' },
    method: 'POST',
    path: '/api/v2/notifications/6',
    sent: { name: 'Hello again' },
    auth: 'Bearer at-admin',
    decoded: { id: 7, hosts: [{ id: 9 }] },
  },
  addHost: {
    call: (n) => n.addHost(6, { app_name: 'studio', app_version_min: '2.0.0' }).pipe(asCustomer(admin)),
    status: 201,
    answer: { ...host, app_name: 'studio', app_version_min: '2.0.0' },
    method: 'POST',
    path: '/api/v2/notifications/6/hosts',
    sent: { app_name: 'studio', app_version_min: '2.0.0' },
    auth: 'Bearer at-admin',
    decoded: { app_version_min: '2.0.0' },
  },
  updateHost: {
    call: (n) => n.updateHost(6, 9, { os_name: 'mac' }).pipe(asCustomer(admin)),
    answer: { ...host, os_name: 'mac' },
    method: 'PUT',
    path: '/api/v2/notifications/6/hosts/9',
    sent: { os_name: 'mac' },
    auth: 'Bearer at-admin',
    decoded: { os_name: 'mac' },
  },
  removeHost: {
    call: (n) => n.removeHost(6, 9).pipe(asCustomer(admin)),
    status: 204,
    answer: undefined,
    method: 'DELETE',
    path: '/api/v2/notifications/6/hosts/9',
    auth: 'Bearer at-admin',
    decoded: undefined,
  },
  setContent: {
    call: (n) =>
      n
        .setContent(6, 'de', { text: [{ mime_type: 'text/plain', content: 'Hallo' }] })
        .pipe(asCustomer(admin)),
    answer: { language: 'de', text: [{ mime_type: 'text/plain', content: 'Hallo' }], media: [], actions: [] },
    method: 'PUT',
    path: '/api/v2/notifications/6/content/de',
    sent: { text: [{ mime_type: 'text/plain', content: 'Hallo' }] },
    auth: 'Bearer at-admin',
    decoded: { language: 'de' },
  },
  listTemplates: {
    call: (n) => n.listTemplates(),
    answer: { items: [{ name: 'banner', description: 'A strip', options: ['dismissible'] }] },
    method: 'GET',
    path: '/api/v2/templates',
    auth: null,
    decoded: { items: [{ name: 'banner', options: ['dismissible'] }] },
  },
  listTestUsers: {
    call: (n) => n.listTestUsers().pipe(asCustomer(admin)),
    answer: { items: [testUser] },
    method: 'GET',
    path: '/api/v2/testusers',
    auth: 'Bearer at-admin',
    decoded: { items: [{ user_id: 1002, enabled: true }] },
  },
  saveTestUser: {
    call: (n) => n.saveTestUser({ user_id: 1002, enabled: false }).pipe(asCustomer(admin)),
    answer: { ...testUser, enabled: false },
    method: 'POST',
    path: '/api/v2/testusers',
    sent: { user_id: 1002, enabled: false },
    auth: 'Bearer at-admin',
    decoded: { enabled: false },
  },
  removeTestUser: {
    call: (n) => n.removeTestUser(1002).pipe(asCustomer(admin)),
    status: 204,
    answer: undefined,
    method: 'DELETE',
    path: '/api/v2/testusers/1002',
    auth: 'Bearer at-admin',
    decoded: undefined,
  },
  listDeviceNotifications: {
    call: (n) => n.listDeviceNotifications(query).pipe(asCustomer({ accessToken: 'at-ana', userId: 0 })),
    answer: { items: [device] },
    method: 'GET',
    path: '/api/v2/me/notifications',
    sent: query,
    auth: 'Bearer at-ana',
    decoded: { items: [{ id: 6, language: 'de', content }] },
  },
  listDeviceNotificationsV1: {
    call: (n) => n.listDeviceNotificationsV1(query),
    answer: { items: [device] },
    method: 'GET',
    path: '/api/v1/notifications',
    sent: query,
    auth: null,
    decoded: { items: [{ id: 6 }] },
  },
}

const answerOf = (c: Case) =>
  c.answer === undefined
    ? new Response(null, { status: c.status ?? 204 })
    : jsonResponse(c.status ?? 200, c.answer)

describe('Notifications calls (spec §7)', () => {
  it('has a case for each of the 17 calls', () => {
    expect(Object.keys(cases)).toHaveLength(17)
  })

  it.each(Object.entries(cases))('%s sends its request and decodes the answer', async (name, c) => {
    const { run, seen } = scriptedService(Notifications, makeNotifications, answerOf(c))
    const exit = await run(c.call)
    expect(exit).toMatchObject({ _tag: 'Success' })
    if (Exit.isSuccess(exit) && c.decoded !== undefined) expect(exit.value).toMatchObject(c.decoded as object)
    const request = seen[0]
    expect([request?.method, request?.url.pathname, request?.headers.get('authorization')]).toEqual([
      c.method,
      `${base}${c.path}`,
      c.auth,
    ])
    const inQuery = c.method === 'GET' || c.method === 'DELETE'
    if (inQuery) expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual(c.sent ?? {})
    else expect(JSON.parse(request?.body ?? 'null')).toEqual(c.sent)
    expect(name).toMatch(/^[a-z][A-Za-z0-9]+$/)
  })

  it('the v2 device call is anonymous without credentials', async () => {
    const { run, seen } = scriptedService(Notifications, makeNotifications, jsonResponse(200, { items: [] }))
    await run((n) => n.listDeviceNotifications({ host_app_name: 'website' }))
    expect(seen[0]?.headers.get('authorization')).toBeNull()
  })

  it('a refusal becomes a typed error with its code, and a wrong shape a DecodeError', async () => {
    const refused = scriptedService(
      Notifications,
      makeNotifications,
      jsonResponse(400, { error: 'HTML tags are not allowed', code: 5023 }),
    )
    const exit = await refused.run((n) =>
      n.createCampaign({ name: '<b>x</b>' }).pipe(asCustomer(admin)).pipe(Effect.flip),
    )
    expect(exit).toMatchObject({ _tag: 'Success', value: { _tag: 'ApiError', code: 5023 } })
    const garbled = scriptedService(Notifications, makeNotifications, jsonResponse(200, { items: [{}] }))
    const decoded = await garbled.run((n) => n.listCampaigns().pipe(asCustomer(admin)).pipe(Effect.flip))
    expect(decoded).toMatchObject({ _tag: 'Success', value: { _tag: 'DecodeError' } })
  })
})
