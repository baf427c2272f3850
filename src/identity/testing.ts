/**
 * Test support for the account platform and the sign-in flows: a platform over test layers (only the
 * methods a test provides; anything else fails loudly), and requests carrying cookies.
 */
import { type Context, Layer } from 'effect'
import { type AccountServices, accountServiceTags } from '../../services/accounts/layer.ts'
import { testLayer } from '../../services/accounts/testLayer.ts'
import { type AccountPlatform, createAccountPlatform, type PlatformOptions } from './platform.server.ts'

export const site = 'https://www.example.com'

type Tags = typeof accountServiceTags
/** Per service (by its tag's name: `Identity`, `License`, …), only the methods the test uses. */
export type TestServices = {
  readonly [K in keyof Tags]?: Tags[K] extends Context.Service<infer _I, infer S> ? Partial<S> : never
}

/** A platform whose services answer only what the test provides; anything else fails loudly. */
export function testPlatform(services: TestServices = {}, options: PlatformOptions = {}): AccountPlatform {
  const layers = Object.entries(accountServiceTags).map(([name, tag]) =>
    testLayer(
      tag as Context.Service<AccountServices, object>,
      (services as Record<string, object>)[name] ?? {},
    ),
  )
  return createAccountPlatform(
    Layer.mergeAll(...(layers as [Layer.Layer<AccountServices>])),
    {
      identityUrl: 'https://id.example.com',
      appId: 'website',
      cookieDomain: '.example.com',
      siteUrl: site,
      allowedOrigins: [],
      cookieKey: 'test-cookie-key',
    },
    options,
  )
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
