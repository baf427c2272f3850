/**
 * The shared HTTP core: one port, one path prefix per service. Every request runs the same pipeline:
 * count → fault → route → CDN header → auth → `{me}` → body (JSON or form) → HTML check → handler,
 * and every failure leaves as the error body the real services send.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import type { AccountsConfig } from '../config.ts'
import { createAllowList } from './allow-list.ts'
import { authenticate, checkCdnAuth, resolveUser } from './auth.ts'
import { parseBody, readRaw, readUpTo, rejectHtml } from './body.ts'
import { type Db, metaSecret, openDatabase } from './db.ts'
import { createFaults, createStats, type Fault, registerFaultRoutes } from './faults.ts'
import { type Caller, errorReply, html, json, messages, notFound, type Reply, ServiceError } from './http.ts'
import type { CoreContext, ServiceModule } from './module.ts'
import { createRouter } from './router.ts'
import { isServiceName, serviceNames } from './services.ts'
import { createTokenStore } from './tokens.ts'

export interface RunningServer {
  readonly url: string
  readonly context: CoreContext
  readonly db: Db
  close(): Promise<void>
}

export interface ServerOptions {
  /** Where unexpected handler failures are reported (stderr by default; tests collect them). */
  readonly onUnhandled?: (error: unknown) => void
}

const admin = '__sandbox'

/** What a person opening the stand-in's root address sees: where everything is. */
const indexPage = () =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>Account services stand-in</title></head><body style="font-family:system-ui;max-width:40rem;margin:2rem auto">
<h1>Account services stand-in</h1><p>Base paths, one per service:</p><ul>${serviceNames
    .map((name) => `<li><code>/${name}</code></li>`)
    .join(
      '',
    )}</ul><p>Endpoints, demo customers and the test API: <code>docs/accounts-sandbox.md</code>.</p></body></html>`
const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0) out[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim())
  }
  return out
}

function send(response: ServerResponse, reply: Reply): void {
  if (response.headersSent || response.destroyed) return
  try {
    write(response, reply)
  } catch {
    // A header value that cannot be sent (e.g. a control character): still answer, never crash.
    if (!response.headersSent) write(response, json(500, { message: messages[500] }))
  }
}

function write(response: ServerResponse, reply: Reply): void {
  const headers: Record<string, string | string[]> = { 'cache-control': 'no-store', ...reply.headers }
  if (reply.body === undefined) {
    response.writeHead(reply.status, headers).end()
  } else if (reply.body instanceof Uint8Array) {
    response
      .writeHead(reply.status, { 'content-type': 'application/octet-stream', ...headers })
      .end(reply.body)
  } else if (typeof reply.body === 'string') {
    response
      .writeHead(reply.status, { 'content-type': 'text/plain; charset=utf-8', ...headers })
      .end(reply.body)
  } else {
    response
      .writeHead(reply.status, { 'content-type': 'application/json', ...headers })
      .end(JSON.stringify(reply.body))
  }
}

/** A fault's answer, or undefined to go on (after its latency) with the real handler. */
async function applyFault(fault: Fault): Promise<Reply | 'hang' | undefined> {
  switch (fault.kind) {
    case 'latency':
      await sleep(fault.ms ?? 0)
      return undefined
    case '500':
      return json(500, { message: messages[500] })
    case '503':
      return json(503, { message: messages[503] })
    case 'hang':
      return 'hang'
    case 'error':
      return errorReply(new ServiceError(fault.status!, fault.code!, fault.error ?? 'Injected error'))
  }
}

export async function startServer(
  config: AccountsConfig,
  modules: ReadonlyArray<ServiceModule>,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const db = openDatabase(
    config.dataDir,
    modules.flatMap((m) => (m.schema ? [m.schema] : [])),
  )
  const nowSeconds = () => Math.floor(config.now() / 1000)
  const tokens = createTokenStore(db, config, metaSecret(db, 'jwt_secret'))
  const context: CoreContext = {
    db,
    config,
    tokens,
    isAllowedAddress: createAllowList(config.allowedOrigins),
    nowSeconds,
  }
  const router = createRouter()
  const faults = createFaults()
  const stats = createStats()
  registerFaultRoutes(router, faults, stats)
  for (const module of modules) {
    await module.seed?.(context)
    module.register(router, context)
  }
  const report = options.onUnhandled ?? ((error) => process.stderr.write(`[accounts] ${String(error)}\n`))

  async function handle(request: IncomingMessage, signal: AbortSignal): Promise<Reply | 'hang'> {
    const method = request.method ?? 'GET'
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const [service = '', ...rest] = url.pathname.split('/').filter(Boolean)
    const path = `/${rest.join('/')}`
    if (service === '' && method === 'GET') return html(200, indexPage())
    if (service === admin && !(config.adminEnabled && isLoopback(request.socket.remoteAddress)))
      throw notFound()
    if (service !== admin && !isServiceName(service)) {
      await readRaw(request)
      throw notFound()
    }
    const match = router.match(service, method, path)
    if (service !== admin) {
      stats.count(`${service} ${method} ${match?.route.path ?? '(no route)'}`)
      const fault = faults.take(service, method, path, match?.route.path)
      const faulted = fault && (await applyFault(fault))
      if (faulted) return faulted
    }
    const rawLimit = match?.route.rawBody
    const raw = rawLimit ? await readUpTo(request, rawLimit) : await readRaw(request)
    if (!match) throw notFound()
    if (service !== admin) checkCdnAuth(db, request.headers)
    const caller: Caller = authenticate(match.route.auth, request.headers, db, tokens)
    const userId = resolveUser(match.route, match.params, caller)
    const body = rawLimit ? {} : parseBody(raw, method, request.headers['content-type'])
    if (service !== admin) rejectHtml(body, url.searchParams)
    return match.route.handler({
      method,
      service,
      path,
      query: url.searchParams,
      headers: request.headers,
      body,
      params: match.params,
      caller,
      userId,
      baseUrl: `http://${request.headers.host ?? 'localhost'}/${service}`,
      cookies: parseCookies(request.headers.cookie),
      signal,
      raw: rawLimit ? raw : undefined,
    })
  }

  const server = createServer((request, response) => {
    const abandoned = new AbortController()
    response.on('close', () => response.writableFinished || abandoned.abort())
    handle(request, abandoned.signal)
      .then((reply) => reply !== 'hang' && send(response, reply))
      .catch((error: unknown) => {
        if (!(error instanceof ServiceError) && !(error as { status?: number })?.status) report(error)
        send(response, errorReply(error))
      })
  })
  await new Promise<void>((ok) => server.listen(config.port, '127.0.0.1', ok))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    context,
    db,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections()
        server.close(() => {
          db.close()
          ok()
        })
      }),
  }
}
