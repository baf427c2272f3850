/**
 * What an operator watches (issue 29 items 2-4, docs/operations.md): `/healthz`, `/readyz` and
 * `/metrics` from an allowed address, nobody else without the token; the request id on answers and in
 * the JSON request log; a visitor hanging up mid-request is one log line, never a stack trace. A site
 * process of its own (against the suite's stand-ins), so its log can be read and its access narrowed.
 */
import type { ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startProcess } from '../../scripts/stack.ts'

const token = 'ops-test-token-0123456789'
let site: { url: string; child: ChildProcess } | undefined
let output = ''

beforeAll(async () => {
  site = await startProcess('site-ops', 'scripts/serve.ts', {
    ...process.env,
    ...inject('siteEnv'),
    PORT: '0',
    LOG_FORMAT: 'json',
    // Loopback is not in the list: only the token lets this test in.
    OPS_ALLOW: '10.0.0.0/8',
    OPS_TOKEN: token,
  })
  const read = (chunk: Buffer) => {
    output += chunk.toString()
  }
  site.child.stdout?.on('data', read)
  site.child.stderr?.on('data', read)
})

afterAll(() => {
  site?.child.kill('SIGTERM')
})

const records = () =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((ok) => setTimeout(ok, 50))
}

const bearer = { authorization: `Bearer ${token}` }

describe('the operations endpoints', () => {
  it('answer with the token, never cached; without it (an address outside OPS_ALLOW) they are the 404 page', async () => {
    const health = await fetch(`${site?.url}/healthz`, { headers: bearer })
    expect(health.status).toBe(200)
    expect(await health.text()).toBe('ok\n')
    expect(health.headers.get('cache-control')).toBe('no-store')

    const ready = await fetch(`${site?.url}/readyz`, { headers: bearer })
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ ready: true, checks: { content: 'ok' } })

    const page = await fetch(`${site?.url}/studio`, { headers: { accept: 'text/html' } })
    await page.body?.cancel()
    const metrics = await fetch(`${site?.url}/metrics`, { headers: bearer })
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await metrics.text()
    expect(text).toMatch(/^pulsewave_http_request_duration_seconds_count\{kind="page",status="200"\} [1-9]/m)
    expect(text).toMatch(/^pulsewave_upstream_calls_total\{service="content",/m)
    expect(text).toMatch(/^pulsewave_content_breaker_open 0$/m)
    // The page just rendered sits in the HTML cache's page layer, under that layer's bound.
    expect(text).toMatch(/^pulsewave_cache_bytes\{layer="html pages"\} [1-9]/m)
    expect(text).toMatch(/^pulsewave_cache_max_bytes\{layer="html pages"\} [1-9]/m)

    for (const path of ['/healthz', '/readyz', '/metrics']) {
      const refused = await fetch(`${site?.url}${path}`, { headers: { accept: 'text/html' } })
      const body = await refused.text()
      expect(refused.status, path).toBe(404)
      expect(body, path).not.toContain('pulsewave_')
      const wrong = await fetch(`${site?.url}${path}`, { headers: { authorization: `Bearer ${token}x` } })
      await wrong.body?.cancel()
      expect(wrong.status, path).toBe(404)
    }
  })
})

describe('request logs', () => {
  it('one JSON line per request with the id the answer carries (a balancer’s id is kept)', async () => {
    const given = `balancer-${Date.now()}`
    const answer = await fetch(`${site?.url}/dj/pro`, { headers: { 'x-request-id': given } })
    await answer.body?.cancel()
    expect(answer.headers.get('x-request-id')).toBe(given)
    await until(() => records().some((r) => r.req === given && r.msg === 'request'))
    const line = records().find((r) => r.req === given && r.msg === 'request')
    expect(line).toMatchObject({ method: 'GET', path: '/dj/pro', kind: 'page', status: 200 })
    // Its content reads are logged with the same id.
    expect(
      records().some((r) => r.req === given && r.msg === 'upstream call' && r.service === 'content'),
    ).toBe(true)
  })

  it('a visitor who hangs up mid-request (mid-render, or mid-upload) is one line, no stack trace', async () => {
    const { host, port } = new URL(site!.url)
    const hangUp = (request: string) =>
      new Promise<void>((ok) => {
        const socket = connect(Number(port), host.split(':')[0]!, () => {
          socket.write(request)
          socket.destroy()
          ok()
        })
      })
    const render = `/studio/sounds?hang-up=${Date.now()}`
    const logged = '/studio/sounds' // the log leaves the query out
    await hangUp(`GET ${render} HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\n\r\n`)
    await hangUp(
      `POST /api/tracking/consent HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${site!.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nchoice=`,
    )
    const closed = () => records().filter((r) => r.msg === 'client closed the connection')
    await until(
      () =>
        closed().some((r) => r.path === logged) && closed().some((r) => r.path === '/api/tracking/consent'),
    )
    // Whatever else the site wrote meanwhile: no stack trace, no raw socket error.
    expect(output).not.toMatch(/^\s+at /m)
    expect(output).not.toMatch(/ECONNRESET|Error: aborted/)
  })
})
