/**
 * The authorization request of spec §3/§4 (state, PKCE verifier and challenge) and the addresses of
 * the identity service's pages. Pure apart from the CSPRNG and SHA-256 of Web Crypto, both passed in
 * or taken from the global `crypto`, so tests can pin them.
 */

/** Spec §3: letters, digits, '-', '_', '~', '.'. */
export const verifierAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_~.'
export const verifierLength = 43

export interface AuthorizationRequest {
  readonly state: string
  readonly codeVerifier: string
  readonly codeChallenge: string
}

type RandomBytes = (length: number) => Uint8Array

const cryptoBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length))

/**
 * 43 characters of the alphabet from a CSPRNG. Rejection sampling keeps every character equally
 * likely: bytes at or above the largest multiple of 66 below 256 are thrown away, not folded.
 */
export function createCodeVerifier(randomBytes: RandomBytes = cryptoBytes): string {
  const size = verifierAlphabet.length
  const limit = 256 - (256 % size)
  let out = ''
  while (out.length < verifierLength) {
    for (const byte of randomBytes(verifierLength)) {
      if (byte < limit && out.length < verifierLength) out += verifierAlphabet[byte % size]
    }
  }
  return out
}

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** S256: base64url(SHA-256(verifier)), no padding. */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64url(new Uint8Array(digest))
}

export async function createAuthorizationRequest(
  randomBytes: RandomBytes = cryptoBytes,
  randomUUID: () => string = () => crypto.randomUUID(),
): Promise<AuthorizationRequest> {
  const codeVerifier = createCodeVerifier(randomBytes)
  return { state: randomUUID(), codeVerifier, codeChallenge: await codeChallenge(codeVerifier) }
}

/** The identity service's authorization page for this request. */
export function authorizeUrl(
  identityUrl: string,
  input: { appId: string; redirectUri: string; request: AuthorizationRequest },
): string {
  const url = new URL(`${identityUrl}/en/authorize`)
  url.search = new URLSearchParams({
    app_id: input.appId,
    state: input.request.state,
    redirect_uri: input.redirectUri,
    code_challenge: input.request.codeChallenge,
    code_challenge_method: 's256',
  }).toString()
  return url.href
}

/** The identity service's logout page, which sends the browser on to `continueUrl`. */
export function logoutUrl(identityUrl: string, continueUrl: string): string {
  return `${identityUrl}/en/logout?${new URLSearchParams({ continue: continueUrl })}`
}

/**
 * A return or continue address the site may send a browser to: a path on this site (never `//host`
 * or `/\host`), or an absolute URL whose origin is on the allow-list. Anything else gives `fallback`.
 */
export function safeReturnPath(
  value: string | null | undefined,
  siteOrigin: string,
  allowedOrigins: ReadonlyArray<string> = [],
  fallback = '/',
): string {
  if (!value || value.length > 2000) return fallback
  let url: URL
  try {
    url = new URL(value, siteOrigin)
  } catch {
    return fallback
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback
  if (url.origin === new URL(siteOrigin).origin) {
    if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
      return value.startsWith('http') ? `${url.pathname}${url.search}${url.hash}` : fallback
    }
    return `${url.pathname}${url.search}${url.hash}`
  }
  return allowedOrigins.includes(url.origin) ? url.href : fallback
}

/** The address without the callback's `state` and `code` (spec §4 step 3). */
export function withoutCallbackParams(pathWithQuery: string): string {
  const url = new URL(pathWithQuery, 'http://site.invalid')
  url.searchParams.delete('state')
  url.searchParams.delete('code')
  return `${url.pathname}${url.search}${url.hash}`
}
