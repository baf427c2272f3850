/**
 * GET /api/search?q=: the few best results for the header's as-you-type suggestions (decision 183).
 * The same query and ranking as the /search page; published content only; nothing per visitor, so
 * the answer may be cached briefly.
 */
import { type SearchResult, searchQuery, searchResult } from '../../models/content/search.ts'
import { search } from '../../services/content/ContentService.ts'
import { runContent } from '../../services/content/run.server.ts'

/** How many suggestions the header shows. */
export const suggestionLimit = 6

export interface SuggestAnswer {
  readonly q: string
  readonly results: ReadonlyArray<SearchResult>
}

const json = (status: number, body: SuggestAnswer | { error: string }, cache: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cache },
  })

export async function suggestResponse(request: Request): Promise<Response> {
  const query = searchQuery(new URL(request.url).searchParams.get('q'))
  if (!query) return json(200, { q: '', results: [] }, 'public, max-age=60')
  try {
    const hits = await runContent(search(query, suggestionLimit))
    const results = hits.flatMap((hit) => searchResult(hit) ?? [])
    return json(200, { q: query.q, results }, 'public, max-age=60')
  } catch (error) {
    console.warn('[search] suggestions unavailable:', (error as { _tag?: string })._tag ?? error)
    return json(503, { error: 'Suggestions are unavailable just now.' }, 'no-store')
  }
}
