/** Test support for src/auth: an AuthContext over a fake Identity, and requests carrying cookies. */
import { Effect } from 'effect'
import { createSessionRegistry } from '../../machines/sessionRegistry.ts'
import type { IdentityShape } from '../../services/identity/Identity.ts'
import type { AuthContext } from './context.server.ts'

export const site = 'https://www.example.com'

export function fakeContext(identity: Partial<IdentityShape>): AuthContext {
  const full = new Proxy(identity as IdentityShape, {
    get: (target, key: string) =>
      target[key as keyof IdentityShape] ??
      (() => Effect.die(new Error(`fake identity: ${key} was called but the test did not provide it`))),
  })
  return {
    identity: full,
    registry: createSessionRegistry({ refresh: (rt, rotate) => full.refreshTokens(rt, { rotate }) }),
    identityUrl: 'https://id.example.com',
    appId: 'website',
    cookieDomain: '.example.com',
    siteUrl: site,
    allowedOrigins: [],
  }
}

export function request(
  path: string,
  init: { cookies?: Record<string, string> } & RequestInit = {},
): Request {
  const { cookies, ...rest } = init
  const headers = new Headers(rest.headers)
  if (cookies) {
    headers.set(
      'cookie',
      Object.entries(cookies)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('; '),
    )
  }
  return new Request(`${site}${path}`, { ...rest, headers })
}

/** Set-Cookie values of a response as name → {value, attributes}. */
export function setCookies(
  values: ReadonlyArray<string>,
): Record<string, { value: string; attributes: string }> {
  return Object.fromEntries(
    values.map((line) => {
      const [pair = '', ...attributes] = line.split('; ')
      const eq = pair.indexOf('=')
      return [
        pair.slice(0, eq),
        { value: decodeURIComponent(pair.slice(eq + 1)), attributes: attributes.join('; ') },
      ]
    }),
  )
}

export const responseCookies = (response: Response) => setCookies(response.headers.getSetCookie())
