import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login } from '../test-support.ts'
import { type Fixture, newCampaign, newNotification, startFixture } from './test-helpers.ts'

let f: Fixture
let cleo: string
beforeAll(async () => {
  f = await startFixture()
  cleo = (await login(f.accounts.url, 'cleo@example.com', 'Studio-Demo-3')).tokens.access.token
})
afterAll(() => f.accounts.close())

const feed = async (query: string, bearer?: string, path = '/api/v2/me/notifications') => {
  const result = await f.api('GET', `${path}?${query}`, bearer === undefined ? {} : { bearer })
  expect(result.status).toBe(200)
  return result.body.items as Array<{
    name: string
    language: string
    content: { text: Array<{ content: string }> }
  }>
}
const names = async (query: string, bearer?: string) => (await feed(query, bearer)).map((n) => n.name)

const launch = 'Studio 2.3 is out'
const maintenance = 'Scheduled maintenance'
const trial = 'Your trial ends soon'
const draftTakeover = 'New sound packs'

describe('GET /api/v2/me/notifications', () => {
  it('gives anonymous visitors the live anonymous campaigns only, highest priority first', async () => {
    expect(await names('host_app_name=website')).toEqual([maintenance, launch])
    expect(await names('host_app_name=website', '')).toEqual([maintenance, launch])
  })

  it('adds signed-in campaigns for a valid bearer, and refuses a forged one', async () => {
    expect(await names('host_app_name=website', f.ana)).toEqual([maintenance, launch])
    expect(await names('host_app_name=website', cleo)).toEqual([maintenance, launch])
    const forged = await f.api('GET', '/api/v2/me/notifications?host_app_name=website', {
      bearer: 'not-a-token',
    })
    expect(forged.status).toBe(403)
    expect(forged.body.code).toBe(2001)
  })

  it('shows draft notifications to an enabled test user only', async () => {
    expect(await names('host_app_name=website', f.ben)).toEqual([trial, maintenance, draftTakeover, launch])
    expect(await names('host_app_name=website', f.ana)).not.toContain(draftTakeover)
  })

  it('aims a notification with an audience at the customers holding a current licence of its types', async () => {
    // The seed aims the trial banner at trial licences: ben holds a Studio trial, ana, cleo and admin do not.
    expect(await names('host_app_name=website', f.ben)).toContain(trial)
    for (const bearer of [f.ana, cleo, f.admin])
      expect(await names('host_app_name=website', bearer)).not.toContain(trial)
    // Nor does an anonymous visitor, even in a campaign open to everyone.
    const openCampaign = await f.api('PUT', '/api/v2/campaigns/2', {
      bearer: f.admin,
      json: { anonymous: true },
    })
    expect(openCampaign.status).toBe(200)
    try {
      expect(await names('host_app_name=website')).not.toContain(trial)
    } finally {
      await f.api('PUT', '/api/v2/campaigns/2', { bearer: f.admin, json: { anonymous: false } })
    }
  })

  it('answers each item with the notification fields and the content of one language', async () => {
    const [item] = await feed('host_app_name=website&locale=de_DE&device_id=abc', f.ben)
    expect(item).toMatchObject({
      name: trial,
      type: 'licensing',
      priority: 9,
      template_name: 'modal',
      is_persistent: true,
      is_takeover: false,
      status: 'live',
      language: 'de',
      starts_at: expect.any(String),
      ends_at: expect.any(String),
      content: { text: [{ mime_type: 'text/markdown', content: expect.stringContaining('Testversion') }] },
    })
    expect(item).not.toHaveProperty('hosts')
  })

  it('picks the language from the locale, then the account, then English', async () => {
    const language = async (query: string, bearer?: string) =>
      (await feed(query, bearer)).map((n) => n.language)
    expect(await language('host_app_name=website&locale=de')).toEqual(['de', 'de'])
    expect(await language('host_app_name=website&locale=fr_FR')).toEqual(['en', 'en'])
    expect(await language('host_app_name=website&locale=en-GB')).toEqual(['en', 'en'])
    expect(await language('host_app_name=website', cleo)).toEqual(['de', 'de'])
    expect(await language('host_app_name=website&locale=ja_JP', cleo)).toEqual(['en', 'en'])
  })

  it.each([
    [
      'host_app_name=studio&host_app_version=2.1.0&host_os_name=win&host_os_version=11',
      [maintenance, launch],
    ],
    [
      'host_app_name=Studio&host_app_version=2.2&host_os_name=mac&host_os_version=14.2',
      [maintenance, launch],
    ],
    ['host_app_name=studio&host_app_version=2.3.0&host_os_name=win&host_os_version=11', [maintenance]],
    ['host_app_name=studio&host_app_version=1.9.9&host_os_name=win&host_os_version=11', [maintenance]],
    ['host_app_name=studio&host_app_version=2.1.0&host_os_name=mac&host_os_version=11.7', [maintenance]],
    ['host_app_name=studio&host_app_version=2.1.0&host_os_name=linux&host_os_version=6', [maintenance]],
    ['host_app_name=studio&host_os_name=win&host_os_version=11', [maintenance]],
    ['host_app_name=sample&host_app_version=2.1.0', []],
  ])('matches hosts by app, version range and OS: %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected)
  })

  it('applies the version range of a signed-in campaign too', async () => {
    expect(await names('host_app_name=studio&host_app_version=2.0.0', f.ben)).toEqual([
      trial,
      maintenance,
      draftTakeover,
    ])
    expect(await names('host_app_name=studio&host_app_version=1.7.5', f.ben)).toEqual([maintenance])
  })

  it.each([
    ['', 2013, 'host_app_name'],
    ['host_os_name=win', 2013, 'host_app_name'],
    ['host_app_name=studio&host_app_version=latest', 2012, 'host_app_version'],
    ['host_app_name=studio&host_os_version=11.x', 2012, 'host_os_version'],
    ['host_app_name=website&locale=english!', 2012, 'locale'],
    ['host_app_name=<b>website</b>', 5023, 'host_app_name'],
  ])('refuses the query %j', async (query, code, field) => {
    const result = await f.api('GET', `/api/v2/me/notifications?${query}`)
    expect(result.status).toBe(400)
    expect(result.body.code).toBe(code)
    expect(result.body.error).toContain(field)
  })
})

