/**
 * The live transport (@sanity/client) against small local HTTP servers: a stalled one for the
 * deadline, and ones answering 5xx, 4xx and malformed bodies for the error mapping.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { loadContentConfig } from './config.ts'
import { makeReads } from './reads.ts'
import { failure } from './testing.ts'
import { sanityTransport } from './transport.ts'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((ok) => s.close(ok))))
})

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler)
  servers.push(server)
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function service(apiHost: string, timeoutMs = 5000, token?: string) {
  const config = loadContentConfig({
    SANITY_API_HOST: apiHost,
    SANITY_TIMEOUT_MS: String(timeoutMs),
    ...(token ? { SANITY_READ_TOKEN: token } : {}),
  })
  // Retries without waiting: their back-off is retry.test.ts's subject.
  return makeReads(
    sanityTransport(config, async () => {}),
    config,
  )
}

describe('sanity transport', () => {
  it('gives up on a stalled CMS at the deadline with ContentUnavailable(timeout)', async () => {
    const seen: string[] = []
    const url = await serve((req) => {
      seen.push(req.url ?? '')
      // never answers. The deadline (1.5 s) leaves a busy machine time to send the request at all.
      req.socket.setKeepAlive(true)
    })
    const error = await failure(service(url, 1500).getPage({ contentType: 'homepage' }))
    expect(error).toMatchObject({ _tag: 'ContentUnavailable', reason: 'timeout' })
    expect(seen.length).toBeGreaterThan(0)
  })

  it('maps 5xx to a server failure and 4xx to a client failure, with the CMS description', async () => {
    const broken = await serve((_req, res) => {
      res
        .writeHead(503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { description: 'down for maintenance' } }))
    })
    expect(await failure(service(broken, 2000).getPage({ contentType: 'homepage' }))).toMatchObject({
      _tag: 'ContentUnavailable',
      reason: 'server',
      statusCode: 503,
    })
    const missing = await serve((_req, res) => {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { description: 'Dataset not found', type: 'httpError' } }))
    })
    const error = await failure(service(missing).getPage({ contentType: 'homepage' }))
    expect(error).toMatchObject({ _tag: 'ContentUnavailable', reason: 'client', statusCode: 404 })
    expect(error.message).toContain('Dataset not found')
  })

  it('maps a refused connection to a network failure', async () => {
    const url = await serve(() => {})
    await new Promise((ok) => servers.pop()?.close(ok))
    expect(await failure(service(url, 2000).getPage({ contentType: 'homepage' }))).toMatchObject({
      reason: 'network',
    })
  })

  it('sends GET /v2021-10-21/data/query/production with the page parameters, a tag, and no token unless previewing', async () => {
    const requests: IncomingMessage[] = []
    const url = await serve((req, res) => {
      requests.push(req)
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ query: '', result: null, ms: 1 }))
    })
    const content = service(url, 2000, 'preview-token')
    await failure(content.getPage({ contentType: 'features', product: 'studio' }))
    await failure(content.getPage({ contentType: 'features', product: 'studio' }, { preview: true }))
    const [published, preview] = requests.map((r) => ({
      url: new URL(r.url ?? '', url),
      auth: r.headers.authorization,
    }))
    expect(published?.url.pathname).toBe('/v2021-10-21/data/query/production')
    expect(published?.url.searchParams.get('$contentType')).toBe('"features"')
    expect(published?.url.searchParams.get('$product')).toBe('"studio"')
    expect(published?.url.searchParams.get('$slug')).toBe('null')
    expect(published?.url.searchParams.get('tag')).toBe('page.features')
    expect(published?.url.searchParams.get('perspective')).toBe('published')
    expect(published?.auth).toBeUndefined()
    expect(preview?.url.searchParams.get('perspective')).toBe('drafts')
    expect(preview?.auth).toBe('Bearer preview-token')
  })
})
