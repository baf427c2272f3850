/**
 * The part of an anonymous page request the page depends on (docs/decisions/201): its path and the
 * query parameters it uses (models/routes/query.ts), in a fixed order. The HTML cache keys on it and the
 * renderer gets only it, so any other parameter (`utm_*`, a cache-buster) neither makes a new cache
 * entry nor changes what is rendered. Pure, and cheap on the hit path: a request without a query costs
 * one comparison.
 *
 * Left exactly as it came, and never answered from the cache: a query the validation step refuses
 * (too long, or not percent-decodable: that page answers 404) and one carrying a parameter handled
 * before routing (the sign-in callback, a referral visit).
 */
import { maxQueryLength, pageQueryOf, preRoutingParams } from '../../models/routes/query.ts'

export type PageTarget =
  /** `search` is '' or '?…' with only the parameters the page uses. */
  { readonly cacheable: true; readonly search: string } | { readonly cacheable: false }

const untouched: PageTarget = { cacheable: false }
const noQuery: PageTarget = { cacheable: true, search: '' }

const nameOf = (pair: string): string => {
  const end = pair.indexOf('=')
  return decodeURIComponent((end === -1 ? pair : pair.slice(0, end)).replace(/\+/g, ' '))
}

/** `search` with or without its '?'. */
export function pageTarget(pathname: string, search: string): PageTarget {
  const query = search.startsWith('?') ? search.slice(1) : search
  if (query === '') return noQuery
  if (query.length > maxQueryLength) return untouched
  let pairs: { name: string; pair: string }[]
  try {
    decodeURIComponent(query.replace(/\+/g, ' '))
    pairs = query
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => ({ name: nameOf(pair), pair }))
  } catch {
    return untouched
  }
  if (pairs.some(({ name }) => preRoutingParams.includes(name))) return untouched
  const uses = pageQueryOf(pathname)
  // Not a page of the site: the not-found answer names what was asked for, query and all.
  if (uses === undefined) return { cacheable: true, search: `?${query}` }
  const kept = pairs
    .filter(({ name }) => uses.includes(name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return kept.length === 0
    ? noQuery
    : { cacheable: true, search: `?${kept.map(({ pair }) => pair).join('&')}` }
}

/**
 * The host part of the key: what the page's absolute links are built on (src/config/publicOrigin.ts).
 * A Host the site does not answer as renders as this machine's loopback name, so every such Host shares
 * that one key instead of making its own.
 */
export function keyHost(host: string | undefined, allowedHosts: ReadonlyArray<string>): string {
  const value = (host ?? '').toLowerCase()
  const colon = value.lastIndexOf(':')
  const hasPort = colon !== -1 && colon > value.lastIndexOf(']')
  const name = hasPort ? value.slice(0, colon) : value
  const digits = hasPort ? value.slice(colon + 1) : ''
  // As URL does: the default port is no port.
  const port = /^\d{1,5}$/.test(digits) && digits !== '80' ? `:${digits}` : ''
  return allowedHosts.includes(name) ? `${name}${port}` : `localhost${port}`
}
