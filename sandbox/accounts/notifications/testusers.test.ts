import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../test-support.ts'
import { templates } from './templates.ts'
import { type Fixture, startFixture } from './test-helpers.ts'

let f: Fixture
beforeAll(async () => {
  f = await startFixture()
})
afterAll(() => f.accounts.close())

const testUsers = async () => (await f.api('GET', '/api/v2/testusers', { bearer: f.admin })).body.items
const sees = async (bearer: string) =>
  (await f.api('GET', '/api/v2/me/notifications?host_app_name=website', { bearer })).body.items.some(
    (n: { status: string }) => n.status === 'draft',
  )

describe('test users', () => {
  it('lists the seeded test user', async () => {
    expect(await testUsers()).toEqual([{ user_id: 1002, enabled: true, created_at: expect.any(String) }])
  })

  it('adds a test user (201), changes one that exists (200) and removes one (204, then 404)', async () => {
    expect(await sees(f.ana)).toBe(false)
    const added = await f.api('POST', '/api/v2/testusers', { bearer: f.admin, json: { user_id: 1001 } })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ user_id: 1001, enabled: true })
    expect(await sees(f.ana)).toBe(true)
    const disabled = await f.api('POST', '/api/v2/testusers', {
      bearer: f.admin,
      form: { user_id: '1001', enabled: 'false' },
    })
    expect(disabled.status).toBe(200)
    expect(disabled.body.enabled).toBe(false)
    expect(await sees(f.ana)).toBe(false)
    expect((await f.api('DELETE', '/api/v2/testusers/1001', { bearer: f.admin })).status).toBe(204)
    expect((await testUsers()).map((u: { user_id: number }) => u.user_id)).toEqual([1002])
    const again = await f.api('DELETE', '/api/v2/testusers/1001', { bearer: f.admin })
    expect(again.status).toBe(404)
    expect(again.body).toEqual({ message: 'Not found' })
  })

  it.each([
    [{}, 2013, 'user_id'],
    [{ user_id: 'ben' }, 2012, 'user_id must be a user id'],
    [{ user_id: 4242 }, 1004, 'Unknown user_id: 4242'],
    [{ user_id: 1003, enabled: 'perhaps' }, 2012, 'enabled must be true or false'],
  ])('refuses %j and saves nothing', async (json, code, text) => {
    const before = await testUsers()
    const result = await f.api('POST', '/api/v2/testusers', { bearer: f.admin, json })
    expect(result.status).toBe(400)
    expect(result.body).toEqual({ error: expect.stringContaining(text), code })
    expect(await testUsers()).toEqual(before)
  })
})

describe('GET /api/v2/templates', () => {
  it('answers without any authorization, each template with its options', async () => {
    const result = await call(f.accounts.url, 'GET', '/notifications/api/v2/templates')
    expect(result.status).toBe(200)
    expect(result.body.items.map((t: { name: string }) => t.name)).toEqual([
      'banner',
      'modal',
      'takeover',
      'toast',
    ])
    for (const template of result.body.items) expect(template.options.length).toBeGreaterThan(0)
    expect(result.body.items).toEqual(templates)
  })
})
