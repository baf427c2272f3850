import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Fixture, newCampaign, pathTo, startFixture, statusPairs, window } from './test-helpers.ts'

let f: Fixture
beforeAll(async () => {
  f = await startFixture()
})
afterAll(() => f.accounts.close())

const expectError = (
  result: { status: number; body: { code: number; error: string } },
  status: number,
  code: number,
) => {
  expect(result.status).toBe(status)
  expect(result.body.code).toBe(code)
}

describe('admin access', () => {
  const adminCalls: Array<[string, string]> = [
    ['GET', '/api/v2/campaigns'],
    ['POST', '/api/v2/campaigns'],
    ['PUT', '/api/v2/campaigns/1'],
    ['GET', '/api/v2/notifications'],
    ['POST', '/api/v2/notifications'],
    ['PUT', '/api/v2/notifications/1'],
    ['POST', '/api/v2/notifications/1'],
    ['POST', '/api/v2/notifications/1/hosts'],
    ['PUT', '/api/v2/notifications/1/hosts/1'],
    ['DELETE', '/api/v2/notifications/1/hosts/1'],
    ['PUT', '/api/v2/notifications/1/content/en'],
    ['GET', '/api/v2/testusers'],
    ['POST', '/api/v2/testusers'],
    ['DELETE', '/api/v2/testusers/1002'],
  ]

  it.each(adminCalls)(
    '%s %s refuses a customer and an anonymous caller with 403/2000',
    async (method, path) => {
      const options = method === 'GET' || method === 'DELETE' ? {} : { json: {} }
      expectError(await f.api(method, path, { ...options, bearer: f.ana }), 403, 2000)
      const anonymous = await f.api(method, path, options)
      expectError(anonymous, 403, 2000)
      expect(anonymous.headers.get('x-serato-errorcode')).toBe('2000')
    },
  )
})

describe('campaigns', () => {
  it('lists the seeded campaigns and filters by status', async () => {
    const all = await f.api('GET', '/api/v2/campaigns', { bearer: f.admin })
    expect(all.status).toBe(200)
    expect(all.body.items.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Studio 2.3 launch', 'Customer messages', 'Black Friday 2025']),
    )
    const ended = await f.api('GET', '/api/v2/campaigns?status=ended', { bearer: f.admin })
    expect(ended.body.items.length).toBeGreaterThan(0)
    expect(ended.body.items.every((c: { status: string }) => c.status === 'ended')).toBe(true)
    expectError(await f.api('GET', '/api/v2/campaigns?status=archived', { bearer: f.admin }), 400, 2012)
  })

  it('creates a draft campaign with the reference fields', async () => {
    const dates = window(1, 48)
    const created = await f.api('POST', '/api/v2/campaigns', {
      bearer: f.admin,
      json: { name: 'Spring', description: 'Spring sale', anonymous: false, ...dates },
    })
    expect(created.status).toBe(201)
    expect(Object.keys(created.body).sort()).toEqual(
      [
        'id',
        'uuid',
        'name',
        'description',
        'anonymous',
        'status',
        'starts_at',
        'ends_at',
        'created_at',
        'updated_at',
      ].sort(),
    )
    expect(created.body).toMatchObject({ name: 'Spring', anonymous: false, status: 'draft', ...dates })
    expect(created.body.uuid).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('accepts a form-encoded body', async () => {
    const created = await f.api('POST', '/api/v2/campaigns', {
      bearer: f.admin,
      form: { name: 'Form', anonymous: 'true', ...window(0, 5) },
    })
    expect(created.status).toBe(201)
    expect(created.body.anonymous).toBe(true)
  })

  it('names every missing field (2013) and saves nothing', async () => {
    const before = (await f.api('GET', '/api/v2/campaigns', { bearer: f.admin })).body.items.length
    const missing = await f.api('POST', '/api/v2/campaigns', { bearer: f.admin, json: { description: 'x' } })
    expectError(missing, 400, 2013)
    expect(missing.body.error).toContain('name, starts_at, ends_at')
    const after = (await f.api('GET', '/api/v2/campaigns', { bearer: f.admin })).body.items.length
    expect(after).toBe(before)
  })

  it.each([
    [{ ...window(5, 1) }, 'ends_at must be after starts_at'],
    [{ starts_at: '2026-13-01', ends_at: '2027-01-01T00:00:00Z' }, 'starts_at must be an ISO 8601'],
    [{ anonymous: 'maybe' }, 'anonymous must be true or false'],
    [{ status: 'live' }, 'status of a new campaign must be draft'],
  ])('refuses %j with 400/2012', async (fields, message) => {
    const result = await f.api('POST', '/api/v2/campaigns', {
      bearer: f.admin,
      json: { name: 'Bad', ...window(0, 5), ...fields },
    })
    expectError(result, 400, 2012)
    expect(result.body.error).toContain(message)
  })

  it('refuses HTML in any field with 400/5023', async () => {
    const result = await f.api('POST', '/api/v2/campaigns', {
      bearer: f.admin,
      json: { name: 'Sale', description: '<b>big</b>', ...window(0, 5) },
    })
    expectError(result, 400, 5023)
    expect(result.body.error).toContain('description')
  })

  it('updates only the fields a PUT names, and checks the merged dates', async () => {
    const campaign = await newCampaign(f, { description: 'keep me' })
    const renamed = await f.api('PUT', `/api/v2/campaigns/${campaign.id}`, {
      bearer: f.admin,
      json: { name: 'Renamed' },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ name: 'Renamed', description: 'keep me', status: 'draft' })
    const backwards = await f.api('PUT', `/api/v2/campaigns/${campaign.id}`, {
      bearer: f.admin,
      json: { ends_at: '2000-01-01T00:00:00Z', name: 'Not saved' },
    })
    expectError(backwards, 400, 2012)
    const list = await f.api('GET', '/api/v2/campaigns', { bearer: f.admin })
    expect(list.body.items.find((c: { id: number }) => c.id === campaign.id).name).toBe('Renamed')
  })

  it('answers 404 for an unknown or malformed campaign id', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const result = await f.api('PUT', `/api/v2/campaigns/${id}`, { bearer: f.admin, json: { name: 'x' } })
      expect(result.status).toBe(404)
      expect(result.body).toEqual({ message: 'Not found' })
    }
  })
})

