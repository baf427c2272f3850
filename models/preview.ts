/**
 * Preview mode as data (spec §2 "Preview mode is switched on by the query parameter preview=true";
 * docs/decisions/042): the query flag, the local-only redirect rule of the enable/disable endpoints,
 * and the link rewrite that keeps preview on across the site's own links. Pure; runs in both places.
 */

import { previewParam } from './previewFlag.ts'

export { isPreviewSearch, previewParam } from './previewFlag.ts'

const localBase = 'http://local.invalid'

/**
 * The local path (path, query, hash) `raw` points to, or `fallback` when it is missing or could
 * leave the site: absolute URLs, protocol-relative `//host`, backslash tricks and control characters
 * are all refused.
 */
export function localRedirectTarget(raw: string | null | undefined, fallback = '/'): string {
  const hasControl = [...(raw ?? '')].some((c) => c.charCodeAt(0) < 0x20)
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControl) return fallback
  try {
    const url = new URL(raw, localBase)
    return url.origin === localBase ? url.pathname + url.search + url.hash : fallback
  } catch {
    return fallback
  }
}

/** `path` with `preview=true` set (other parameters and the hash kept). */
export function withPreview(path: string): string {
  const url = new URL(path, localBase)
  url.searchParams.set(previewParam, 'true')
  return url.pathname + url.search + url.hash
}

/** `path` without the preview parameter. */
export function withoutPreview(path: string): string {
  const url = new URL(path, localBase)
  url.searchParams.delete(previewParam)
  return url.pathname + url.search + url.hash
}

/**
 * For a link click in preview: the same address with `preview=true` when `href` stays on the site's
 * own host (`origin`), otherwise undefined (leave the link alone).
 */
export function previewLink(href: string, origin: string): string | undefined {
  let url: URL
  try {
    url = new URL(href, origin)
  } catch {
    return undefined
  }
  if (url.origin !== origin || url.searchParams.get(previewParam) === 'true') return undefined
  url.searchParams.set(previewParam, 'true')
  return url.pathname + url.search + url.hash
}
