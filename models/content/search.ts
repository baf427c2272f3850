/**
 * Site search (decision 183): the visitor's words as GROQ `match` patterns, and a scored hit as a
 * result line. Browser-safe (no Effect): the search page and the suggestions share it.
 */
import { targetPath } from './linkTargets.ts'
import { formatVersion } from './semver.ts'

/** Longest query the site searches for; the rest is ignored. */
export const maxQueryLength = 100
const maxTerms = 8

export interface SearchQuery {
  /** The query as shown back to the visitor: trimmed, single spaces, at most 100 characters. */
  readonly q: string
  /** One prefix pattern per word (`remix*`), for `match`: every word must be found. */
  readonly terms: ReadonlyArray<string>
}

/**
 * The query of a raw `q` value, or undefined when nothing searchable is left. Words keep letters,
 * digits and inner dots (so `2.3.1` stays one word, as the `match` tokenizer sees it); everything
 * else separates words, so no pattern syntax from the visitor reaches the query.
 */
export function searchQuery(raw: unknown): SearchQuery | undefined {
  if (typeof raw !== 'string') return undefined
  const q = raw.replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim()
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}.]+/u)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter((w) => w.length > 0)
    .slice(0, maxTerms)
  if (words.length === 0) return undefined
  return { q, terms: [...new Set(words)].map((w) => `${w}*`) }
}

/** What the search query projects of each document it scores. */
export interface SearchHit {
  readonly _id: string
  readonly _type: string
  readonly _score: number
  readonly contentType?: string | undefined
  readonly product?: string | undefined
  readonly slug?: string | undefined
  readonly semanticVersion?:
    | { readonly majorVersion: number; readonly minorVersion: number; readonly patchVersion: number }
    | undefined
  readonly title?: string | undefined
  readonly shortTitle?: string | undefined
  readonly description?: string | undefined
  readonly releaseDate?: string | undefined
}

export type SearchKind = 'product' | 'tutorial' | 'soundpack' | 'release' | 'page'

export interface SearchResult {
  readonly kind: SearchKind
  readonly label: string
  readonly path: string
  readonly text?: string | undefined
}

export const searchKindNames: Readonly<Record<SearchKind, string>> = {
  product: 'Product',
  tutorial: 'Tutorial',
  soundpack: 'Sound pack',
  release: 'Release',
  page: 'Page',
}

const productNames: Readonly<Record<string, string>> = {
  studio: 'Studio',
  sample: 'Sample',
  'hex-fx': 'Hex FX',
  'dj/pro': 'DJ Pro',
}

function kindOf(hit: SearchHit): SearchKind {
  if (hit._type === 'downloads') return 'release'
  if (hit._type === 'soundpack') return 'soundpack'
  if (hit.contentType === 'features') return 'product'
  if (hit.contentType === 'howTo' || hit.contentType === 'tutorials') return 'tutorial'
  return 'page'
}

/** A hit as a result line; undefined when the document has no page to go to. */
export function searchResult(hit: SearchHit): SearchResult | undefined {
  const path = targetPath(hit)
  if (!path) return undefined
  const kind = kindOf(hit)
  if (kind === 'release' && hit.semanticVersion) {
    const name = productNames[hit.product ?? ''] ?? hit.product ?? ''
    return {
      kind,
      label: `${name} ${formatVersion(hit.semanticVersion)}`,
      path,
      text: hit.releaseDate ? `Released ${hit.releaseDate}` : undefined,
    }
  }
  // A product by its name; other pages by their title, which says whose page it is.
  const label = (kind === 'product' ? hit.shortTitle : undefined) ?? hit.title ?? hit.shortTitle ?? path
  return { kind, label, path, text: hit.description }
}
