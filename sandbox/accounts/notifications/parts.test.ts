import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Fixture, newCampaign, newNotification, startFixture } from './test-helpers.ts'

let f: Fixture
let note: number
beforeAll(async () => {
  f = await startFixture()
  note = (await newNotification(f, (await newCampaign(f)).id)).id
})
afterAll(() => f.accounts.close())

const expectError = (
  result: { status: number; body: { code: number; error: string } },
  status: number,
  code: number,
  text?: string,
) => {
  expect(result.status).toBe(status)
  expect(result.body.code).toBe(code)
  if (text) expect(result.body.error).toContain(text)
}
const read = async (id: number) =>
  (await f.api('GET', '/api/v2/notifications', { bearer: f.admin })).body.items.find(
    (n: { id: number }) => n.id === id,
  )

describe('hosts', () => {
  it('adds, changes and removes a host', async () => {
    const added = await f.api('POST', `/api/v2/notifications/${note}/hosts`, {
      bearer: f.admin,
      json: {
        app_name: 'studio',
        app_version_min: '2.0',
        app_version_max: '2.3.1',
        os_name: 'mac',
        os_version_min: '12',
      },
    })
    expect(added.status).toBe(201)
    expect(added.body).toEqual({
      id: expect.any(Number),
      app_name: 'studio',
      app_version_min: '2.0',
      app_version_max: '2.3.1',
      os_name: 'mac',
      os_version_min: '12',
      os_version_max: null,
    })
    const changed = await f.api('PUT', `/api/v2/notifications/${note}/hosts/${added.body.id}`, {
      bearer: f.admin,
      json: { app_version_max: null, os_version_max: '15.1' },
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      app_version_min: '2.0',
      app_version_max: null,
      os_version_max: '15.1',
    })
    expect((await read(note)).hosts).toContainEqual(changed.body)
    const removed = await f.api('DELETE', `/api/v2/notifications/${note}/hosts/${added.body.id}`, {
      bearer: f.admin,
    })
    expect(removed.status).toBe(204)
    expect((await read(note)).hosts).not.toContainEqual(changed.body)
  })

  it.each([
    [{}, 400, 2013, 'app_name'],
    [
      { app_name: 'studio', app_version_min: '2.4', app_version_max: '2.3.9' },
      400,
      2012,
      'app_version_min (2.4) must not be greater than app_version_max (2.3.9)',
    ],
    [{ app_name: 'studio', os_version_min: '14', os_version_max: '13.6' }, 400, 2012, 'os_version_min (14)'],
    [{ app_name: 'studio', app_version_min: 'two' }, 400, 2012, 'app_version_min must be a version'],
    [{ app_name: '<i>studio</i>' }, 400, 5023, 'app_name'],
  ])('refuses %j and saves nothing', async (body, status, code, text) => {
    const before = (await read(note)).hosts.length
    expectError(
      await f.api('POST', `/api/v2/notifications/${note}/hosts`, { bearer: f.admin, json: body }),
      status,
      code,
      text,
    )
    expect((await read(note)).hosts.length).toBe(before)
  })

  it('checks a changed range against the stored end, and answers 404 for a host of another notification', async () => {
    const host = await f.api('POST', `/api/v2/notifications/${note}/hosts`, {
      bearer: f.admin,
      json: { app_name: 'website', app_version_max: '3.0' },
    })
    expectError(
      await f.api('PUT', `/api/v2/notifications/${note}/hosts/${host.body.id}`, {
        bearer: f.admin,
        json: { app_version_min: '3.1' },
      }),
      400,
      2012,
      'app_version_min',
    )
    const other = await newNotification(f, (await newCampaign(f)).id)
    for (const method of ['PUT', 'DELETE']) {
      const result = await f.api(method, `/api/v2/notifications/${other.id}/hosts/${host.body.id}`, {
        bearer: f.admin,
        ...(method === 'PUT' ? { json: {} } : {}),
      })
      expect(result.status).toBe(404)
    }
    expect(
      (
        await f.api('POST', '/api/v2/notifications/999999/hosts', {
          bearer: f.admin,
          json: { app_name: 'x' },
        })
      ).status,
    ).toBe(404)
  })
})

const goodContent = {
  text: [{ mime_type: 'text/markdown', content: 'Hallo **Welt**', metadata: { role: 'title' } }],
  media: [{ mime_type: 'image/png', src: { small: 'https://cdn.example.com/a.png' } }],
  actions: [{ label: 'Öffnen', url: '/studio' }],
}

