/**
 * An Observatory-style grade for one HTTP answer (decision 213): the header checks of Mozilla's HTTP
 * Observatory with their published score modifiers, written here from its scoring table. Every answer
 * starts at 100; penalties apply, bonuses count only when the answer already scores 90 or more; 100+
 * is A+. The redirection check (http → https) needs a plain-http listener in front of the site and is
 * left to the deployment; everything else is graded per answer.
 */

export interface Graded {
  readonly score: number
  readonly grade: string
  /** Every check's result with its modifier, e.g. `referrer-policy-private +5`. */
  readonly results: ReadonlyArray<string>
}

export interface Answer {
  readonly url: string
  readonly headers: Headers
  /** The page's HTML, for the subresource-integrity check (undefined for anything else). */
  readonly html?: string
  /** What Access-Control-Allow-Origin said to a request from a foreign origin. */
  readonly foreignOrigin?: string | null
}

type Check = readonly [result: string, modifier: number]

const broadSources = new Set(["'unsafe-inline'", '*', 'http:', 'https:', 'data:', 'http://*', 'https://*'])

export function parsePolicy(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

function contentSecurityPolicy(headers: Headers): Check {
  const header = headers.get('content-security-policy')
  if (!header) return ['csp-not-implemented', -25]
  const csp = parsePolicy(header)
  const fallback = csp.get('default-src') ?? ['*']
  const script = csp.get('script-src') ?? fallback
  const style = csp.get('style-src') ?? fallback
  const passive = [...(csp.get('img-src') ?? fallback), ...(csp.get('media-src') ?? fallback)]
  const nonceOrHash = script.some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s))
  // With a nonce or a hash, 'strict-dynamic' makes browsers ignore host sources and 'unsafe-inline'.
  const hostsIgnored = nonceOrHash && script.includes("'strict-dynamic'")
  const unsafeScript = script.some(
    (s) => broadSources.has(s) && !(hostsIgnored || (nonceOrHash && s === "'unsafe-inline'")),
  )
  if (unsafeScript) return ['csp-implemented-with-unsafe-inline', -20]
  if (script.some((s) => s.startsWith('http:'))) return ['csp-implemented-with-insecure-scheme', -20]
  if (script.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10]
  if (passive.some((s) => s.startsWith('http:')))
    return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10]
  if (style.some((s) => broadSources.has(s)))
    return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0]
  if (fallback.length === 1 && fallback[0] === "'none'")
    return ['csp-implemented-with-no-unsafe-default-src-none', 10]
  return ['csp-implemented-with-no-unsafe', 0]
}

const sessionLike = /sess|token|auth|login|sign|browser|preview/i

function cookies(headers: Headers): Check {
  const set = headers.getSetCookie()
  if (set.length === 0) return ['cookies-not-found', 0]
  const hsts = headers.has('strict-transport-security')
  let sameSite = true
  for (const cookie of set) {
    const [pair = '', ...attributes] = cookie.split(';').map((a) => a.trim().toLowerCase())
    const name = pair.split('=')[0] ?? ''
    const has = (a: string) => attributes.some((x) => x === a || x.startsWith(`${a}=`))
    const session = sessionLike.test(name)
    const samesite = attributes.find((a) => a.startsWith('samesite='))?.split('=')[1]
    if (samesite !== undefined && !['strict', 'lax', 'none'].includes(samesite))
      return ['cookies-samesite-flag-invalid', -20]
    if (!has('secure')) {
      if (session)
        return hsts
          ? ['cookies-session-without-secure-flag-but-protected-by-hsts', -10]
          : ['cookies-session-without-secure-flag', -40]
      return hsts
        ? ['cookies-without-secure-flag-but-protected-by-hsts', -5]
        : ['cookies-without-secure-flag', -20]
    }
    if (session && !has('httponly')) return ['cookies-session-without-httponly-flag', -30]
    if (samesite === undefined || samesite === 'none') sameSite = false
  }
  return sameSite
    ? ['cookies-secure-with-httponly-sessions-and-samesite', 5]
    : ['cookies-secure-with-httponly-sessions', 0]
}

function crossOriginSharing(answer: Answer): Check {
  const allowed = answer.foreignOrigin
  if (allowed === undefined || allowed === null) return ['cross-origin-resource-sharing-not-implemented', 0]
  if (allowed === '*' && answer.headers.get('access-control-allow-credentials') !== 'true')
    return ['cross-origin-resource-sharing-implemented-with-public-access', 0]
  return ['cross-origin-resource-sharing-implemented-with-universal-access', -50]
}

