/**
 * Every failure answers the spec's not-found page (issue 16): bad percent-encoding 400, server-function
 * addresses 404 without a stack trace, 405 for other methods on pages, and nothing logged when a
 * visitor drops the connection. A site process of its own, so its error output can be read.
 */
import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { notFoundTexts } from '../../models/site.ts'
import { startProcess } from '../../scripts/stack.ts'
import { usePage } from './support/browser.ts'
import { h1Of } from './support/site.ts'

let site: { url: string; child: ChildProcess } | undefined
let stderr = ''

beforeAll(async () => {
  site = await startProcess('site-failures', 'scripts/serve.ts', {
    ...process.env,
    ...inject('siteEnv'),
    PORT: '0',
  })
  site.child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
})
afterAll(() => {
  site?.child.kill('SIGTERM')
})
beforeEach(() => {
  stderr = ''
})

const url = (path: string) => `${site?.url}${path}`

/** Node's http client: fetch refuses TRACE and would normalise the paths under test. */
function raw(method: string, path: string): Promise<{ status: number; allow?: string; body: string }> {
  return new Promise((ok, fail) => {
    const req = http.request(url(path), { method, headers: { 'sec-fetch-site': 'same-origin' } }, (res) => {
      let body = ''
      res.on('data', (c: Buffer) => {
        body += c.toString()
      })
      res.on('end', () => ok({ status: res.statusCode ?? 0, allow: res.headers.allow, body }))
    })
    req.on('error', fail)
    req.end()
  })
}

describe('failures answer the not-found page', () => {
  it('answers a path that is not valid percent-encoding with the page and 400', async () => {
    for (const path of ['/%E0%A4%A', '/studio/%zz', '/%']) {
      const { status, body } = await raw('GET', path)
      expect(status, path).toBe(400)
      expect(h1Of(body), path).toBe(notFoundTexts.heading)
      expect(body).toContain('data-status="400"')
    }
    expect((await raw('HEAD', '/%E0%A4%A')).status).toBe(400)
  })

  it('answers an unknown server function with the page and 404, and logs nothing', async () => {
    for (const method of ['GET', 'POST']) {
      const { status, body } = await raw(method, '/_serverFn/abc')
      expect(status, method).toBe(404)
      expect(h1Of(body)).toBe(notFoundTexts.heading)
    }
    await new Promise((ok) => setTimeout(ok, 100))
    expect(stderr).toBe('')
  })

  it('answers 405 with Allow: GET, HEAD to other methods on page routes', async () => {
    for (const method of ['PUT', 'DELETE', 'TRACE', 'PATCH', 'POST']) {
      for (const path of ['/', '/studio', '/no/such/page']) {
        const { status, allow } = await raw(method, path)
        expect(status, `${method} ${path}`).toBe(405)
        expect(allow).toBe('GET, HEAD')
      }
    }
    expect((await raw('HEAD', '/studio')).status).toBe(200)
  })

  it('logs nothing when a visitor drops the connection while sending or receiving', async () => {
    for (const path of ['/api/account/command/registerProduct', '/auth/sign-out']) {
      await new Promise<void>((ok) => {
        const req = http.request(url(path), {
          method: 'POST',
          headers: {
            'content-length': '100000',
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-site': 'same-origin',
            origin: site?.url,
          },
        })
        req.on('error', () => ok())
        req.write('serial=ABC-')
        // the server has started reading the body when the client goes away
        setTimeout(() => {
          req.destroy()
          ok()
        }, 200)
      })
    }
    await new Promise<void>((ok) => {
      const req = http.get(url('/studio'), { headers: { 'accept-encoding': 'br' } }, (res) => {
        res.once('data', () => {
          req.destroy()
          ok()
        })
      })
      req.on('error', () => ok())
    })
    await new Promise((ok) => setTimeout(ok, 300))
    expect(stderr).toBe('')
  })
})

describe('failure pages in the browser', () => {
  const handle = usePage()
  it('shows the page for a bad path and a server-function address without script errors', async () => {
    for (const [path, status] of [
      ['/%E0%A4%A', 400],
      ['/_serverFn/abc', 404],
    ] as const) {
      const response = await handle.page.goto(url(path))
      expect(response?.status(), path).toBe(status)
      await handle.page.waitForFunction(() => !('$_TSR' in window))
      await expect(handle.page.locator('h1').textContent()).resolves.toBe(notFoundTexts.heading)
      await expect(handle.page.locator('.not-found').getAttribute('data-status')).resolves.toBe(
        String(status),
      )
    }
    // the document itself answered 400 and 404: the browser reports those, nothing else
    expect(
      handle.errors.filter(
        (e) => !/Failed to load resource: the server responded with a status of 40[04]/.test(e),
      ),
    ).toEqual([])
  })
})
