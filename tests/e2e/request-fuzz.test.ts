/**
 * Request-level fuzz (issue 27 item 3, decision 211): every route of the route tree (read from the
 * generated tree, so a new route is covered the day it is added) × every method × a set of body
 * shapes, signed out and with a stale session. No answer may be 5xx; a method the route does not
 * answer is a 405 whose Allow lists exactly the methods that are not refused. A body left unread (1 MB
 * to a page, or over the limit to a command) never holds up the next request on the connection.
 */
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { baseUrl, pool } from './support/site.ts'

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/** Every route's full path, from `FileRoutesByFullPath` in the generated route tree. */
function routePaths(): string[] {
  const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? ''
  return [...block.matchAll(/'([^']+)':/g)].map((m) => m[1] ?? '')
}

/** A few values for each parameter: a real-looking name, an escape that decodes badly, a traversal, a long one. */
const paramValues = ['profile', '%25', '..%2F..%2Fetc', 'x'.repeat(300)]

function concretePaths(path: string): string[] {
  if (!path.includes('$')) return [path]
  return paramValues.map((value) =>
    path.replace(/\$[A-Za-z]*/g, (param) => (param === '$' ? `${value}/deeper` : value)),
  )
}

interface Shape {
  readonly name: string
  readonly type?: string
  readonly body?: string | Blob
}

const bodyShapes: ReadonlyArray<Shape> = [
  { name: 'no body' },
  { name: 'form', type: 'application/x-www-form-urlencoded', body: 'password=&code=%ZZ&email=a&__proto__=1' },
  { name: 'json', type: 'application/json', body: '{"password":"x","items":[1,{"a":null}]}' },
  { name: 'broken json', type: 'application/json', body: '{"password":' },
  { name: 'multipart without parts', type: 'multipart/form-data; boundary=zz', body: '--zz\r\nbroken' },
  {
    name: 'bytes',
    type: 'application/octet-stream',
    body: new Blob([new Uint8Array([0, 255, 254, 10, 13, 0])]),
  },
  { name: 'over the limit', type: 'application/x-www-form-urlencoded', body: `a=${'b'.repeat(70_000)}` },
]

interface Outcome {
  readonly label: string
  readonly path: string
  readonly method: string
  readonly status: number
  readonly allow: string | null
}

describe('request fuzz over every route, method and body shape', () => {
  it('answers no request with 5xx, and 405 with Allow for every method a route does not answer', async () => {
    const base = baseUrl()
    // One browser id for the whole run, so its guarded tries count against it, not the address.
    const first = await fetch(`${base}/api/preview/enable?secret=fuzz`, { redirect: 'manual' })
    await first.body?.cancel()
    const browser = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const sessions = [
      { name: 'signed out', cookie: browser },
      {
        name: 'stale session',
        cookie: `${browser}; access_token_production-1=stale; refresh_token_production-1=stale`,
      },
    ]
    const paths = routePaths().flatMap(concretePaths)
    expect(paths.length).toBeGreaterThan(30)
    const cases = paths.flatMap((path) =>
      methods.flatMap((method) =>
        (['GET', 'HEAD'].includes(method) ? bodyShapes.slice(0, 1) : bodyShapes).flatMap((shape) =>
          sessions.map((session) => ({ path, method, shape, session })),
        ),
      ),
    )
    const outcomes: Outcome[] = []
    await pool(cases, 6, async ({ path, method, shape, session }) => {
      const response = await fetch(`${base}${path}?back=%ZZ&fileId=%25&return=//evil.example`, {
        method,
        redirect: 'manual',
        headers: {
          cookie: session.cookie,
          origin: base,
          'sec-fetch-site': 'same-origin',
          ...(shape.type ? { 'content-type': shape.type } : {}),
        },
        body: shape.body,
      })
      // Only the status and headers matter; an event stream would never end.
      await response.body?.cancel()
      outcomes.push({
        label: `${method} ${path} (${shape.name}, ${session.name})`,
        path,
        method,
        status: response.status,
        allow: response.headers.get('allow'),
      })
    })
    console.info(`[request fuzz] ${outcomes.length} requests over ${paths.length} paths`)
    expect(outcomes.filter((o) => o.status >= 500).map((o) => `${o.label}: ${o.status}`)).toEqual([])

    const problems: string[] = []
    for (const path of paths) {
      const of = outcomes.filter((o) => o.path === path)
      const refused = of.filter((o) => o.status === 405)
      const allows = new Set(refused.map((o) => o.allow))
      if (allows.size > 1) problems.push(`${path}: Allow differs: ${[...allows].join(' | ')}`)
      const allowed = (refused[0]?.allow ?? '').split(/,\s*/).filter(Boolean)
      for (const o of of) {
        const listed = allowed.includes(o.method)
        if (o.status === 405 && (listed || !o.allow)) problems.push(`${o.label}: 405 with Allow ${o.allow}`)
        if (refused.length > 0 && o.status !== 405 && !listed)
          problems.push(`${o.label}: ${o.status}, not in Allow ${allowed.join(', ')}`)
      }
      // Every route refuses some method (none answers all seven), and pages answer GET and HEAD only.
      if (refused.length === 0) problems.push(`${path}: no method refused`)
    }
    expect(problems.slice(0, 30)).toEqual([])
  }, 600_000)
})