function referrerPolicy(headers: Headers): Check {
  const values = (headers.get('referrer-policy') ?? '').split(',').map((v) => v.trim().toLowerCase())
  const last = values.filter(Boolean).at(-1)
  if (!last) return ['referrer-policy-not-implemented', 0]
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last))
    return ['referrer-policy-private', 5]
  if (last === 'no-referrer-when-downgrade') return ['referrer-policy-no-referrer-when-downgrade', 0]
  if (['origin', 'origin-when-cross-origin', 'unsafe-url'].includes(last))
    return ['referrer-policy-unsafe', -5]
  return ['referrer-policy-header-invalid', -5]
}

function strictTransportSecurity(headers: Headers): Check {
  const header = headers.get('strict-transport-security')
  if (!header) return ['hsts-not-implemented', -20]
  const maxAge = /max-age=(\d+)/i.exec(header)?.[1]
  if (maxAge === undefined) return ['hsts-header-invalid', -20]
  return Number(maxAge) >= 15_768_000
    ? ['hsts-implemented-max-age-at-least-six-months', 0]
    : ['hsts-implemented-max-age-less-than-six-months', -10]
}

function subresourceIntegrity(answer: Answer): Check {
  if (answer.html === undefined) return ['sri-not-implemented-response-not-html', 0]
  const origin = new URL(answer.url).origin
  const scripts = [...answer.html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
  if (scripts.length === 0) return ['sri-not-implemented-but-no-scripts-loaded', 0]
  const external = scripts.filter(([, src]) => new URL(src ?? '', answer.url).origin !== origin)
  if (external.length === 0) return ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0]
  const secure = external.every(([, src]) => new URL(src ?? '', answer.url).protocol === 'https:')
  const withIntegrity = external.every(([tag]) => /\bintegrity=/.test(tag))
  if (withIntegrity)
    return secure
      ? ['sri-implemented-and-external-scripts-loaded-securely', 5]
      : ['sri-implemented-but-external-scripts-not-loaded-securely', -20]
  return secure
    ? ['sri-not-implemented-but-external-scripts-loaded-securely', -5]
    : ['sri-not-implemented-and-external-scripts-not-loaded-securely', -50]
}

function contentTypeOptions(headers: Headers): Check {
  const value = headers.get('x-content-type-options')
  if (value === null) return ['x-content-type-options-not-implemented', -5]
  return value.trim().toLowerCase() === 'nosniff'
    ? ['x-content-type-options-nosniff', 0]
    : ['x-content-type-options-header-invalid', -5]
}

function frameOptions(headers: Headers): Check {
  const ancestors = parsePolicy(headers.get('content-security-policy') ?? '').get('frame-ancestors')
  if (ancestors && !ancestors.includes('*')) return ['x-frame-options-implemented-via-csp', 5]
  const value = headers.get('x-frame-options')?.trim().toLowerCase()
  if (value === undefined) return ['x-frame-options-not-implemented', -20]
  return value === 'deny' || value === 'sameorigin'
    ? ['x-frame-options-sameorigin-or-deny', 0]
    : ['x-frame-options-header-invalid', -20]
}

function resourcePolicy(headers: Headers): Check {
  const value = headers.get('cross-origin-resource-policy')?.trim().toLowerCase()
  if (value === undefined) return ['corp-not-implemented', 0]
  return ['same-site', 'same-origin', 'cross-origin'].includes(value)
    ? [`corp-implemented-with-${value}`, 0]
    : ['corp-header-invalid', -5]
}

const grades: ReadonlyArray<readonly [number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

export function grade(answer: Answer): Graded {
  const checks = [
    contentSecurityPolicy(answer.headers),
    cookies(answer.headers),
    crossOriginSharing(answer),
    referrerPolicy(answer.headers),
    strictTransportSecurity(answer.headers),
    subresourceIntegrity(answer),
    contentTypeOptions(answer.headers),
    frameOptions(answer.headers),
    resourcePolicy(answer.headers),
  ]
  const penalties = checks.reduce((sum, [, m]) => sum + Math.min(0, m), 100)
  const bonuses = checks.reduce((sum, [, m]) => sum + Math.max(0, m), 0)
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties)
  return {
    score,
    grade: grades.find(([floor]) => score >= floor)?.[1] ?? 'F',
    results: checks.map(([result, m]) => `${result} ${m > 0 ? '+' : ''}${m}`),
  }
}
