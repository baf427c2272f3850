/** Helpers for the stand-in's own tests: an in-process server on a temporary directory with a movable clock. */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AccountsConfig } from './config.ts'
import type { RunningServer } from './core/server.ts'
import { demoApp } from './identity/seed.ts'
import { startAccounts } from './server.ts'

export interface TestAccounts {
  readonly url: string
  readonly server: RunningServer
  readonly dataDir: string
  /** Moves the stand-in's clock forward. */
  advance(seconds: number): void
  /** Unexpected failures the server reported (a test asserts there are none, or some). */
  readonly unhandled: unknown[]
  close(): Promise<void>
}

export async function startTestAccounts(overrides: Partial<AccountsConfig> = {}): Promise<TestAccounts> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'accounts-test-'))
  let offset = 0
  const unhandled: unknown[] = []
  const server = await startAccounts(
    {
      port: 0,
      dataDir,
      accessTokenTtl: 3600,
      refreshTokenTtl: 86_400,
      passwordReentryWindow: 600,
      allowedOrigins: ['https://www.example.com'],
      adminEnabled: true,
      now: () => Date.now() + offset,
      ...overrides,
    },
    { onUnhandled: (error) => unhandled.push(error) },
  )
  return {
    url: server.url,
    server,
    dataDir,
    unhandled,
    advance: (seconds) => {
      offset += seconds * 1000
    },
    close: async () => {
      await server.close()
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface CallOptions {
  readonly json?: unknown
  readonly form?: Record<string, string>
  readonly raw?: { readonly type: string; readonly body: string }
  readonly bearer?: string
  readonly basic?: string
  readonly headers?: Record<string, string>
}

export interface CallResult {
  readonly status: number
  readonly headers: Headers
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  readonly body: any
  readonly text: string
}

export const appBasic = Buffer.from(`${demoApp.id}:${demoApp.secret}`).toString('base64')

export async function call(base: string, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers }
  let body: string | undefined
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(options.form).toString()
  } else if (options.raw) {
    headers['content-type'] = options.raw.type
    body = options.raw.body
  }
  if (options.bearer !== undefined) headers.authorization = `Bearer ${options.bearer}`
  if (options.basic !== undefined) headers.authorization = `Basic ${options.basic}`
  const response = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' })
  const text = await response.text()
  let parsed: unknown
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    parsed = undefined
  }
  return { status: response.status, headers: response.headers, body: parsed, text } as CallResult
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  return { verifier, challenge }
}

export async function login(base: string, email = 'ana@example.com', password = 'Studio-Demo-1') {
  const result = await call(base, 'POST', '/identity/api/v1/login', {
    basic: appBasic,
    json: { email_address: email, password, device_id: 'test-device', device_name: 'Test' },
  })
  if (result.status !== 200) throw new Error(`login failed: ${result.status} ${result.text}`)
  return result.body as {
    user: { id: number }
    tokens: { access: { token: string }; refresh: { token: string } }
  }
}

/** Signs in through the authorization form and returns the redirect target. */
export async function authorize(
  base: string,
  options: { redirectUri?: string; state?: string; challenge: string; email?: string; password?: string },
) {
  return call(base, 'POST', '/identity/en/authorize', {
    form: {
      app_id: demoApp.id,
      state: options.state ?? 'state-1',
      redirect_uri: options.redirectUri ?? 'http://localhost:3000/en/',
      code_challenge: options.challenge,
      code_challenge_method: 's256',
      email_address: options.email ?? 'ana@example.com',
      password: options.password ?? 'Studio-Demo-1',
    },
  })
}
