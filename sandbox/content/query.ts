/** `GET|POST /v{version}/data/query/{dataset}`: GROQ over the caller's perspective, `{query, result, ms}`. */
import type { ApiRequest, ContentContext } from './context.ts'
import { badRequest } from './errors.ts'
import { parseQuery, runQuery, searchParams } from './groq.ts'
import { readJson, sendJson } from './http.ts'
import { parsePerspective } from './perspective.ts'
import { visibleDocuments } from './visible.ts'

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
  const result = await runQuery(query, tree, {
    dataset: visibleDocuments(ctx, api.dataset, perspective, api.editor),
    params,
    identity: api.editor ? 'sandbox-editor' : '',
    sanity: { projectId: ctx.projectId, dataset: api.dataset },
  })
  const ms = Math.round(performance.now() - started)
  const read = { dataset: api.dataset, perspective, editor: api.editor, query, params }
  const syncTags = [ctx.hub.tags.tagOf(read, result)]
  const body =
    api.search.get('returnQuery') === 'false' ? { result, ms, syncTags } : { query, result, ms, syncTags }
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