describe('content', () => {
  it('writes one language and replaces it on a second PUT', async () => {
    const put = await f.api('PUT', `/api/v2/notifications/${note}/content/de`, {
      bearer: f.admin,
      json: goodContent,
    })
    expect(put.status).toBe(200)
    expect(put.body).toEqual({ language: 'de', ...goodContent })
    const replaced = await f.api('PUT', `/api/v2/notifications/${note}/content/de`, {
      bearer: f.admin,
      json: { text: [{ mime_type: 'text/plain', content: 'Neu' }] },
    })
    expect(replaced.body).toEqual({
      language: 'de',
      text: [{ mime_type: 'text/plain', content: 'Neu' }],
      media: [],
      actions: [],
    })
    expect((await read(note)).content.de).toEqual({
      text: [{ mime_type: 'text/plain', content: 'Neu' }],
      media: [],
      actions: [],
    })
  })

  it.each([
    ['xx', goodContent, 400, 1004, 'Unknown language: xx'],
    ['EN', goodContent, 400, 2012, 'language must be two lowercase letters'],
    ['en', {}, 400, 2013, 'text'],
    ['en', { text: [] }, 400, 2013, 'text'],
    ['en', { text: 'hello' }, 400, 2012, 'text must be a list'],
    [
      'en',
      { text: [{ mime_type: 'text/html', content: 'Hi' }] },
      400,
      2012,
      'text[0].mime_type must be one of text/plain, text/markdown',
    ],
    ['en', { text: [{ mime_type: 'text/plain' }] }, 400, 2013, 'text[0].content'],
    ['en', { text: [{ mime_type: 'text/plain', content: 'Hi <script>x</script>' }] }, 400, 5023, 'content'],
    ['en', { ...goodContent, media: [{ mime_type: 'image/png', src: {} }] }, 400, 2013, 'media[0].src'],
    [
      'en',
      { ...goodContent, media: [{ mime_type: 'image/png', src: { large: 'ftp://x/y.png' } }] },
      400,
      2012,
      'media[0].src.large',
    ],
    [
      'en',
      { ...goodContent, media: [{ mime_type: 'application/pdf', src: { small: 'https://x/y' } }] },
      400,
      2012,
      'media[0].mime_type',
    ],
    [
      'en',
      { ...goodContent, actions: [{ label: 'Go', url: 'javascript:alert(1)' }] },
      400,
      2012,
      'actions[0].url',
    ],
    ['en', { ...goodContent, actions: [{ url: '/x' }] }, 400, 2013, 'actions[0].label'],
    [
      'en',
      { ...goodContent, actions: [{ label: 'Go', url: '/x', metadata: [1] }] },
      400,
      2012,
      'actions[0].metadata',
    ],
  ])('PUT content/%s %j → %i/%i and saves nothing', async (language, body, status, code, text) => {
    const before = (await read(note)).content
    const result = await f.api('PUT', `/api/v2/notifications/${note}/content/${language}`, {
      bearer: f.admin,
      json: body,
    })
    expectError(result, status, code, text)
    expect((await read(note)).content).toEqual(before)
  })
})

describe('an ended notification', () => {
  it('takes no change to its hosts or content', async () => {
    const ended = (await f.api('GET', '/api/v2/notifications?status=ended', { bearer: f.admin })).body
      .items[0]
    const attempts = [
      f.api('POST', `/api/v2/notifications/${ended.id}/hosts`, {
        bearer: f.admin,
        json: { app_name: 'studio' },
      }),
      f.api('PUT', `/api/v2/notifications/${ended.id}/hosts/${ended.hosts[0].id}`, {
        bearer: f.admin,
        json: { os_name: 'win' },
      }),
      f.api('DELETE', `/api/v2/notifications/${ended.id}/hosts/${ended.hosts[0].id}`, { bearer: f.admin }),
      f.api('PUT', `/api/v2/notifications/${ended.id}/content/en`, { bearer: f.admin, json: goodContent }),
      f.api('PUT', `/api/v2/notifications/${ended.id}`, { bearer: f.admin, json: { name: 'Renamed' } }),
    ]
    for (const result of await Promise.all(attempts)) expectError(result, 400, 2012, 'has ended')
    expect(await read(ended.id)).toEqual(ended)
  })
})
