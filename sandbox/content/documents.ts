/** `GET /v{version}/data/doc/{dataset}/{id,id,…}`: documents by id, private ids only for the editor. */
import type { ApiRequest, ContentContext } from './context.ts'
import { badRequest, unauthorized } from './errors.ts'
import { sendJson } from './http.ts'
import { isPrivateId } from './perspective.ts'
import { toNdjson } from './seed.ts'
import { checkDocumentId } from './validate.ts'

const maxIds = 100

export function handleGetDocuments(ctx: ContentContext, api: ApiRequest): void {
  const ids = api.rest.split(',').filter((id) => id !== '')
  if (ids.length === 0) throw badRequest('Missing document id: use /data/doc/{dataset}/{id}')
  if (ids.length > maxIds) throw badRequest(`Too many document ids: at most ${maxIds} per request`)
  for (const id of ids) checkDocumentId(id)
  const documents = []
  const omitted = []
  for (const id of ids) {
    const doc = !api.editor && isPrivateId(id) ? undefined : ctx.store.get(api.dataset, id)
    if (doc) documents.push(api.search.get('excludeContent') === 'true' ? { _id: doc._id } : doc)
    else omitted.push({ id, reason: isPrivateId(id) && !api.editor ? 'permission' : 'existence' })
  }
  sendJson(api.res, 200, { documents, omitted })
}

/**
 * `GET /v{version}/data/export/{dataset}[?types=a,b]`: the dataset as NDJSON, drafts included, like
 * Sanity's export endpoint; needs the editor token.
 */
export function handleExport(ctx: ContentContext, api: ApiRequest): void {
  if (!api.editor) throw unauthorized('Exporting a dataset needs the editor token (Authorization: Bearer …)')
  const types = api.search.get('types')?.split(',').filter(Boolean)
  const docs = ctx.store.documents(api.dataset).filter((doc) => !types || types.includes(doc._type))
  const body = toNdjson(docs)
  api.res.writeHead(200, {
    'Content-Type': 'application/x-ndjson; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  api.res.end(body)
}
