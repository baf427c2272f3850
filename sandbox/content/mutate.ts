/** `POST /v{version}/data/mutate/{dataset}`: one transaction per request, editor token required. */
import { randomUUID } from 'node:crypto'
import type { ApiRequest, ContentContext } from './context.ts'
import { ApiError, badRequest, unauthorized } from './errors.ts'
import { parseQuery, runQuery } from './groq.ts'
import { readJson, sendJson } from './http.ts'
import { type Plan, planMutations } from './mutations.ts'
import { checkDocumentId } from './validate.ts'
import { visibleDocuments } from './visible.ts'

const maxBody = 8 * 1024 * 1024

export async function handleMutate(ctx: ContentContext, api: ApiRequest): Promise<void> {
  if (!api.editor) throw unauthorized('Mutations need the editor token (Authorization: Bearer …)')
  const body = await readJson(api.req, maxBody)
  const { transactionId, plan } = await commitMutations(ctx, api, {
    mutations: body.mutations,
    transactionId: body.transactionId,
    dryRun: api.search.get('dryRun') === 'true',
    autoGenerateArrayKeys: api.search.get('autoGenerateArrayKeys') === 'true',
  })
  const withDocuments = api.search.get('returnDocuments') === 'true'
  const after = new Map(plan.changes.map((change) => [change.id, change.after]))
  const results = plan.results.map((result) => {
    if (!withDocuments) return result
    const document = after.has(result.id) ? after.get(result.id) : ctx.store.get(api.dataset, result.id)
    return document ? { ...result, document } : result
  })
  const answer: Record<string, unknown> = { transactionId, results }
  if (api.search.get('returnIds') === 'true') answer.documentIds = results.map((result) => result.id)
  sendJson(api.res, 200, answer)
}

export interface CommitRequest {
  readonly mutations: unknown
  readonly transactionId: unknown
  readonly dryRun: boolean
  readonly autoGenerateArrayKeys?: boolean
}

/**
 * Plans and commits one transaction (queued behind other writes) and tells the listeners. Throws a
 * 400/404/409 in Sanity's shape when any mutation fails; then nothing is written.
 */
export function commitMutations(
  ctx: ContentContext,
  api: ApiRequest,
  request: CommitRequest,
): Promise<{ transactionId: string; plan: Plan }> {
  const transactionId = request.transactionId === undefined ? randomUUID() : request.transactionId
  if (typeof transactionId !== 'string') throw badRequest('`transactionId` must be a string')
  checkDocumentId(transactionId)
  return ctx.writes.run(async () => {
    if (ctx.store.hasTransaction(api.dataset, transactionId)) {
      throw new ApiError(409, 'conflict', `Transaction ID "${transactionId}" has already been used`)
    }
    const now = new Date().toISOString()
    const plan = await planMutations({
      mutations: request.mutations,
      transactionId,
      now,
      autoGenerateArrayKeys: request.autoGenerateArrayKeys,
      lookup: (id) => ctx.store.get(api.dataset, id),
      select: async (query, params) => {
        const result = await runQuery(query, parseQuery(query, params), {
          dataset: visibleDocuments(ctx, api.dataset, 'raw', true),
          params,
          identity: 'sandbox-editor',
          sanity: { projectId: ctx.projectId, dataset: api.dataset },
        })
        const docs = Array.isArray(result) ? result : [result]
        return docs
          .map((doc) => (doc as { _id?: unknown } | null)?._id)
          .filter((id) => typeof id === 'string')
      },
    })
    if (!request.dryRun && plan.changes.length > 0) {
      ctx.store.commit(api.dataset, transactionId, plan.changes, now)
      void ctx.hub.publish({
        dataset: api.dataset,
        transactionId,
        timestamp: now,
        identity: 'sandbox-editor',
        changes: plan.changes,
        mutations: request.mutations as unknown[],
      })
    }
    return { transactionId, plan }
  })
}
