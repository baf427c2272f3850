/**
 * Spec §9 retries against a small local CMS that fails on purpose. The wait between retries is
 * recorded instead of slept, so the back-off is visible and the test takes no time.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { loadContentConfig } from './config.ts'
import { ContentUnavailable } from './errors.ts'
import { contentHealth } from './health.ts'
import { abortableSleep, isRetryable, retryDelay, withRetries } from './retry.ts'
import { sanityTransport } from './transport.ts'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((ok) => s.close(ok))))
})

/** A CMS that answers `failures` with `status`, then a result; counts the attempts. */
async function flakyCms(status: number, failures: number) {
  const cms = { attempts: 0, url: '' }
  const server = createServer((_req, res) => {
    cms.attempts++
    if (cms.attempts <= failures)
      return res.writeHead(status, { 'content-type': 'application/json' }).end('{"error":{}}')
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"ok","ms":1}')
  })
  servers.push(server)
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  cms.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return cms
}

function transport(apiHost: string, waits: number[]) {
  const config = loadContentConfig({ SANITY_API_HOST: apiHost, SANITY_TIMEOUT_MS: '2000' })
  return sanityTransport(config, async (ms) => {
    waits.push(ms)
  })
}

const read = (t: ReturnType<typeof transport>, signal: AbortSignal) =>
  t.query('*[0]', {}, { preview: false, signal, tag: 'test' })

describe('content read retries', () => {
  for (const status of [429, 502, 503]) {
    it(`retries a ${status} 5 times with doubling back-off, then succeeds`, async () => {
      const cms = await flakyCms(status, 5)
      const waits: number[] = []
      await expect(read(transport(cms.url, waits), AbortSignal.timeout(2000))).resolves.toBe('ok')
      expect(cms.attempts).toBe(6)
      expect(waits).toHaveLength(5)
      waits.forEach((ms, n) => {
        expect(ms).toBeGreaterThanOrEqual(100 * 2 ** n)
        expect(ms).toBeLessThan(100 * 2 ** n + 100)
      })
    })
  }

  it('gives up after the 5th retry with the last failure', async () => {
    const cms = await flakyCms(503, 100)
    const waits: number[] = []
    const error = await read(transport(cms.url, waits), AbortSignal.timeout(2000)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentUnavailable)
    expect(error).toMatchObject({ reason: 'server', statusCode: 503 })
    expect(cms.attempts).toBe(6)
    expect(waits).toHaveLength(5)
  })

  it('never retries other statuses', async () => {
    for (const status of [400, 404, 500, 504]) {
      const cms = await flakyCms(status, 1)
      const waits: number[] = []
      await expect(read(transport(cms.url, waits), AbortSignal.timeout(2000))).rejects.toMatchObject({
        statusCode: status,
      })
      expect(cms.attempts, String(status)).toBe(1)
      expect(waits).toEqual([])
    }
  })

  it('retries network errors', async () => {
    const cms = await flakyCms(200, 0)
    await new Promise((ok) => servers.pop()?.close(ok))
    const waits: number[] = []
    await expect(read(transport(cms.url, waits), AbortSignal.timeout(2000))).rejects.toMatchObject({
      reason: 'network',
    })
    expect(waits).toHaveLength(5)
  })
})

describe('retry building blocks', () => {
  it('doubles from 100 ms and adds up to 100 ms of jitter', () => {
    expect([0, 1, 2, 3, 4].map((n) => retryDelay(n, () => 0))).toEqual([100, 200, 400, 800, 1600])
    expect(retryDelay(2, () => 0.999)).toBe(499)
  })

  it('retries only network failures and 429, 502, 503', () => {
    const failure = (reason: 'network' | 'server' | 'client' | 'timeout', statusCode?: number) =>
      new ContentUnavailable({ reason, detail: '', ...(statusCode ? { statusCode } : {}) })
    expect(isRetryable(failure('network'))).toBe(true)
    expect(isRetryable(failure('client', 429))).toBe(true)
    expect(isRetryable(failure('server', 502))).toBe(true)
    expect(isRetryable(failure('server', 503))).toBe(true)
    expect(isRetryable(failure('server', 500))).toBe(false)
    expect(isRetryable(failure('timeout'))).toBe(false)
  })

  it('stops waiting the moment the deadline passes, with no further attempt', async () => {
    const deadline = new AbortController()
    let attempts = 0
    const pending = withRetries(
      async () => {
        attempts++
        // the deadline passes while the first back-off (at least 100 ms) is still running
        setTimeout(() => deadline.abort(new Error('deadline')), 5)
        throw new ContentUnavailable({ reason: 'network', detail: 'refused' })
      },
      deadline.signal,
      abortableSleep,
    )
    await expect(pending).rejects.toThrow('deadline')
    expect(attempts).toBe(1)
  })

  it('never opens the breaker for reads their callers abandoned; a refused connection opens it', async () => {
    // A CMS that never answers: every read below ends by its caller's abort.
    const hanging = createServer(() => {})
    servers.push(hanging)
    await new Promise<void>((ok) => hanging.listen(0, '127.0.0.1', ok))
    const health = contentHealth(1000, Date.now, 1)
    const config = loadContentConfig({
      SANITY_API_HOST: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
      SANITY_TIMEOUT_MS: '2000',
    })
    const t = sanityTransport(config, async () => {}, health)
    for (let i = 0; i < 3; i++) {
      const caller = new AbortController()
      const pending = t.query('*[0]', {}, { preview: false, signal: caller.signal, tag: 'test' })
      setTimeout(() => caller.abort(), 20)
      await expect(pending).rejects.toBeInstanceOf(ContentUnavailable)
    }
    expect(health.down).toBe(false)
    hanging.closeAllConnections()
    await new Promise((ok) => hanging.close(ok))
    servers.splice(servers.indexOf(hanging), 1)
    const refusedAt = sanityTransport(config, async () => {}, health)
    await expect(read(refusedAt, AbortSignal.timeout(2000))).rejects.toBeInstanceOf(ContentUnavailable)
    expect(health.down).toBe(true)
  })
})
