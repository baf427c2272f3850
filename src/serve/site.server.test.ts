/**
 * The site's server wiring on a real port with a stand-in app: what the process used to assemble in
 * scripts/serve.ts (decision 155). The e2e suite runs the same wiring with the real app.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server } from 'srvx'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { offerHeader } from '../cache/eligible.ts'
import { badPathHeader } from '../failures/badPath.ts'
import { memoryShared } from '../scale/shared.ts'
import { type RunningSite, siteServer } from './site.server.ts'

/** The srvx server the site builds, kept to look at which listener answers Node's requests. */
const built = vi.hoisted(() => ({ servers: [] as unknown[] }))
vi.mock('srvx', async (original) => {
  const srvx = await original<typeof import('srvx')>()
  return {
    ...srvx,
    serve: (options: Parameters<typeof srvx.serve>[0]) => {
      const server = srvx.serve(options)
      built.servers.push(server)
      return server
    },
  }
})

const seen: Request[] = []
const app = {
  async fetch(request: Request) {
    seen.push(request)
    const nonce = `N${seen.length}`.padEnd(24, 'A')
    return new Response(
      `<html><script nonce="${nonce}">go()</script><p>${new URL(request.url).pathname}</p></html>`,
      {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          [offerHeader]: JSON.stringify({ tags: ['s1:page'], nonce }),
        },
      },
    )
  },
}

let clientDir: string
let site: RunningSite
let following = false

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'site-server-'))
  mkdirSync(join(clientDir, 'builds'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'builds/latest.json'), JSON.stringify({ id: 'build-1' }))
  writeFileSync(join(clientDir, 'assets/app-AbCdEf12.js'), 'console.log(1)')
  site = await siteServer(app, {
    shared: memoryShared(),
    followContent: () => {
      following = true
      return () => {
        following = false
      }
    },
    siteUrl: undefined,
    cacheEnabled: true,
  }).listen({ port: 0, hostname: '127.0.0.1', clientDir })
})

afterAll(async () => {
  await site?.close()
  rmSync(clientDir, { recursive: true, force: true })
})

it('renders a page once, then answers it from the cache in front of the app, with the security headers', async () => {
  const before = seen.length
  const first = await fetch(`${site.url}/studio`)
  const second = await fetch(`${site.url}/studio`)
  expect(first.headers.get('x-cache')).toBe('miss')
  expect(second.headers.get('x-cache')).toBe('hit')
  expect(seen.length - before).toBe(1)
  for (const answer of [first, second]) {
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.has(offerHeader)).toBe(false)
  }
  // Each answer has a nonce of its own, never the stored one.
  const [a, b] = [await first.text(), await second.text()]
  expect(a).toContain('<p>/studio</p>')
  expect(b.match(/nonce="([^"]+)"/)?.[1]).not.toBe(a.match(/nonce="([^"]+)"/)?.[1])
})

it('answers cache hits on Node’s request, in front of srvx’s own handler (decision 070)', () => {
  const server = built.servers[0] as Server
  const listeners = server.node?.server?.listeners('request') ?? []
  expect(listeners).toHaveLength(1)
  expect(listeners[0]).not.toBe(server.node?.handler)
})

it('serves the build’s hashed files with the headers and an immutable lifetime', async () => {
  const asset = await fetch(`${site.url}/assets/app-AbCdEf12.js`)
  expect(asset.status).toBe(200)
  expect(await asset.text()).toBe('console.log(1)')
  expect(asset.headers.get('cache-control')).toContain('immutable')
  expect(asset.headers.get('x-frame-options')).toBe('DENY')
  // From memory in front of srvx (decision 280): a strong ETag of the content, where srvx's is weak.
  expect(asset.headers.get('etag')).toMatch(/^"[\w-]{22}"$/)
})

it('hands the app an undecodable path as a marked request for /', async () => {
  await fetch(`${site.url}/%E0%A4%A`)
  const last = seen.at(-1)
  expect(new URL(last?.url ?? 'http://x/').pathname).toBe('/')
  expect(last?.headers.get(badPathHeader)).toBe('/%E0%A4%A')
})

it('answers TRACE, which a web Request cannot carry, 405 without reaching the app', async () => {
  const before = seen.length
  const status = await new Promise<number | undefined>((ok, fail) => {
    const url = new URL(site.url)
    httpRequest({ host: url.hostname, port: url.port, method: 'TRACE', path: '/' }, (res) => {
      res.resume()
      ok(res.statusCode)
    })
      .on('error', fail)
      .end()
  })
  expect(status).toBe(405)
  expect(seen.length).toBe(before)
})

it('follows the content while it listens', () => {
  expect(following).toBe(true)
})