describe('GET /api/v1/notifications (older)', () => {
  it('answers anonymous campaigns only, whoever asks', async () => {
    const anonymous = await feed('host_app_name=website', undefined, '/api/v1/notifications')
    expect(anonymous.map((n) => n.name)).toEqual([maintenance, launch])
    const withToken = await feed('host_app_name=website', f.ben, '/api/v1/notifications')
    expect(withToken.map((n) => n.name)).toEqual([maintenance, launch])
    expect((await f.api('GET', '/api/v1/notifications')).body.code).toBe(2013)
  })
})

describe('status and dates', () => {
  it('delivers a new notification once it and its campaign are live, and stops when the campaign pauses', async () => {
    const campaign = await newCampaign(f, { name: 'Fresh' })
    const note = await newNotification(f, campaign.id, { name: 'Fresh note', priority: 1 })
    await f.api('POST', `/api/v2/notifications/${note.id}/hosts`, {
      bearer: f.admin,
      json: { app_name: 'website' },
    })
    await f.api('PUT', `/api/v2/notifications/${note.id}/content/en`, {
      bearer: f.admin,
      json: { text: [{ mime_type: 'text/plain', content: 'Fresh' }] },
    })
    const move = (kind: string, id: number, status: string) =>
      f.api('PUT', `/api/v2/${kind}/${id}`, { bearer: f.admin, json: { status } })
    for (const status of ['scheduled', 'live']) await move('notifications', note.id, status)
    expect(await names('host_app_name=website')).not.toContain('Fresh note')
    expect(await names('host_app_name=website', f.ben)).toContain('Fresh note')
    for (const status of ['scheduled', 'live']) await move('campaigns', campaign.id, status)
    expect((await names('host_app_name=website')).at(-1)).toBe('Fresh note')
    await move('campaigns', campaign.id, 'paused')
    expect(await names('host_app_name=website')).not.toContain('Fresh note')
    expect(await names('host_app_name=website', f.ben)).not.toContain('Fresh note')
  })

  it('leaves out a notification without content in the fallback language', async () => {
    const campaign = await newCampaign(f)
    const note = await newNotification(f, campaign.id, { name: 'German only' })
    await f.api('POST', `/api/v2/notifications/${note.id}/hosts`, {
      bearer: f.admin,
      json: { app_name: 'website' },
    })
    await f.api('PUT', `/api/v2/notifications/${note.id}/content/de`, {
      bearer: f.admin,
      json: { text: [{ mime_type: 'text/plain', content: 'Nur Deutsch' }] },
    })
    expect(await names('host_app_name=website&locale=de', f.ben)).toContain('German only')
    expect(await names('host_app_name=website&locale=fr', f.ben)).not.toContain('German only')
  })

  it('follows the clock: a notification with its own window ends before its campaign', async () => {
    f.accounts.advance(8 * 86_400)
    expect(await names('host_app_name=website')).toEqual([launch])
    f.accounts.advance(400 * 86_400)
    expect(await names('host_app_name=website')).toEqual([])
  })
})
