/**
 * Sessions bound to their tokens on the running site, against the identity stand-in (decision 210):
 * the planted refresh cookie of issue 27 is refused, a token cookie sent twice is refused, and after
 * password re-entry the previous refresh token is refused, by the site and by the provider.
 */
import { Exit, ManagedRuntime } from 'effect'
import { describe, expect, inject, it } from 'vitest'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { cookieNames } from '../../src/identity/cookies.ts'
import { demoCustomers } from './support/identity.ts'
import { baseUrl } from './support/site.ts'

const runtime = ManagedRuntime.make(accountServicesLayer(accountsSettingsFromEnv(inject('siteEnv'))))
const run = runtime.runPromiseExit

/** A fresh session of `customer` through the login API: what the site's cookies would hold. */
async function signedIn(customer: { email: string; password: string }) {
  const exit = await run(
    Identity.use((i) => i.login({ email_address: customer.email, password: customer.password })),
  )
  if (!Exit.isSuccess(exit)) throw new Error(`login failed: ${String(exit.cause)}`)
  return { access: exit.value.tokens.access.token, refresh: exit.value.tokens.refresh.token }
}

const cookieHeader = (pairs: Array<[string, string]>) =>
  pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ')

/** The profile read as JSON (`signedIn`/`signedOut`), with the cookies sent. */
async function profile(cookie: string) {
  const response = await fetch(`${baseUrl()}/api/account/read/profile`, { headers: { cookie } })
  return { body: (await response.json()) as { status: string }, setCookies: response.headers.getSetCookie() }
}

describe('sessions bound to their tokens', () => {
  it('refuses the planted refresh cookie: learnt beside the real access token, alone it reads nothing', async () => {
    const ben = await signedIn(demoCustomers.ben)
    const planted = 'attacker-chosen-refresh-value'
    const together = await profile(
      cookieHeader([
        [cookieNames.access, ben.access],
        [cookieNames.refresh, planted],
      ]),
    )
    // The access token is ben's own, so that one request is answered.
    expect(together.body.status).toBe('signedIn')
    for (const cookie of [
      cookieHeader([[cookieNames.refresh, planted]]),
      cookieHeader([
        [cookieNames.access, ''],
        [cookieNames.refresh, planted],
      ]),
    ]) {
      const alone = await profile(cookie)
      expect(alone.body.status).toBe('signedOut')
      expect(alone.setCookies.some((c) => c.startsWith(`${cookieNames.refresh}=;`))).toBe(true)
    }
  })

  it('refuses a request that carries a token cookie twice', async () => {
    const ben = await signedIn(demoCustomers.ben)
    const twice = await profile(
      cookieHeader([
        [cookieNames.access, ben.access],
        [cookieNames.refresh, 'planted-first'],
        [cookieNames.refresh, ben.refresh],
      ]),
    )
    expect(twice.body.status).toBe('signedOut')
    // The real pair alone still works: nothing was revoked by the refusal.
    const real = await profile(
      cookieHeader([
        [cookieNames.access, ben.access],
        [cookieNames.refresh, ben.refresh],
      ]),
    )
    expect(real.body.status).toBe('signedIn')
  })

  it('after password re-entry, refuses the previous refresh token (site and provider)', async () => {
    const ben = await signedIn(demoCustomers.ben)
    const old = cookieHeader([
      [cookieNames.access, ben.access],
      [cookieNames.refresh, ben.refresh],
    ])
    expect((await profile(old)).body.status).toBe('signedIn')
    const confirmed = await fetch(`${baseUrl()}/api/account/security/confirm-password`, {
      method: 'POST',
      headers: {
        cookie: old,
        accept: 'application/json',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ password: demoCustomers.ben.password }),
    })
    expect(await confirmed.json()).toEqual({ ok: true })
    const fresh = Object.fromEntries(
      confirmed.headers.getSetCookie().map((line) => {
        const [pair = ''] = line.split(';')
        const eq = pair.indexOf('=')
        return [pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1))]
      }),
    )
    expect(fresh[cookieNames.refresh]).toBeTruthy()
    expect(fresh[cookieNames.refresh]).not.toBe(ben.refresh)
    // The old cookies are signed out on the site…
    expect((await profile(old)).body.status).toBe('signedOut')
    // …and the provider refuses the old refresh token (400/1001), as it would for anyone holding it.
    const refreshed = await run(Identity.use((i) => i.refreshTokens(ben.refresh, { rotate: true })))
    expect(Exit.isFailure(refreshed) && String(refreshed.cause)).toMatch(/InvalidRefreshToken/)
    // The new pair is the session now.
    const now = cookieHeader([
      [cookieNames.access, fresh[cookieNames.access] ?? ''],
      [cookieNames.refresh, fresh[cookieNames.refresh] ?? ''],
    ])
    expect((await profile(now)).body.status).toBe('signedIn')
  })
})
