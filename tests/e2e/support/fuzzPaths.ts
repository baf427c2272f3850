/**
 * Generated request paths for fuzzing the running site (tests/e2e/fuzz.test.ts, 10,000 of them;
 * `npm run bench -- fuzz`, 100,000), and the one check both apply to every answer: never a 5xx or no
 * answer, and never a redirect that leaves the site.
 */
import fc from 'fast-check'

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
    'account',
    'licences',
    'api',
    'auth',
    '_serverFn',
    'evil.example',
    '\\\\evil.example',
  ),
  fc.string({ maxLength: 10 }),
  fc.string({ unit: 'grapheme', maxLength: 5 }),
)
const query = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 30 }).map((q) => `?${q}`),
  fc.constantFrom(
    '?preview=true',
    '?state=x&code=y',
    '?a=%',
    '?%%%',
    `?${'x'.repeat(3000)}`,
    '?return=https://evil.example/',
    '?return=//evil.example',
    '?redirect=//evil.example',
  ),
)
const path = fc
  .tuple(fc.array(segment, { maxLength: 6 }), query)
  .map(([s, q]) => `/${s.map(encodeURI).join('/')}${q}`)
const raw = fc.constantFrom(
  '/%',
  '/%zz',
  '//',
  '///studio',
  '/studio//downloads',
  `/${'a/'.repeat(2000)}`,
  '//evil.example/',
)

/** `count` paths, ten of them raw ones that go on the wire as they are. */
export const fuzzPaths = (count: number): string[] => [...fc.sample(path, count - 10), ...fc.sample(raw, 10)]

/** What is wrong with the answer to `path`, or undefined: a 5xx, no answer, or a redirect off the site. */
export async function fuzzProblem(base: string, path: string): Promise<string | undefined> {
  const response = await fetch(base + path, { redirect: 'manual' }).catch(() => undefined)
  if (!response) return `no answer ${path}`
  await response.body?.cancel()
  if (response.status >= 500) return `${response.status} ${path}`
  const location = response.headers.get('location')
  if (location && new URL(location, base).origin !== new URL(base).origin) {
    // The identity service's own pages are the one place a redirect may lead off the site.
    if (!/\/en\/(authorize|logout)\b/.test(location)) return `redirect off the site: ${path} → ${location}`
  }
  return undefined
}
