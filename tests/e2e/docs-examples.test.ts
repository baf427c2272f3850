/**
 * The README's and docs/operations.md's examples, against the running stack (issue 29 item 6): every
 * site address they give answers (signed in as the customer the example names where it needs one),
 * the operations endpoints answer from this machine, and the rewards stand-in's referral link points at
 * the site's real address, not a fixed port. The vouchers' "first customer who enters it" rule is
 * checked on the stand-in itself (sandbox/accounts/ecom/vouchers.test.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Effect } from 'effect'
import { describe, expect, inject, it } from 'vitest'
import { repoRoot } from '../../scripts/processes.ts'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { cookieNames } from '../../src/identity/cookies.ts'
import { demoCustomers } from './support/identity.ts'
import { baseUrl } from './support/site.ts'

const docs = ['README.md', 'docs/operations.md'].map((file) => readFileSync(join(repoRoot, file), 'utf8'))

/** Site addresses in backticks: `/…`, without placeholders, globs, stand-in routes, file paths or route prefixes named in prose (`/api`, `/auth`, `/account/download`). */
const examples = [
  ...new Set(
    docs.flatMap((text) =>
      [...text.matchAll(/`(\/[^`\s]*)`/g)]
        .map((match) => match[1]!)
        .filter(
          (path) => !/[{}*<]/.test(path) && !/^\/(__sandbox|usr|api|auth|account\/download)(\/|$)/.test(path),
        ),
    ),
  ),
]

const cookies = new Map<string, string>()
async function cookieOf(who: keyof typeof demoCustomers): Promise<string> {
  const known = cookies.get(who)
  if (known) return known
  const layer = accountServicesLayer(accountsSettingsFromEnv(inject('siteEnv')))
  const { email, password } = demoCustomers[who]
  const { tokens } = await Effect.runPromise(
    Identity.use((i) => i.login({ email_address: email, password })).pipe(Effect.provide(layer)),
  )
  const cookie = `${cookieNames.access}=${encodeURIComponent(tokens.access.token)}; ${cookieNames.refresh}=${encodeURIComponent(tokens.refresh.token)}`
  cookies.set(who, cookie)
  return cookie
}

/** Who an example is for: the admin pages need the admin, the rest of the account area ana. */
const customerFor = (path: string) =>
  path.startsWith('/admin') || path.startsWith('/account/admin')
    ? 'admin'
    : path.startsWith('/account')
      ? 'ana'
      : undefined

describe('the examples in the README and docs/operations.md', () => {
  it('name site addresses (the test reads them all)', () => {
    expect(examples).toEqual(
      expect.arrayContaining(['/', '/studio', '/account/licences', '/metrics', '/sitemap.xml']),
    )
  })

  it.each(examples)('%s answers 200', async (path) => {
    const who = customerFor(path)
    const response = await fetch(`${baseUrl()}${path}`, {
      headers: { accept: 'text/html', ...(who ? { cookie: await cookieOf(who) } : {}) },
      redirect: 'manual',
    })
    await response.body?.cancel()
    // Not followed: a signed-out account page would redirect to the sign-in, a non-admin get the 404.
    expect(response.status, `${path} as ${who ?? 'a visitor'}`).toBe(200)
  })

  it('the rewards stand-in builds ana’s referral link on the site’s own port', async () => {
    const response = await fetch(`${baseUrl()}/account/rewards`, {
      headers: { accept: 'text/html', cookie: await cookieOf('ana') },
    })
    const html = await response.text()
    expect(response.status).toBe(200)
    const links = [...html.matchAll(/https?:\/\/[^"'<\s]+[?&](?:ref|referral|code)[^"'<\s]*/g)].map(
      (m) => m[0],
    )
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(new URL(link.replace(/&amp;/g, '&')).port).toBe(new URL(baseUrl()).port)
  })
})
