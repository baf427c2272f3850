import { connect } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editorToken, type Harness, startHarness } from './testing.ts'

let harness: Harness
let url: string
beforeAll(async () => {
  harness = await startHarness()
  url = harness.sandbox.url
})
afterAll(() => harness.close())

const snapshot = () => harness.client(editorToken).fetch('*|order(_id)')

async function expectError(response: Response, status: number, type?: string) {
  expect(response.status).toBe(status)
  const body = await response.json()
  expect(body).toEqual({
    error: expect.objectContaining({ description: expect.any(String), type: type ?? expect.any(String) }),
  })
  return body.error as { description: string; type: string }
}

const q = (query: string) => `${url}/v2021-10-21/data/query/production?query=${encodeURIComponent(query)}`

describe('bad input gets a clear status in Sanity error shape', () => {
  it('malformed GROQ: 400 queryParseError, which @sanity/client formats with a code frame', async () => {
    const error = await expectError(await fetch(q('*[_type == ')), 400, 'queryParseError')
    expect(error).toMatchObject({ query: '*[_type == ', start: expect.any(Number), end: expect.any(Number) })
    await expect(harness.client().fetch('*[_type == ')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('GROQ query parse error'),
    })
    await expectError(await fetch(q('*[_type == $missing]')), 400, 'queryParseError')
    await expectError(await fetch(q('nosuchfunction(1)')), 400)
    await expectError(await fetch(`${q('*[_id == $id]')}&$id=unquoted`), 400)
    await expectError(await fetch(`${q('*')}&perspective=everything`), 400)
  })

  it('unknown and invalid datasets: 404 and 400', async () => {
    await expect(harness.client().withConfig({ dataset: 'staging' }).fetch('*')).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringContaining('Dataset "staging" not found'),
    })
    await expectError(await fetch(`${url}/v2021-10-21/data/query/Prod%20Data?query=*`), 400)
    await expectError(await fetch(`${url}/v2021-10-21/data/query/${'a'.repeat(65)}?query=*`), 400)
    // The client refuses an invalid dataset name before sending anything.
    expect(() => harness.client().withConfig({ dataset: 'Bad Name' })).toThrow(/dataset/i)
  })

  it('oversize queries, URLs and bodies: 400, 414 and 413', async () => {
    const huge = `*[!(_id in [${Array.from({ length: 9000 }, (_, i) => `"id-${i}"`).join(',')}])]`
    const post = await fetch(`${url}/v2021-10-21/data/query/production`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: huge }),
    })
    expect((await expectError(post, 400)).description).toMatch(/Query too large/)
    // Thousands of chained conditions would make the evaluator recurse past the stack: refused up front.
    const deep = `*[${Array.from({ length: 2000 }, (_, i) => `_id != "x${i}"`).join(' && ')}]`
    const complex = await fetch(`${url}/v2021-10-21/data/query/production`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: deep }),
    })
    expect((await expectError(complex, 400)).description).toMatch(/Query too complex/)
    await expectError(await fetch(q('x'.repeat(40_000))), 414)
    await expectError(await fetch(q('x'.repeat(70_000))), 431)
    const body = await fetch(`${url}/v2021-10-21/data/mutate/production`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${editorToken}` },
      body: 'x'.repeat(9 * 1024 * 1024),
    })
    await expectError(body, 413)
  })

  it('ids, API versions, tags, asset types and percent-encoding that break the rules: 400', async () => {
    await expectError(await fetch(`${url}/v2021-10-21/data/doc/production/a..b`), 400)
    await expectError(await fetch(`${url}/v2021-10-21/data/doc/production/${'x'.repeat(129)}`), 400)
    await expectError(await fetch(`${url}/v2021-13-45/data/query/production?query=*`), 400)
    await expectError(await fetch(`${url}/vlatest/data/query/production?query=*`), 400)
    await expectError(
      await fetch(`${url}/v2021-10-21/data/query/production?query=*&tag=${'t'.repeat(76)}`),
      400,
    )
    await expectError(await fetch(`${url}/v2021-10-21/data/query/production?query=*&tag=bad%20tag`), 400)
    await expectError(await fetch(`${url}/v2021-10-21/assets/videos/production`, { method: 'POST' }), 400)
    await expectError(await fetch(`${url}/v2021-10-21/data/doc/production/%E0%A4%A`), 400)
    await expectError(await fetch(`${url}/v2021-10-21/data/query/production?query=%E0%A4%A`), 400)
    const mutation = await fetch(`${url}/v2021-10-21/data/mutate/production`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${editorToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ mutations: [{ create: { _id: 'bad..id', _type: 'x' } }] }),
    })
    expect((await expectError(mutation, 409, 'mutationError')).description).toMatch(/Invalid document id/)
    // The client validates versions and tags itself before a request is made.
    expect(() => harness.client().withConfig({ apiVersion: 'latest' })).toThrow(/API version/i)
    expect(() => harness.client().fetch('*', {}, { tag: 'bad tag' })).toThrow(/tag/i)
  })

  it('missing images and unknown endpoints: 404; wrong methods: 405', async () => {
    await expectError(await fetch(`${url}/images/pulsewave/production/deadbeef-1x1.png?w=10`), 404)
    await expectError(await fetch(`${url}/images/otherproject/production/a1b2c3d4e5f6-400x300.png`), 404)
    await expectError(await fetch(`${url}/files/pulsewave/production/..%2F..%2Fcontent.sqlite`), 404)
    await expectError(await fetch(`${url}/v2021-10-21/data/nothing/production`), 404)
    await expectError(await fetch(`${url}/v2021-10-21/data/mutate/production`), 405)
  })

  // A few hundred requests: work-bound, so it gets room on a busy machine (the default is 5 s).
  it('survives a barrage of garbage requests with no 5xx and the store unchanged', async () => {
    const before = await snapshot()
    const segment = fc.oneof(
      fc.constantFrom(
        'v1',
        'vX',
        'v2021-10-21',
        'data',
        'query',
        'mutate',
        'doc',
        'listen',
        'production',
        'images',
        'files',
        'assets',
        'pulsewave',
        '%',
        '%zz',
        '..',
        '',
      ),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    )
    const request = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD'),
      path: fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
      search: fc.oneof(
        fc.constant(''),
        fc.string({ maxLength: 30 }).map((text) => `?query=${text}`),
        fc.constant('?query=%E0%A4%A&$x=1'),
      ),
      body: fc.oneof(
        fc.constant(undefined),
        fc.string({ maxLength: 60 }),
        fc.json().map((json) => `{"mutations":[${json}]}`),
      ),
      token: fc.boolean(),
    })
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, search, body, token }) => {
        const response = await fetch(`${url}${path}${search}`, {
          method,
          headers: token ? { Authorization: `Bearer ${editorToken}` } : {},
          body: method === 'GET' || method === 'HEAD' ? undefined : body,
        })
        expect(response.status).toBeLessThan(500)
        if (response.headers.get('content-type') === 'text/event-stream') {
          await response.body?.cancel()
        } else if (response.status >= 400 && method !== 'HEAD') {
          expect(await response.json()).toMatchObject({ error: { description: expect.any(String) } })
        } else {
          await response.arrayBuffer()
        }
      }),
      { numRuns: 300 },
    )
    expect(await snapshot()).toEqual(before)
  }, 60_000)
})

describe('callers that go away', () => {
  it('leaves the server working after bodies cut off mid-way and listeners dropped', async () => {
    const before = await snapshot()
    const port = Number(new URL(url).port)
    for (const path of [
      '/v1/data/mutate/production',
      '/v1/assets/images/production',
      '/v1/data/query/production',
    ]) {
      await new Promise<void>((done) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${editorToken}\r\n` +
              'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"mutations": [',
          )
          setTimeout(() => {
            socket.destroy()
            done()
          }, 50)
        })
      })
    }
    const dropped = new AbortController()
    const listener = await fetch(`${url}/v1/data/listen/production?query=*`, { signal: dropped.signal })
    dropped.abort()
    await listener.body?.cancel().catch(() => undefined)
    expect(await snapshot()).toEqual(before)
    await harness.client(editorToken).create({ _id: 'after-drops', _type: 'note' })
    expect(await harness.client().getDocument('after-drops')).toMatchObject({ _type: 'note' })
    await harness.client(editorToken).delete('after-drops')
  })
})

describe('CORS', () => {
  it('allows loopback origins with credentials and refuses others', async () => {
    const preflight = await fetch(`${url}/v2021-10-21/data/listen/production`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization')
    const foreign = await fetch(`${url}/v2021-10-21/data/query/production?query=1`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const refused = await fetch(`${url}/v2021-10-21/data/query/production`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example' },
    })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { type: 'httpForbidden' } })
  })
})
