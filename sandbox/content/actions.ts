/**
 * `POST /v{version}/data/actions/{dataset}`: Sanity's document actions (create, replaceDraft, edit,
 * delete, discard, publish, unpublish), each translated into plain mutations against the state before
 * the request, then committed as one transaction like `mutate`.
 */
import type { ApiRequest, ContentContext } from './context.ts'
import { ApiError, badRequest, unauthorized } from './errors.ts'
import { readJson, sendJson } from './http.ts'
import { commitMutations } from './mutate.ts'
import type { Doc } from './store.ts'
import { checkDocumentId } from './validate.ts'

const prefix = 'sanity.action.document.'

export async function handleActions(ctx: ContentContext, api: ApiRequest): Promise<void> {
  if (!api.editor) throw unauthorized('Actions need the editor token (Authorization: Bearer …)')
  const body = await readJson(api.req, 8 * 1024 * 1024)
  if (!Array.isArray(body.actions) || body.actions.length === 0) {
    throw badRequest('`actions` must be a non-empty array')
  }
  const lookup = (id: string) => ctx.store.get(api.dataset, id)
  const mutations = body.actions.flatMap((action, index) => {
    try {
      return translate(action, lookup)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      throw new ApiError(error.status, 'actionError', `Action failed: ${error.message}`, {
        items: [{ index, error: { description: error.message, type: 'documentError' } }],
      })
    }
  })
  const result = await commitMutations(ctx, api, {
    mutations,
    transactionId: body.transactionId,
    dryRun: body.dryRun === true,
  })
  sendJson(api.res, 200, { transactionId: result.transactionId })
}

type Lookup = (id: string) => Doc | undefined

function field(action: Record<string, unknown>, name: string): string {
  const value = action[name]
  if (typeof value !== 'string') throw badRequest(`"${name}" must be a document id`)
  return checkDocumentId(value)
}

function required(lookup: Lookup, id: string, what: string): Doc {
  const doc = lookup(id)
  if (!doc) throw new ApiError(409, 'documentNotFound', `${what} "${id}" does not exist`)
  return doc
}

const copy = (doc: Doc, id: string) => {
  const { _rev: _ignoredRev, _updatedAt: _ignoredUpdated, _createdAt: _ignoredCreated, ...rest } = doc
  return { ...rest, _id: id }
}

function translate(raw: unknown, lookup: Lookup): unknown[] {
  const action = (raw ?? {}) as Record<string, unknown>
  const type = typeof action.actionType === 'string' ? action.actionType : ''
  switch (type.startsWith(prefix) ? type.slice(prefix.length) : '') {
    case 'create': {
      const draftId = `drafts.${field(action, 'publishedId')}`
      const attributes = { ...(action.attributes as Record<string, unknown>), _id: draftId }
      if (lookup(draftId) && action.ifExists === 'ignore') return []
      return [{ create: attributes }]
    }
    case 'replaceDraft':
      return [
        {
          createOrReplace: {
            ...(action.attributes as object),
            _id: `drafts.${field(action, 'publishedId')}`,
          },
        },
      ]
    case 'edit': {
      const draftId = field(action, 'draftId')
      const base = lookup(draftId) ?? required(lookup, field(action, 'publishedId'), 'Document')
      const start = lookup(draftId) ? [] : [{ create: copy(base, draftId) }]
      return [...start, { patch: { ...(action.patch as object), id: draftId } }]
    }
    case 'delete': {
      const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts.map(String) : []
      return [field(action, 'publishedId'), ...drafts].map((id) => ({ delete: { id } }))
    }
    case 'discard':
      return [{ delete: { id: required(lookup, field(action, 'draftId'), 'Draft')._id } }]
    case 'publish': {
      const draft = required(lookup, field(action, 'draftId'), 'Draft')
      const publishedId = field(action, 'publishedId')
      if (typeof action.ifDraftRevisionId === 'string' && action.ifDraftRevisionId !== draft._rev) {
        throw new ApiError(
          409,
          'conflict',
          `Draft "${draft._id}" has unexpected revision ID ("${draft._rev}")`,
        )
      }
      const published = lookup(publishedId)
      if (
        typeof action.ifPublishedRevisionId === 'string' &&
        action.ifPublishedRevisionId !== published?._rev
      ) {
        throw new ApiError(409, 'conflict', `Document "${publishedId}" has unexpected revision ID`)
      }
      return [{ createOrReplace: copy(draft, publishedId) }, { delete: { id: draft._id } }]
    }
    case 'unpublish': {
      const published = required(lookup, field(action, 'publishedId'), 'Document')
      const draftId = field(action, 'draftId')
      return [
        ...(lookup(draftId) ? [] : [{ create: copy(published, draftId) }]),
        { delete: { id: published._id } },
      ]
    }
    default:
      throw badRequest(`Unsupported action "${type.slice(0, 80)}": use ${prefix}{create, edit, publish, …}`)
  }
}
