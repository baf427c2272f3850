import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Fixture,
  newCampaign,
  newNotification,
  pathTo,
  startFixture,
  statusPairs,
  window,
} from './test-helpers.ts'

let f: Fixture
let campaign: number
beforeAll(async () => {
  f = await startFixture()
  campaign = (await newCampaign(f)).id
})
afterAll(() => f.accounts.close())

const expectError = (result: { status: number; body: { code: number } }, status: number, code: number) => {
  expect(result.status).toBe(status)
  expect(result.body.code).toBe(code)
}
const count = async () => (await f.api('GET', '/api/v2/notifications', { bearer: f.admin })).body.items.length

describe('notifications', () => {
  it('lists every notification with its hosts and per-language content, filtered by campaign and status', async () => {
    const all = await f.api('GET', '/api/v2/notifications', { bearer: f.admin })
    expect(all.status).toBe(200)
    const seeded = all.body.items.find((n: { name: string }) => n.name === 'Studio 2.3 is out')
    expect(seeded.hosts.length).toBeGreaterThan(0)
    expect(Object.keys(seeded.content).sort()).toEqual(['de', 'en'])
    expect(seeded.content.en).toEqual({
      text: expect.any(Array),
      media: expect.any(Array),
      actions: expect.any(Array),
    })
    const ofCampaign = await f.api(
      'GET',
      `/api/v2/notifications?campaign_id=${seeded.campaign_id}&status=live`,
      {
        bearer: f.admin,
      },
    )
    expect(ofCampaign.body.items.length).toBeGreaterThan(0)
    for (const n of ofCampaign.body.items)
      expect(n).toMatchObject({ campaign_id: seeded.campaign_id, status: 'live' })
    expectError(await f.api('GET', '/api/v2/notifications?status=gone', { bearer: f.admin }), 400, 2012)
    expectError(await f.api('GET', '/api/v2/notifications?campaign_id=x', { bearer: f.admin }), 400, 2012)
  })

  it('creates a draft with defaults and the reference fields', async () => {
    const created = await f.api('POST', '/api/v2/notifications', {
      bearer: f.admin,
      json: {
        name: 'Update ready',
        campaign_id: campaign,
        type: 'system',
        template_name: 'toast',
        template_option: 'long',
        is_persistent: true,
      },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Update ready',
      campaign_id: campaign,
      type: 'system',
      priority: 5,
      template_name: 'toast',
      template_option: 'long',
      is_persistent: true,
      is_takeover: false,
      status: 'draft',
      starts_at: null,
      ends_at: null,
      hosts: [],
      content: {},
    })
  })

  it('names the missing fields (2013)', async () => {
    const result = await f.api('POST', '/api/v2/notifications', { bearer: f.admin, json: { name: 'x' } })
    expectError(result, 400, 2013)
    expect(result.body.error).toContain('campaign_id, type, template_name')
  })

  it.each([
    [{ type: 'weather' }, 1004, 'Unknown type: weather'],
    [{ template_name: 'poster' }, 1004, 'Unknown template_name: poster'],
    [{ template_option: 'huge' }, 1004, 'Unknown template_option for banner: huge'],
    [{ campaign_id: 987654 }, 1004, 'Unknown campaign_id: 987654'],
    [{ campaign_id: 'first' }, 2012, 'campaign_id must be a campaign id'],
    [{ priority: 11 }, 2012, 'priority must be a whole number from 1 to 10'],
    [{ priority: 2.5 }, 2012, 'priority'],
    [{ is_takeover: 'yes' }, 2012, 'is_takeover must be true or false'],
    [{ ...window(3, 2) }, 2012, 'ends_at must be after starts_at'],
    [{ ends_at: '2001-01-01T00:00:00Z' }, 2012, 'ends_at must be after starts_at'],
    [{ status: 'live' }, 2012, 'status of a new notification must be draft'],
  ])('refuses %j and saves nothing', async (fields, code, message) => {
    const before = await count()
    const result = await f.api('POST', '/api/v2/notifications', {
      bearer: f.admin,
      json: { name: 'Bad', campaign_id: campaign, type: 'system', template_name: 'banner', ...fields },
    })
    expectError(result, 400, code)
    expect(result.body.error).toContain(message)
    expect(await count()).toBe(before)
  })

  it('refuses a notification in an ended campaign', async () => {
    const ended = (await f.api('GET', '/api/v2/campaigns?status=ended', { bearer: f.admin })).body.items[0]
    const result = await f.api('POST', '/api/v2/notifications', {
      bearer: f.admin,
      json: { name: 'Late', campaign_id: ended.id, type: 'promotion', template_name: 'toast' },
    })
    expectError(result, 400, 2012)
    expect(result.body.error).toContain('ended campaign')
  })

  it('updates only what a PUT names; a new template drops the old option', async () => {
    const n = await newNotification(f, campaign, { template_option: 'dismissible', priority: 3 })
    const updated = await f.api('PUT', `/api/v2/notifications/${n.id}`, {
      bearer: f.admin,
      json: { template_name: 'modal', is_takeover: 'true' },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({
      template_name: 'modal',
      template_option: null,
      priority: 3,
      is_takeover: true,
    })
    const bad = await f.api('PUT', `/api/v2/notifications/${n.id}`, {
      bearer: f.admin,
      json: { priority: 0, name: 'x' },
    })
    expectError(bad, 400, 2012)
    expect(await f.api('PUT', '/api/v2/notifications/999999', { bearer: f.admin, json: {} })).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    })
  })
})

