/**
 * Shutdown drains (issue 29): `close(graceMs)` stops taking connections at once, lets a request already
 * in flight finish and answer in full, and only then resolves; a request still running at the deadline
 * is cut off so the process can exit. A stand-in app holds each request until the test lets it go.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { memoryShared } from '../scale/shared.ts'
import { type RunningSite, siteServer } from './site.server.ts'

interface Held {
  readonly path: string
  release(): void
}

/** An app whose every answer waits until the test releases it; `arrived` resolves as each request comes in. */
function holdingApp() {
  const waiting: Array<(held: Held) => void> = []
  const early: Held[] = []
  return {
    app: {
      fetch(request: Request) {
        return new Promise<Response>((answer) => {
          const path = new URL(request.url).pathname
          const held = { path, release: () => answer(new Response(`done ${path}`, { status: 200 })) }
          const next = waiting.shift()
          if (next) next(held)
          else early.push(held)
        })
      },
    },
    arrived: () =>
      new Promise<Held>((ok) => (early.length > 0 ? ok(early.shift() as Held) : waiting.push(ok))),
  }
}

/** GET `path` on a fresh connection; the status and body, or the error that ended it. */
function get(url: string, path: string) {
  return new Promise<{ status: number; body: string } | { error: string }>((ok) => {
    const req = httpRequest(`${url}${path}`, { agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => ok({ status: res.statusCode ?? 0, body }))
      res.on('error', (error) => ok({ error: (error as NodeJS.ErrnoException).code ?? error.message }))
    })
    req.on('error', (error) => ok({ error: (error as NodeJS.ErrnoException).code ?? error.message }))
    req.end()
  })
}

/** Whether the port still accepts a TCP connection. */
function accepts(url: string) {
  const { hostname, port } = new URL(url)
  return new Promise<boolean>((ok) => {
    const socket = connect(Number(port), hostname)
    socket.once('connect', () => {
      socket.destroy()
      ok(true)
    })
    socket.once('error', () => ok(false))
  })
}

const dirs: string[] = []
const sites: RunningSite[] = []

afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close(0).catch(() => undefined)))
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function start(app: { fetch(request: Request): Promise<Response> }) {
  const clientDir = mkdtempSync(join(tmpdir(), 'site-drain-'))
  dirs.push(clientDir)
  const site = await siteServer(app, {
    shared: memoryShared(),
    followContent: () => () => undefined,
    siteUrl: undefined,
    cacheEnabled: false,
    probes: {},
  }).listen({ port: 0, hostname: '127.0.0.1', clientDir })
  // A test that fails before its own close must not leave the port and a held request behind.
  sites.push(site)
  return site
}

it('lets a request in flight finish and answer in full, refusing new connections meanwhile', async () => {
  const { app, arrived } = holdingApp()
  const site = await start(app)
  const inFlight = get(site.url, '/studio')
  const held = await arrived()

  let closed = false
  const closing = site.close(60_000).then(() => {
    closed = true
  })
  // No new connections once shutdown began…
  await expect.poll(() => accepts(site.url)).toBe(false)
  // …while the request that was already running keeps the server open.
  expect(closed).toBe(false)

  held.release()
  await expect(inFlight).resolves.toEqual({ status: 200, body: 'done /studio' })
  await closing
  expect(closed).toBe(true)
})

it('cuts off a request still running at the deadline, so shutdown ends', async () => {
  const { app, arrived } = holdingApp()
  const site = await start(app)
  const stuck = get(site.url, '/slow')
  const held = await arrived()

  await site.close(50)
  // The client learns its connection ended; the answer never came.
  await expect(stuck).resolves.toHaveProperty('error')
  held.release()
})