describe('campaign lifecycle', () => {
  /** A new campaign moved along the lifecycle to `status`. */
  async function campaignIn(status: Parameters<typeof pathTo>[0]) {
    const { id } = await newCampaign(f)
    for (const step of pathTo(status)) {
      const moved = await f.api('PUT', `/api/v2/campaigns/${id}`, { bearer: f.admin, json: { status: step } })
      expect(moved.status).toBe(200)
    }
    return id
  }

  it.each(statusPairs.filter((p) => p.allowed))('allows $from → $to', async ({ from, to }) => {
    const id = await campaignIn(from)
    const moved = await f.api('PUT', `/api/v2/campaigns/${id}`, { bearer: f.admin, json: { status: to } })
    expect(moved.status).toBe(200)
    expect(moved.body.status).toBe(to)
  })

  it.each(statusPairs.filter((p) => !p.allowed))(
    'refuses $from → $to with 400/2012',
    async ({ from, to }) => {
      const id = await campaignIn(from)
      const refused = await f.api('PUT', `/api/v2/campaigns/${id}`, {
        bearer: f.admin,
        json: { status: to, name: 'Not saved' },
      })
      expectError(refused, 400, 2012)
      expect(refused.body.error).toMatch(from === 'ended' ? /has ended/ : new RegExp(`from ${from} to ${to}`))
      const list = await f.api('GET', '/api/v2/campaigns', { bearer: f.admin })
      expect(list.body.items.find((c: { id: number }) => c.id === id)).toMatchObject({
        status: from,
        name: 'Test campaign',
      })
    },
  )

  it('keeps the status when a PUT repeats it, and refuses unknown statuses', async () => {
    const id = await campaignIn('live')
    const same = await f.api('PUT', `/api/v2/campaigns/${id}`, { bearer: f.admin, json: { status: 'live' } })
    expect(same.body.status).toBe('live')
    const unknown = await f.api('PUT', `/api/v2/campaigns/${id}`, {
      bearer: f.admin,
      json: { status: 'archived' },
    })
    expectError(unknown, 400, 2012)
    expect(unknown.body.error).toContain('status must be one of')
  })
})