describe('notification lifecycle', () => {
  async function notificationIn(status: Parameters<typeof pathTo>[0]) {
    const { id } = await newNotification(f, campaign)
    for (const step of pathTo(status)) {
      const moved = await f.api('PUT', `/api/v2/notifications/${id}`, {
        bearer: f.admin,
        json: { status: step },
      })
      expect(moved.status).toBe(200)
    }
    return id
  }

  it.each(statusPairs.filter((p) => p.allowed))('allows $from → $to', async ({ from, to }) => {
    const id = await notificationIn(from)
    const moved = await f.api('PUT', `/api/v2/notifications/${id}`, { bearer: f.admin, json: { status: to } })
    expect(moved.status).toBe(200)
    expect(moved.body.status).toBe(to)
  })

  it.each(statusPairs.filter((p) => !p.allowed))(
    'refuses $from → $to with 400/2012',
    async ({ from, to }) => {
      const id = await notificationIn(from)
      const refused = await f.api('PUT', `/api/v2/notifications/${id}`, {
        bearer: f.admin,
        json: { status: to, name: 'Not saved' },
      })
      expectError(refused, 400, 2012)
      expect(refused.headers.get('x-serato-errormessage')).toBe(refused.body.error)
      const list = await f.api('GET', `/api/v2/notifications?campaign_id=${campaign}`, { bearer: f.admin })
      expect(list.body.items.find((n: { id: number }) => n.id === id)).toMatchObject({
        status: from,
        name: 'Test note',
      })
    },
  )
})

describe('clone', () => {
  it('copies fields, hosts and content into a new draft, leaving the original alone', async () => {
    const source = await f.api('GET', '/api/v2/notifications?status=live', { bearer: f.admin })
    const original = source.body.items.find((n: { hosts: unknown[] }) => n.hosts.length > 1)
    const cloned = await f.api('POST', `/api/v2/notifications/${original.id}`, { bearer: f.admin })
    expect(cloned.status).toBe(201)
    expect(cloned.body.id).not.toBe(original.id)
    expect(cloned.body).toMatchObject({
      name: `${original.name} (copy)`,
      status: 'draft',
      type: original.type,
    })
    const strip = (hosts: Array<{ id: number }>) => hosts.map(({ id: _, ...rest }) => rest)
    expect(strip(cloned.body.hosts)).toEqual(strip(original.hosts))
    expect(cloned.body.hosts.map((h: { id: number }) => h.id)).not.toEqual(
      original.hosts.map((h: { id: number }) => h.id),
    )
    expect(cloned.body.content).toEqual(original.content)
    // The copy is independent: changing its host leaves the original's untouched.
    await f.api('DELETE', `/api/v2/notifications/${cloned.body.id}/hosts/${cloned.body.hosts[0].id}`, {
      bearer: f.admin,
    })
    const again = await f.api('GET', `/api/v2/notifications?campaign_id=${original.campaign_id}`, {
      bearer: f.admin,
    })
    expect(again.body.items.find((n: { id: number }) => n.id === original.id).hosts).toEqual(original.hosts)
  })

  it('takes overrides, and runs an ended notification again in another campaign', async () => {
    const ended = (await f.api('GET', '/api/v2/notifications?status=ended', { bearer: f.admin })).body
      .items[0]
    const refused = await f.api('POST', `/api/v2/notifications/${ended.id}`, { bearer: f.admin })
    expectError(refused, 400, 2012)
    const cloned = await f.api('POST', `/api/v2/notifications/${ended.id}`, {
      bearer: f.admin,
      json: { name: 'Black Friday again', campaign_id: campaign },
    })
    expect(cloned.status).toBe(201)
    expect(cloned.body).toMatchObject({ name: 'Black Friday again', campaign_id: campaign, status: 'draft' })
    expect(cloned.body.content).toEqual(ended.content)
    expectError(
      await f.api('POST', `/api/v2/notifications/${ended.id}`, {
        bearer: f.admin,
        json: { status: 'live', campaign_id: campaign },
      }),
      400,
      2012,
    )
    expect((await f.api('POST', '/api/v2/notifications/999999', { bearer: f.admin })).status).toBe(404)
  })
})
