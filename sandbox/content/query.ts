/** `GET|POST /v{version}/data/query/{dataset}`: GROQ over the caller's perspective, `{query, result, ms}`. */
import type { ApiRequest, ContentContext } from './context.ts'
import { badRequest } from './errors.ts'
import { parseQuery, runQuery } from './groq.ts'
import { readJson, sendJson } from './http.ts'
import { LiveHub } from './live.ts'
import { parsePerspective, view } from './perspective.ts'
import { sourceMapOf } from './sourceMap.ts'
import type { Doc } from './store.ts'

const maxBody = 2 * 1024 * 1024

export async function handleQuery(ctx: ContentContext, api: ApiRequest): Promise<void> {
  const started = performance.now()
  const { query, params } =
    api.req.method === 'POST'
      ? await fromBody(api)
      : { query: api.search.get('query'), params: searchParams(api.search) }
  if (typeof query !== 'string') throw badRequest('Missing `query`: send a GROQ query')
  const perspective = parsePerspective(api.search.get('perspective'), api.apiVersion)
  const tree = parseQuery(query, params)
  const documents = visibleDocuments(ctx, api.dataset, perspective, api.editor)
  const result = await runQuery(query, tree, {
    dataset: documents,
    params,
    identity: api.editor ? 'sandbox-editor' : '',
    sanity: { projectId: ctx.projectId, dataset: api.dataset },
  })
  const ms = Math.round(performance.now() - started)
  const read = { dataset: api.dataset, perspective, editor: api.editor, query, params }
  const syncTags = ctx.hub instanceof LiveHub ? [ctx.hub.tags.tagOf(read, result)] : []
  const body: Record<string, unknown> =
    api.search.get('returnQuery') === 'false' ? { result, ms, syncTags } : { query, result, ms, syncTags }
  const sourceMap = api.search.get('resultSourceMap')
  if (sourceMap === 'true' || sourceMap === 'withKeyArraySelector')
    body.resultSourceMap = sourceMapOf(result, documents)
  sendJson(api.res, 200, body)
}

async function fromBody(api: ApiRequest): Promise<{ query: unknown; params: Record<string, unknown> }> {
  const body = await readJson(api.req, maxBody)
  const params = body.params ?? {}
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    throw badRequest('`params` must be an object of parameter values')
  }
  return { query: body.query, params: params as Record<string, unknown> }
}

/** `$name=<JSON>` query-string parameters, as @sanity/client encodes them. */
export function searchParams(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue
    const name = key.slice(1)
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw badRequest(`Invalid parameter name "${key.slice(0, 60)}"`)
    try {
      params[name] = JSON.parse(raw)
    } catch {
      throw badRequest(`Unable to parse value of "${key}=${raw.slice(0, 60)}". Please quote string values.`)
    }
  }
  return params
}

/** The caller's view of a dataset, cached until the next commit (queries are far more frequent). */
const cache = new WeakMap<ContentContext, { generation: number; views: Map<string, Doc[]> }>()

export function visibleDocuments(
  ctx: ContentContext,
  dataset: string,
  perspective: ReturnType<typeof parsePerspective>,
  editor: boolean,
): Doc[] {
  let entry = cache.get(ctx)
  if (!entry || entry.generation !== ctx.store.generation) {
    entry = { generation: ctx.store.generation, views: new Map() }
    cache.set(ctx, entry)
  }
  const key = `${dataset}\n${perspective}\n${editor}`
  let docs = entry.views.get(key)
  if (!docs) {
    docs = view(ctx.store.documents(dataset), perspective, editor)
    entry.views.set(key, docs)
  }
  return docs
}
