/**
 * Test support for the account platform and the sign-in flows: a platform over test layers (only the
 * methods a test provides; anything else fails loudly), and requests carrying cookies.
 */
import { Layer } from 'effect'
import { Identity, type IdentityShape } from '../../services/accounts/identity/Identity.ts'
import { License, type LicenseShape } from '../../services/accounts/license/License.ts'
import { testLayer } from '../../services/accounts/testLayer.ts'
import { type AccountPlatform, createAccountPlatform, type PlatformOptions } from './platform.server.ts'

export const site = 'https://www.example.com'

export interface TestServices {
  readonly identity?: Partial<IdentityShape>
  readonly license?: Partial<LicenseShape>
}

export function testPlatform(services: TestServices = {}, options: PlatformOptions = {}): AccountPlatform {
  return createAccountPlatform(
    Layer.mergeAll(testLayer(Identity, services.identity ?? {}), testLayer(License, services.license ?? {})),
    {
      identityUrl: 'https://id.example.com',
      appId: 'website',
      cookieDomain: '.example.com',
      siteUrl: site,
      allowedOrigins: [],
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
