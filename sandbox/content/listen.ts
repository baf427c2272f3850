/**
 * `GET /v{version}/data/listen/{dataset}`: Server-Sent Events in Sanity's format. A listener is
 * the filter of its query (docs/decisions/012): on every commit each changed document is tested
 * against that filter before and after, which gives the transition (appear, update, disappear).
 */
import { randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { type ExprNode, evaluate } from 'groq-js'
import type { ApiRequest, ContentContext } from './context.ts'
import { badRequest } from './errors.ts'
import { parseQuery, searchParams } from './groq.ts'
import { isPrivateId } from './perspective.ts'
import type { Change, Doc } from './store.ts'
import { visibleDocuments } from './visible.ts'

interface Listener {
  readonly res: ServerResponse
  readonly dataset: string
  readonly filter: ExprNode
  readonly params: Record<string, unknown>
  readonly editor: boolean
  readonly includeResult: boolean
  readonly includePreviousRevision: boolean
  readonly includeMutations: boolean
}

export interface Transaction {
  readonly dataset: string
  readonly transactionId: string
  readonly timestamp: string
  readonly identity: string
  readonly changes: ReadonlyArray<Change>
  readonly mutations: ReadonlyArray<unknown>
}

/**
 * The filter of a listen query: `*` or `*[filter]`, possibly followed by projection, order or slice; or
 * an object or array of such selections (a page query: `{"page": *[…][0]{…}, "soundpacks": *[…]}`),
 * whose filters are or-ed, so a listener on a page's own query hears about every document the query
 * selects (docs/decisions/131). Subqueries inside projections (joins) are not followed.
 */
export function listenFilter(node: ExprNode): ExprNode {
  const filters = selectionFilters(node)
  const [first, ...rest] = filters
  if (!first) throw badRequest('Listen queries must select documents with a filter, like *[_type == "page"]')
  return rest.reduce<ExprNode>((left, right) => ({ type: 'Or', left, right }), first)
}

function selectionFilters(node: ExprNode): ExprNode[] {
  if (node.type === 'Object')
    return node.attributes.flatMap((attribute) =>
      attribute.type === 'ObjectAttributeValue' ? selectionFilters(attribute.value) : [],
    )
  if (node.type === 'Array') return node.elements.flatMap((element) => selectionFilters(element.value))
  const filter = selectionFilter(node)
  return filter ? [filter] : []
}

/** The and-ed filters of one selection, or undefined when `node` does not select documents. */
function selectionFilter(node: ExprNode): ExprNode | undefined {
  let current: ExprNode = node
  const filters: ExprNode[] = []
  for (;;) {
    if (current.type === 'Everything') break
    if (current.type === 'Filter') {
      filters.push(current.expr)
      if (current.base.type === 'Everything') break
      current = current.base
    } else if ('base' in current && current.base && typeof current.base === 'object') {
      current = current.base as ExprNode
    } else {
      return undefined
    }
  }
  return filters.reduce<ExprNode>((left, right) => ({ type: 'And', left, right }), {
    type: 'Value',
    value: true,
  })
}

export class ListenHub {
  readonly #listeners = new Set<Listener>()
  readonly #ctx: () => ContentContext
  readonly #keepAlive: ReturnType<typeof setInterval>
  /** Events go out in commit order even though matching is asynchronous. */
  #queue: Promise<void> = Promise.resolve()

  constructor(ctx: () => ContentContext, keepAliveMs = 15_000) {
    this.#ctx = ctx
    this.#keepAlive = setInterval(() => {
      for (const listener of this.#listeners) listener.res.write(': keep-alive\n\n')
    }, keepAliveMs)
    this.#keepAlive.unref()
  }

  get size(): number {
    return this.#listeners.size
  }

  /** Opens an event stream; a bad query is rejected with a 400 before any event is sent. */
  open(api: ApiRequest): void {
    const query = api.search.get('query')
    if (query === null) throw badRequest('Missing `query`: send a GROQ filter to listen to')
    const params = searchParams(api.search)
    const filter = listenFilter(parseQuery(query, params))
    const flag = (name: string, fallback: boolean) => {
      const value = api.search.get(name)
      return value === null ? fallback : value === 'true'
    }
    const listener: Listener = {
      res: api.res,
      dataset: api.dataset,
      filter,
      params,
      editor: api.editor,
      includeResult: flag('includeResult', true),
      includePreviousRevision: flag('includePreviousRevision', false),
      includeMutations: flag('includeMutations', true),
    }
    api.res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    })
    api.res.write(event('welcome', { listenerName: `L${randomUUID().slice(0, 8)}` }))
    this.#listeners.add(listener)
    api.res.on('close', () => this.#listeners.delete(listener))
    api.res.on('error', () => this.#listeners.delete(listener))
  }

  /** Sends the transaction's events to every listener whose filter matched before or after. */
  publish(tx: Transaction): Promise<void> {
    // A failed delivery must not stall the queue (nor surface as an unhandled rejection).
    this.#queue = this.#queue
      .then(() => this.#publishNow(tx))
      .catch((error: unknown) => {
        process.stderr.write(`content sandbox: listener delivery failed: ${String(error)}\n`)
      })
    return this.#queue
  }

  async #publishNow(tx: Transaction): Promise<void> {
    const targets = [...this.#listeners].filter((listener) => listener.dataset === tx.dataset)
    for (const listener of targets) {
      const visible = tx.changes.filter((change) => listener.editor || !isPrivateId(change.id))
      const dataset = visibleDocuments(this.#ctx(), tx.dataset, 'raw', listener.editor)
      const events: string[] = []
      for (const [index, change] of visible.entries()) {
        const before = change.before !== null && (await matches(listener, change.before, dataset))
        const after = change.after !== null && (await matches(listener, change.after, dataset))
        if (!before && !after) continue
        const transition = before && after ? 'update' : after ? 'appear' : 'disappear'
        const data: Record<string, unknown> = {
          eventId: `${tx.transactionId}#${change.id}`,
          documentId: change.id,
          transactionId: tx.transactionId,
          transition,
          identity: tx.identity,
          previousRev: change.before?._rev,
          resultRev: change.after?._rev,
          timestamp: tx.timestamp,
          visibility: 'query',
          transactionTotalEvents: visible.length,
          transactionCurrentEvent: index + 1,
        }
        if (listener.includeMutations) data.mutations = tx.mutations
        if (listener.includeResult && change.after) data.result = change.after
        if (listener.includePreviousRevision && change.before) data.previous = change.before
        events.push(event('mutation', data, `${tx.transactionId}#${change.id}`))
      }
      if (events.length > 0 && !listener.res.destroyed) listener.res.write(events.join(''))
    }
  }

  /** Tells every listener to reconnect (the server is going away), then ends the streams. */
  close(): void {
    clearInterval(this.#keepAlive)
    for (const listener of this.#listeners) {
      listener.res.end(event('reconnect', { reason: 'The content sandbox is shutting down' }))
    }
    this.#listeners.clear()
  }
}

function event(name: string, data: unknown, id?: string): string {
  return `event: ${name}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`
}

async function matches(listener: Listener, doc: Doc, dataset: ReadonlyArray<Doc>): Promise<boolean> {
  const tree: ExprNode = {
    type: 'Filter',
    base: { type: 'Parameter', name: '__listenDocument' },
    expr: listener.filter,
  }
  try {
    const value = await evaluate(tree, { dataset, params: { ...listener.params, __listenDocument: [doc] } })
    const result = await value.get()
    return Array.isArray(result) && result.length > 0
  } catch {
    // A filter that cannot be evaluated for this document simply does not match it.
    return false
  }
}
