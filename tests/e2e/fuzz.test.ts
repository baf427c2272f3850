import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { baseUrl, pool } from './support/site.ts'

const segment = fc.oneof(
  fc.constantFrom(
    'studio',
    'sample',
    'hex-fx',
    'dj',
    'pro',
    'downloads',
    'tutorials',
    'sounds',
    'win',
    'mac',
    '2.3.1',
    '..',
    '.',
    '',
    '%',
    '%2e%2e',
    '%E0%A4%A',
    '%00',
    '%FF',
    'campaign',
    'careers',
    '~',
    'ü',
    '🎛',
  ),
  fc.string({ maxLength: 10 }),
  fc.string({ unit: 'grapheme', maxLength: 5 }),
)
const query = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 30 }).map((q) => `?${q}`),
  fc.constantFrom('?preview=true', '?state=x&code=y', '?a=%', '?%%%', `?${'x'.repeat(3000)}`),
)
const path = fc
  .tuple(fc.array(segment, { maxLength: 6 }), query)
  .map(([s, q]) => `/${s.map(encodeURI).join('/')}${q}`)
const raw = fc.constantFrom('/%', '/%zz', '//', '///studio', '/studio//downloads', `/${'a/'.repeat(2000)}`)

describe('fuzzing the running server', () => {
  it('answers 10,000 generated paths without a 5xx', async () => {
    const paths = [...fc.sample(path, 9_990), ...fc.sample(raw, 10)]
    const failures: string[] = []
    await pool(paths, 12, async (p) => {
      // Raw paths go on the wire as they are (fetch would normalise some of them).
      const response = await fetch(baseUrl() + p, { redirect: 'manual' }).catch((e: Error) => ({
        status: 0,
        e,
      }))
      if (response.status >= 500 || response.status === 0) failures.push(`${response.status} ${p}`)
      if ('body' in response) await response.body?.cancel()
    })
    expect(failures.slice(0, 20)).toEqual([])
  }, 300_000)
})
