import { describe, expect, it, vi } from 'vitest'
import { badPathHeader } from './badPath.ts'
import { maxBodyBytes } from './bodyLimit.ts'
import { failureScope } from './failure.server.ts'
import { type Handle, respond } from './respond.server.ts'

/** A stand-in router: renders the failure in scope (as the root route does), or the page, or throws. */
function router(
  page: (request: Request) => Response = () => new Response('page'),
): Handle & { seen: Request[] } {
  const seen: Request[] = []
  const handle = async (request: Request) => {
    seen.push(request)
    const failure = failureScope.getStore()
    if (failure)
      return new Response(`<section data-status="${failure.status}">${failure.message}</section>`, {
        status: 404,
        headers: { 'content-type': 'text/html' },
      })
    return page(request)
  }
  return Object.assign(handle, { seen })
}

const at = (path: string, init?: RequestInit) => new Request(`http://site.test${path}`, init)

describe('respond', () => {
  it('answers a path that is not valid percent-encoding with the page and 400', async () => {
    for (const request of [at('/%E0%A4%A'), at('/', { headers: { [badPathHeader]: '/%E0%A4%A' } })]) {
      const handle = router()
      const response = await respond(request, handle)
      expect(response.status).toBe(400)
      expect(await response.text()).toBe(
        '<section data-status="400">Bad request: the path is not valid percent-encoding</section>',
      )
      expect(new URL(handle.seen[0]?.url ?? '').pathname).toBe('/')
    }
  })

  it('answers server-function addresses with the page and 404, without running them', async () => {
    for (const path of ['/_serverFn/abc', '/_serverFn/', '/%5FserverFn/abc']) {
      const handle = router(() => {
        throw new Error('Server function info not found')
      })
      const response = await respond(
        at(path, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } }),
        handle,
      )
      expect(response.status, path).toBe(404)
      expect(await response.text()).toContain('data-status="404"')
    }
  })

  it("answers 405 with the route's methods in Allow, and passes allowed methods on", async () => {
    const methodsOf = (pathname: string) => (pathname.startsWith('/api/') ? ['POST'] : ['GET', 'HEAD'])
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await respond(at('/studio', { method }), router(), undefined, methodsOf)
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
    }
    for (const method of ['GET', 'HEAD', 'PUT']) {
      const response = await respond(at('/api/x', { method }), router(), undefined, methodsOf)
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
    }
    expect((await respond(at('/api/x', { method: 'POST' }), router(), undefined, methodsOf)).status).toBe(200)
    expect((await respond(at('/studio', { method: 'HEAD' }), router(), undefined, methodsOf)).status).toBe(
      200,
    )
  })

  it('closes the connection after a 405 that leaves a body unread', async () => {
    const response = await respond(at('/studio', { method: 'PUT', body: 'x'.repeat(10) }), router())
    expect(response.status).toBe(405)
    expect(response.headers.get('connection')).toBe('close')
    expect(
      (await respond(at('/studio', { method: 'DELETE' }), router())).headers.get('connection'),
    ).toBeNull()
  })

  it('hands the handler the body it was sent, read once, within the limit', async () => {
    const seen: string[] = []
    const handle: Handle = async (request) => {
      seen.push(await request.text())
      return new Response('ok')
    }
    const post = (body: string) => at('/api/x', { method: 'POST', body })
    expect((await respond(post('a=1'), handle, undefined, () => ['POST'])).status).toBe(200)
    expect(seen).toEqual(['a=1'])
    const tooBig = await respond(post('x'.repeat(maxBodyBytes + 1)), handle, undefined, () => ['POST'])
    expect(tooBig.status).toBe(413)
    expect(tooBig.headers.get('connection')).toBe('close')
    expect(seen).toHaveLength(1)
  })

  it('answers a value that does not percent-decode with the page and 400, not 500', async () => {
    const report = vi.fn()
    const handle = router((request) => {
      decodeURIComponent(new URL(request.url).searchParams.get('id') ?? '')
      return new Response('page')
    })
    const response = await respond(at('/studio?id=%25'), handle, report)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('data-status="400"')
    expect(report).not.toHaveBeenCalled()
  })

  it('turns an unhandled error into the page with 500, reported once, with no details', async () => {
    const report = vi.fn()
    const fault = new Error('database password is hunter2')
    const handle = router((request) => {
      if (new URL(request.url).pathname === '/studio') throw fault
      return new Response('home')
    })
    const response = await respond(at('/studio'), handle, report)
    expect(response.status).toBe(500)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toBe('<section data-status="500">Something went wrong</section>')
    expect(report).toHaveBeenCalledExactlyOnceWith('unhandled error', '/studio', fault)
  })

  it('falls back to plain text when the error page fails too', async () => {
    const report = vi.fn()
    const handle: Handle = async () => {
      throw new Error('router down')
    }
    const response = await respond(at('/studio'), handle, report)
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('Something went wrong')
    expect(report).toHaveBeenCalledTimes(2)
  })

  it('reports nothing when the visitor went away', async () => {
    const report = vi.fn()
    const client = new AbortController()
    const handle: Handle = async () => {
      client.abort(new Error('aborted'))
      throw client.signal.reason
    }
    await respond(at('/studio', { signal: client.signal }), handle, report)
    expect(report).not.toHaveBeenCalled()
  })
})