interface Sent {
  readonly status: number
  readonly connection: string | undefined
  /** True when this request went over a connection an earlier one had used (kept alive). */
  readonly reused: boolean
}

/** One request over `agent` (one socket at a time), its answer read to the end. */
function send(
  agent: Agent,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | Buffer[] } = {},
): Promise<Sent> {
  const base = new URL(baseUrl())
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: options.method ?? 'GET',
        agent,
        headers: options.headers,
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            reused: req.reusedSocket,
          }),
        )
        response.on('error', reject)
      },
    )
    // A server that answers before the body is sent may close its side: that is its right, not an error.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)))
    for (const chunk of [options.body ?? []].flat()) req.write(chunk)
    req.end()
  })
}

describe('bodies nobody reads', () => {
  const megabyte = Buffer.alloc(1024 * 1024, 'a')

  it('a page sent 1 MB it does not read keeps the connection, and answers the next request on it', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const first = await send(agent, '/studio', {
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(megabyte.length) },
        body: megabyte,
      })
      expect(first.status).toBe(200)
      const next = await send(agent, '/robots.txt')
      // The original fault: the next request on that connection stalled, then the connection was reset.
      expect(next).toEqual({ status: 200, connection: 'keep-alive', reused: true })
    } finally {
      agent.destroy()
    }
  })

  it('a body over the limit, declared or chunked, and a refused method close the connection cleanly; the next request is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    // A same-site form post, as the sign-out button sends it.
    const form = {
      origin: baseUrl(),
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    }
    try {
      const declared = await send(agent, '/auth/sign-out', {
        method: 'POST',
        headers: { ...form, 'content-length': String(megabyte.length) },
        body: megabyte,
      })
      expect([declared.status, declared.connection]).toEqual([413, 'close'])
      expect((await send(agent, '/robots.txt')).status).toBe(200)
      const chunked = await send(agent, '/auth/sign-out', {
        method: 'POST',
        headers: { ...form, 'transfer-encoding': 'chunked' },
        body: [megabyte.subarray(0, 40_000), megabyte.subarray(0, 40_000), megabyte.subarray(0, 40_000)],
      })
      expect([chunked.status, chunked.connection]).toEqual([413, 'close'])
      expect((await send(agent, '/robots.txt')).status).toBe(200)
      const refused = await send(agent, '/studio', {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(megabyte.length) },
        body: megabyte,
      })
      expect([refused.status, refused.connection]).toEqual([405, 'close'])
      expect((await send(agent, '/robots.txt')).status).toBe(200)
    } finally {
      agent.destroy()
    }
  })
})
