/**
 * Turns a list of Sanity mutations into the changes of one transaction, without writing anything:
 * every mutation sees the results of those before it, and any failure rejects the whole batch.
 * The new `_rev` of every changed document is the transaction id, as on Sanity.
 */
import { randomUUID } from 'node:crypto'
import { ApiError, badRequest, mutationError } from './errors.ts'
import { applyPatch } from './patch.ts'
import type { Change, Doc } from './store.ts'
import { checkDocumentId } from './validate.ts'

export interface MutationResult {
  readonly id: string
  readonly operation: 'create' | 'update' | 'delete' | 'none'
}

export interface Plan {
  readonly changes: Change[]
  readonly results: MutationResult[]
}

export interface PlanInput {
  readonly mutations: unknown
  readonly transactionId: string
  readonly now: string
  readonly lookup: (id: string) => Doc | undefined
  /** Give objects in arrays a random `_key` when they lack one (`autoGenerateArrayKeys`). */
  readonly autoGenerateArrayKeys?: boolean
  /** Ids of the documents a GROQ query selects (for patch and delete by query). */
  readonly select: (query: string, params: Record<string, unknown>) => Promise<string[]>
}

const kinds = ['create', 'createOrReplace', 'createIfNotExists', 'delete', 'patch'] as const

export const newDocumentId = (): string => randomUUID().replaceAll('-', '').slice(0, 22)

export async function planMutations(input: PlanInput): Promise<Plan> {
  if (!Array.isArray(input.mutations) || input.mutations.length === 0) {
    throw badRequest('`mutations` must be a non-empty array')
  }
  const working = new Map<string, Doc | null>()
  const original = new Map<string, Doc | null>()
  const current = (id: string): Doc | null =>
    working.has(id) ? (working.get(id) ?? null) : (input.lookup(id) ?? null)
  const put = (id: string, doc: Doc | null) => {
    if (!original.has(id)) original.set(id, input.lookup(id) ?? null)
    working.set(id, doc)
  }
  const results: MutationResult[] = []
  for (const [index, mutation] of input.mutations.entries()) {
    try {
      results.push(...(await applyOne(mutation, current, put, input)))
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      const description = `The mutation(s) failed: ${error.message}`
      throw mutationError(
        description,
        [{ index, description: error.message }],
        error.status === 404 ? 404 : 409,
      )
    }
  }
  const changes: Change[] = []
  for (const [id, after] of working) {
    const before = original.get(id) ?? null
    if (before === after || (before === null && after === null)) continue
    changes.push({ id, before, after: after && stamp(after, before, input) })
  }
  return { changes, results }
}

function stamp(doc: Doc, before: Doc | null, input: PlanInput): Doc {
  const createdAt = before?._createdAt ?? doc._createdAt ?? input.now
  const keyed = input.autoGenerateArrayKeys ? (withArrayKeys(doc) as Doc) : doc
  return { ...keyed, _createdAt: createdAt, _updatedAt: input.now, _rev: input.transactionId }
}

function withArrayKeys(value: unknown, inArray = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withArrayKeys(item, true))
  if (value === null || typeof value !== 'object') return value
  const copy: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) copy[key] = withArrayKeys(child)
  if (inArray && typeof copy._key !== 'string') copy._key = newDocumentId().slice(0, 12)
  return copy
}

type Put = (id: string, doc: Doc | null) => void

async function applyOne(
  mutation: unknown,
  current: (id: string) => Doc | null,
  put: Put,
  input: PlanInput,
): Promise<MutationResult[]> {
  const keys = mutation && typeof mutation === 'object' ? Object.keys(mutation) : []
  const kind = kinds.find((name) => keys.length === 1 && keys[0] === name)
  if (!kind) throw badRequest(`A mutation must have exactly one of ${kinds.join(', ')}`)
  const body = (mutation as Record<string, unknown>)[kind]
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(`"${kind}" must be an object`)
  }
  const spec = body as Record<string, unknown>
  if (kind === 'delete' || kind === 'patch') {
    const ids = await targets(spec, input)
    return ids.flatMap((id): MutationResult[] => {
      const doc = current(id)
      if (kind === 'delete') {
        if (!doc) return []
        put(id, null)
        return [{ id, operation: 'delete' }]
      }
      if (!doc) {
        if (typeof spec.query === 'string') return []
        throw new ApiError(404, 'documentNotFound', `Document "${id}" not found`)
      }
      if (typeof spec.ifRevisionID === 'string' && spec.ifRevisionID !== doc._rev) {
        throw new ApiError(409, 'conflict', `Document "${id}" has unexpected revision ID ("${doc._rev}")`)
      }
      put(id, applyPatch(doc, spec) as Doc)
      return [{ id, operation: 'update' }]
    })
  }
  const doc = newDocument(spec, kind)
  const existing = current(doc._id)
  if (kind === 'create' && existing) throw badRequest(`Document by ID "${doc._id}" already exists`)
  if (kind === 'createIfNotExists' && existing) return [{ id: doc._id, operation: 'none' }]
  put(doc._id, existing ? { ...doc, _createdAt: existing._createdAt } : doc)
  return [{ id: doc._id, operation: existing ? 'update' : 'create' }]
}

function newDocument(spec: Record<string, unknown>, kind: string): Doc {
  let id = spec._id
  if (id === undefined && kind === 'create') id = newDocumentId()
  if (typeof id === 'string' && kind === 'create' && id.endsWith('.')) id = `${id}${newDocumentId()}`
  if (typeof id !== 'string') throw badRequest(`"${kind}" needs a string _id`)
  checkDocumentId(id)
  if (typeof spec._type !== 'string' || spec._type === '') throw badRequest(`Document "${id}" needs a _type`)
  const { _rev: _ignoredRev, _updatedAt: _ignoredUpdate, ...rest } = spec
  return { ...rest, _id: id, _type: spec._type }
}

async function targets(spec: Record<string, unknown>, input: PlanInput): Promise<string[]> {
  if (typeof spec.id === 'string') return [checkDocumentId(spec.id)]
  if (typeof spec.query === 'string') {
    const params = (spec.params ?? {}) as Record<string, unknown>
    return input.select(spec.query, params)
  }
  throw badRequest('A patch or delete needs an `id` or a `query`')
}
