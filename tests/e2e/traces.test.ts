/**
 * Traces (issue 29 item 5, decision 224): a site process with `OTEL_EXPORTER_OTLP_ENDPOINT` set exports
 * a server span per request and the spans of its account calls under it. A tiny OTLP/HTTP collector in
 * the test receives them; a signed-in page view's account calls must hang under the request's span and
 * carry its id. The site runs against the suite's stand-ins.
 */
import type { ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startProcess } from '../../scripts/stack.ts'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { cookieNames } from '../../src/identity/cookies.ts'
import { demoCustomer } from './support/identity.ts'

interface ExportedSpan {
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId?: string
  readonly name: string
  readonly attributes: Record<string, unknown>
  readonly service: string
}

const received: ExportedSpan[] = []
let collector: Server
let site: { url: string; child: ChildProcess } | undefined

type AnyValue = {
  stringValue?: string
  intValue?: string | number
  boolValue?: boolean
  doubleValue?: number
}
const plainValue = (v: AnyValue) => v.stringValue ?? v.intValue ?? v.boolValue ?? v.doubleValue

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const { resourceSpans = [] } = JSON.parse(body) as {
          resourceSpans?: Array<{
            resource?: { attributes?: Array<{ key: string; value: AnyValue }> }
            scopeSpans?: Array<{
              spans?: Array<
                Omit<ExportedSpan, 'attributes' | 'service'> & {
                  attributes?: Array<{ key: string; value: AnyValue }>
                }
              >
            }>
          }>
        }
        for (const resource of resourceSpans) {
          const service = String(
            plainValue(resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value ?? {}),
          )
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              received.push({
                ...span,
                service,
                attributes: Object.fromEntries(
                  (span.attributes ?? []).map((a) => [a.key, plainValue(a.value)]),
                ),
              })
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((ok) => collector.listen(0, '127.0.0.1', ok))
  const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`
  const env = {
    ...process.env,
    ...inject('siteEnv'),
    PORT: '0',
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_SERVICE_NAME: 'pulsewave-traces-test',
  }
  site = await startProcess('site-traced', 'scripts/serve.ts', env)
})

afterAll(async () => {
  site?.child.kill('SIGTERM')
  await new Promise((ok) => collector?.close(ok))
})

describe('exported traces', () => {
  it('a signed-in page view: a server span with the request id, the account calls under it', async () => {
    const layer = accountServicesLayer(accountsSettingsFromEnv(inject('siteEnv')))
    const { tokens } = await Effect.runPromise(
      Identity.use((i) =>
        i.login({ email_address: demoCustomer.email, password: demoCustomer.password }),
      ).pipe(Effect.provide(layer)),
    )
    const cookie = `${cookieNames.access}=${encodeURIComponent(tokens.access.token)}; ${cookieNames.refresh}=${encodeURIComponent(tokens.refresh.token)}`
    const page = await fetch(`${site?.url}/account`, { headers: { cookie, accept: 'text/html' } })
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain(demoCustomer.email)
    const requestId = page.headers.get('x-request-id')
    expect(requestId).toBeTruthy()

    // Waits on what the collector received: the exporter sends in batches.
    const server = () => received.find((s) => s.attributes['request.id'] === requestId && !s.parentSpanId)
    const calls = () =>
      received.filter(
        (s) => s.parentSpanId === server()?.spanId && s.attributes['upstream.service'] === 'identity',
      )
    while (!server() || calls().length === 0) await new Promise((ok) => setTimeout(ok, 100))

    const root = server()!
    expect(root.name).toBe('GET account')
    expect(root.service).toBe('pulsewave-traces-test')
    for (const call of calls()) {
      expect(call.traceId).toBe(root.traceId)
      expect(call.attributes['request.id']).toBe(requestId)
    }
    console.info(
      `[trace figures] ${received.filter((s) => s.traceId === root.traceId).length} spans in the page view's trace: ${[
        ...new Set(received.filter((s) => s.traceId === root.traceId).map((s) => s.name)),
      ].join(', ')}`,
    )
  }, 60_000)
})
