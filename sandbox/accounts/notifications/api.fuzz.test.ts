/** Arbitrary admin bodies and device queries never crash the notifications service (no 500, no unhandled). */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Fixture, startFixture } from './test-helpers.ts'

let f: Fixture
beforeAll(async () => {
  f = await startFixture()
})
afterAll(() => f.accounts.close())

const writes: Array<[string, string]> = [
  ['POST', '/api/v2/campaigns'],
  ['PUT', '/api/v2/campaigns/1'],
  ['POST', '/api/v2/notifications'],
  ['PUT', '/api/v2/notifications/2'],
  ['POST', '/api/v2/notifications/1'],
  ['POST', '/api/v2/notifications/1/hosts'],
  ['PUT', '/api/v2/notifications/1/hosts/1'],
  ['PUT', '/api/v2/notifications/1/content/en'],
  ['POST', '/api/v2/testusers'],
]
const fields = [
  'name',
  'status',
  'starts_at',
  'ends_at',
  'anonymous',
  'campaign_id',
  'type',
  'priority',
  'template_name',
  'template_option',
  'is_takeover',
  'app_name',
  'app_version_min',
  'app_version_max',
  'os_version_min',
  'text',
  'media',
  'actions',
  'user_id',
  'enabled',
]
const queryKeys = [
  'host_app_name',
  'host_app_version',
  'host_os_name',
  'host_os_version',
  'locale',
  'device_id',
]

describe('the notifications service under arbitrary input', () => {
  it('answers admin writes with a success or a catalogue error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        fc.dictionary(fc.constantFrom(...fields), fc.jsonValue()),
        async ([method, path], json) => {
          const result = await f.api(method, path, { bearer: f.admin, json })
          expect(result.status).not.toBe(500)
          if (result.status >= 400 && result.status !== 404) expect(typeof result.body.code).toBe('number')
        },
      ),
      { numRuns: 300 },
    )
    expect(f.accounts.unhandled).toEqual([])
  })

  it('answers any device query with a list or a catalogue error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...queryKeys), fc.string()), async (query) => {
        const result = await f.api('GET', `/api/v2/me/notifications?${new URLSearchParams(query)}`)
        expect([200, 400]).toContain(result.status)
        if (result.status === 200) expect(Array.isArray(result.body.items)).toBe(true)
      }),
      { numRuns: 200 },
    )
    expect(f.accounts.unhandled).toEqual([])
  })
})
