/**
 * The strictest graders' checks on every kind of answer (issue 27, decision 213): the site at an https
 * public address, each answer graded with the HTTP Observatory's checks (tests/e2e/support/
 * observatory.ts) must reach A+, with Cross-Origin-Opener/Resource-Policy and a style-src without
 * 'unsafe-inline'. The grader itself is checked first on a bare answer, so it can fail.
 */
import type { ChildProcess } from 'node:child_process'
import { Exit, ManagedRuntime } from 'effect'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startProcess } from '../../scripts/stack.ts'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { tokenCookieNames } from '../../src/identity/cookies.ts'
import { demoCustomers } from './support/identity.ts'
import { type Answer, grade, parsePolicy } from './support/observatory.ts'

const foreign = 'https://attacker.example'

describe('the grader', () => {
  it('marks a bare answer down and a hardened one up', () => {
    const bare = grade({ url: 'https://www.example.com/', headers: new Headers(), html: '' })
    // No policy (-25), no HSTS (-20), no nosniff (-5), no framing rule (-20).
    expect([bare.grade, bare.score]).toEqual(['D', 30])
    const hardened = grade({
      url: 'https://www.example.com/',
      headers: new Headers({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'strict-transport-security': 'max-age=31536000',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
      }),
    })
    expect([hardened.grade, hardened.score]).toEqual(['A+', 120])
    const inlineStyles = grade({
      url: 'https://www.example.com/',
      headers: new Headers({ 'content-security-policy': "default-src 'self'; style-src 'unsafe-inline'" }),
    })
    expect(inlineStyles.results).toContain('csp-implemented-with-unsafe-inline-in-style-src-only 0')
  })
})

describe('every answer of the site at an https address', () => {
  let site: { url: string; child: ChildProcess } | undefined
  const runtime = ManagedRuntime.make(accountServicesLayer(accountsSettingsFromEnv(inject('siteEnv'))))
  beforeAll(async () => {
    const env = { ...process.env, ...inject('siteEnv'), SITE_URL: 'https://www.example.com', PORT: '0' }
    site = await startProcess('site-observatory', 'scripts/serve.ts', env)
  })
  afterAll(async () => {
    site?.child.kill('SIGTERM')
    await runtime.dispose()
  })

  /** Ben's session as the site's cookies hold it on https (`__Host-` names). */
  async function signedInCookie(): Promise<string> {
    const exit = await runtime.runPromiseExit(
      Identity.use((i) =>
        i.login({ email_address: demoCustomers.ben.email, password: demoCustomers.ben.password }),
      ),
    )
    if (!Exit.isSuccess(exit)) throw new Error(`login failed: ${String(exit.cause)}`)
    const names = tokenCookieNames({ domain: inject('siteEnv').ACCOUNTS_COOKIE_DOMAIN, secure: true })
    const { access, refresh } = exit.value.tokens
    return `${names.access}=${encodeURIComponent(access.token)}; ${names.refresh}=${encodeURIComponent(refresh.token)}`
  }

  async function answer(path: string, cookie?: string): Promise<Answer> {
    const url = new URL(path, site?.url)
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { origin: foreign, ...(cookie ? { cookie } : {}) },
    })
    const body = await response.text()
    const html = /^text\/html/.test(response.headers.get('content-type') ?? '') ? body : undefined
    return {
      url: new URL(path, 'https://www.example.com').href,
      headers: response.headers,
      html,
      foreignOrigin: response.headers.get('access-control-allow-origin'),
    }
  }

  it('grades content pages, account pages, JSON answers and assets A+', async () => {
    const cookie = await signedInCookie()
    const page = await answer('/studio')
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.html ?? '')?.[1]
    const style = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(page.html ?? '')?.[1]
    expect([script, style]).toEqual([expect.any(String), expect.any(String)])
    const kinds: Array<[string, Answer]> = [
      ['content page', page],
      ['not-found page', await answer('/no/such/page')],
      ['signed-out page', await answer('/signed-out')],
      ['account page', await answer('/account', cookie)],
      ['account JSON', await answer('/api/account/read/profile', cookie)],
      ['JSON', await answer('/api/shell?path=/studio')],
      ['XML', await answer('/sitemap.xml')],
      ['text', await answer('/robots.txt')],
      ['script', await answer(script ?? '')],
      ['stylesheet', await answer(style ?? '')],
      ['static file', await answer('/favicon.svg')],
      ['redirect', await answer('/studio/')],
    ]
    const report = kinds.map(([kind, a]) => ({ kind, ...grade(a) }))
    console.info(`[observatory] ${report.map((r) => `${r.kind} ${r.grade} (${r.score})`).join(', ')}`)
    for (const r of report) expect(r.grade, `${r.kind}: ${r.results.join(', ')}`).toBe('A+')
    for (const [kind, a] of kinds) {
      expect(a.headers.get('cross-origin-opener-policy'), kind).toBe('same-origin')
      expect(a.headers.get('cross-origin-resource-policy'), kind).toBe('same-site')
      const style = parsePolicy(a.headers.get('content-security-policy') ?? '').get('style-src')
      expect(style ?? [], kind).not.toContain("'unsafe-inline'")
    }
  }, 120_000)
})
