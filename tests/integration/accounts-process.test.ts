/**
 * The accounts stand-in as `npm start` runs it (its own process, READY line, data kept across a
 * restart), and the site configured from what the stand-in tells it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { serviceNames as standInServices } from '../../sandbox/accounts/core/services.ts'
import { appBasic, call } from '../../sandbox/accounts/test-support.ts'
import { sandboxes } from '../../sandbox/index.ts'
import { startProcess } from '../../scripts/stack.ts'
import { accountsSettingsFromEnv, serviceNames } from '../../services/accounts/http/config.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'accounts-process-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const spec = sandboxes.find((s) => s.name === 'accounts')!

async function run<T>(
  env: Record<string, string>,
  work: (url: string) => Promise<T>,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<T> {
  const { url, child } = await startProcess('accounts', spec.entry, {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    ...env,
  })
  try {
    return await work(url)
  } finally {
    const exited = new Promise((ok) => child.once('exit', ok))
    child.kill(signal)
    await exited
  }
}

describe('the accounts stand-in process', () => {
  it('is registered for npm start, off when the real identity service is configured', () => {
    expect(spec.defaultPort).toBe(3334)
    expect(spec.enabled({})).toBe(true)
    expect(spec.enabled({ ACCOUNTS_IDENTITY_URL: 'https://id.example.com' })).toBe(false)
    const env = spec.siteEnv('http://127.0.0.1:9')
    expect(env.ACCOUNTS_IDENTITY_URL).toBe('http://127.0.0.1:9/identity')
    expect(env.ACCOUNTS_AI_URL).toBe('http://127.0.0.1:9/ai-proxy')
    expect([env.ACCOUNTS_APP_ID, env.ACCOUNTS_APP_SECRET]).toEqual(['website', 'website-secret'])
  })

  it("gives the site's configuration every service it calls, at the stand-in's prefix for it", () => {
    expect([...standInServices].sort()).toEqual([...serviceNames].sort())
    // Setting ACCOUNTS_IDENTITY_URL makes every other variable required, so a missing one throws.
    const settings = accountsSettingsFromEnv(spec.siteEnv('http://127.0.0.1:9'))
    for (const name of serviceNames) expect(settings.baseUrls[name]).toBe(`http://127.0.0.1:9/${name}`)
  })

  it('keeps users and tokens across a restart', async () => {
    const refresh = await run({}, async (url) => {
      const created = await call(url, 'POST', '/identity/api/v1/users', {
        basic: appBasic,
        json: {
          email_address: 'kept@example.com',
          password: 'Kept-Pass-7',
          first_name: 'K',
          last_name: 'Ept',
        },
      })
      expect(created.status).toBe(201)
      const login = await call(url, 'POST', '/identity/api/v1/login', {
        basic: appBasic,
        json: { email_address: 'kept@example.com', password: 'Kept-Pass-7' },
      })
      return login.body.tokens.refresh.token as string
    })
    await run({}, async (url) => {
      const renewed = await call(url, 'POST', '/identity/api/v2/tokens/refresh', {
        json: { refresh_token: refresh },
      })
      expect(renewed.status).toBe(200)
      const me = await call(url, 'GET', '/identity/api/v1/me', { bearer: renewed.body.access.token })
      expect(me.body.email_address).toBe('kept@example.com')
    })
  })

  it('keeps a created user when killed with SIGKILL right after answering', async () => {
    await run(
      {},
      async (url) => {
        const created = await call(url, 'POST', '/identity/api/v1/users', {
          basic: appBasic,
          json: {
            email_address: 'crash@example.com',
            password: 'Crash-Pass-8',
            first_name: 'C',
            last_name: 'Rash',
          },
        })
        expect(created.status).toBe(201)
      },
      'SIGKILL',
    )
    await run({}, async (url) => {
      const login = await call(url, 'POST', '/identity/api/v1/login', {
        basic: appBasic,
        json: { email_address: 'crash@example.com', password: 'Crash-Pass-8' },
      })
      expect(login.status).toBe(200)
    })
  })

  it('refuses to start with an invalid lifetime, naming the variable', async () => {
    await expect(run({ ACCOUNTS_ACCESS_TOKEN_TTL: 'soon' }, async () => undefined)).rejects.toThrow(
      /ACCOUNTS_ACCESS_TOKEN_TTL/,
    )
  })

  it('uses ACCOUNTS_ACCESS_TOKEN_TTL for access token lifetimes', async () => {
    await run({ ACCOUNTS_ACCESS_TOKEN_TTL: '5' }, async (url) => {
      const login = await call(url, 'POST', '/identity/api/v1/login', {
        basic: appBasic,
        json: { email_address: 'ana@example.com', password: 'Studio-Demo-1' },
      })
      const { expires_at } = login.body.tokens.access
      expect(expires_at - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(5)
    })
  })
})
