/**
 * The history API a Studio reads for a document's past (docs/decisions/168):
 * - `transactions/{ids}`: the transactions that changed these documents, as NDJSON, with each
 *   document's effects as mendoza patches (`fromTransaction`, `toTransaction`, `limit`, `reverse`);
 * - `documents/{ids}?revision=|time=|lastRevision=true`: the documents as they were then;
 * - `events/documents/{id}`: the lifecycle events of a document and its draft (created, published,
 *   unpublished, discarded, deleted), newest first. Edits are not events: the Studio derives them
 *   from the transactions, as it does with Sanity.
 * History starts with the seed (each seeded document's creation) and keeps every later change.
 */
import type { ApiRequest, ContentContext } from './context.ts'
import { badRequest, notFound, unauthorized } from './errors.ts'
import { sendJson } from './http.ts'
import { effectsOf } from './listen.ts'
import type { Doc, HistoryEntry } from './store.ts'

const maxIds = 100

export function handleHistory(ctx: ContentContext, api: ApiRequest): void {
  if (!api.editor) throw unauthorized()
  const [kind, ...rest] = api.rest.split('/')
  if (kind === 'transactions' && rest.length === 1) transactions(ctx, api, ids(rest[0]))
  else if (kind === 'documents' && rest.length === 1) documents(ctx, api, ids(rest[0]))
  else if (kind === 'events' && rest[0] === 'documents' && rest.length === 2) events(ctx, api, rest[1] ?? '')
  else throw notFound(`No such history endpoint: ${api.rest.slice(0, 100)}`)
}

function ids(segment: string | undefined): string[] {
  const list = (segment ?? '').split(',').filter(Boolean)
  if (list.length === 0 || list.length > maxIds) throw badRequest(`Name between 1 and ${maxIds} document ids`)
  return list
}

interface Transaction {
  readonly id: string
  readonly at: string
  readonly author: string
  readonly seq: number
  readonly entries: HistoryEntry[]
}

/** Entries grouped by transaction, oldest first. */
function byTransaction(entries: ReadonlyArray<HistoryEntry>): Transaction[] {
  const out: Transaction[] = []
  for (const entry of entries) {
    const last = out.at(-1)
    if (last?.id === entry.transactionId) last.entries.push(entry)
    else
      out.push({
        id: entry.transactionId,
        at: entry.at,
        author: entry.author,
        seq: entry.seq,
        entries: [entry],
      })
  }
  return out
}

function transactions(ctx: ContentContext, api: ApiRequest, documentIds: string[]): void {
  const { search } = api
  let list = byTransaction(ctx.store.history(api.dataset, documentIds))
  const from = search.get('fromTransaction')
  const to = search.get('toTransaction')
  if (from)
    list = list.slice(
      Math.max(
        0,
        list.findIndex((tx) => tx.id === from),
      ),
    )
  if (to) {
    const end = list.findIndex((tx) => tx.id === to)
    if (end !== -1) list = list.slice(0, end + 1)
  }
  const fromTime = search.get('fromTime')
  const toTime = search.get('toTime')
  if (fromTime) list = list.filter((tx) => tx.at >= fromTime)
  if (toTime) list = list.filter((tx) => tx.at <= toTime)
  if (search.get('reverse') === 'true') list.reverse()
  const limit = Math.min(Number(search.get('limit') ?? 100) || 100, 1000)
  const onlyAsked = search.get('includeIdentifiedDocumentsOnly') === 'true'
  const lines = list.slice(0, limit).map((tx) => {
    const effects: Record<string, unknown> = {}
    for (const entry of tx.entries) effects[entry.id] = effectsOf(entry)
    const documentIDs = onlyAsked
      ? tx.entries.map((e) => e.id)
      : ctx.store.transactionDocuments(api.dataset, tx.id)
    return JSON.stringify({ id: tx.id, timestamp: tx.at, author: tx.author, documentIDs, effects })
  })
  api.res.writeHead(200, { 'Content-Type': 'application/x-ndjson', 'Cache-Control': 'no-store' })
  api.res.end(lines.map((line) => `${line}\n`).join(''))
}

function documents(ctx: ContentContext, api: ApiRequest, documentIds: string[]): void {
  const { search } = api
  const revision = search.get('revision')
  const time = search.get('time')
  const last = search.get('lastRevision') === 'true'
  if (!revision && !time && !last) throw badRequest('Ask for a `revision`, a `time` or `lastRevision=true`')
  const entries = ctx.store.history(api.dataset, documentIds)
  // A revision is a transaction: the documents as they were right after it, whichever it changed.
  const until = revision ? ctx.store.transactionSeq(api.dataset, revision) : undefined
  if (revision && until === undefined) throw notFound(`Revision "${revision.slice(0, 64)}" not found`)
  const found: Doc[] = []
  for (const id of documentIds) {
    const own = entries.filter((e) => e.id === id)
    const chosen = last
      ? own.findLast((e) => e.after !== null)
      : own.findLast((e) => (until !== undefined ? e.seq <= until : e.at <= (time ?? '')))
    if (chosen?.after) found.push(chosen.after)
  }
  sendJson(api.res, 200, { documents: found })
}

function events(ctx: ContentContext, api: ApiRequest, documentId: string): void {
  const published = documentId.startsWith('drafts.') ? documentId.slice('drafts.'.length) : documentId
  const draft = `drafts.${published}`
  const variant = documentId === draft ? 'draft' : 'published'
  const list: Record<string, unknown>[] = []
  for (const tx of byTransaction(ctx.store.history(api.dataset, [published, draft]))) {
    const p = tx.entries.find((e) => e.id === published)
    const d = tx.entries.find((e) => e.id === draft)
    const base = { timestamp: tx.at, author: tx.author, documentId: published, documentVariantType: variant }
    const draftRev = d?.before ? String(d.before._rev) : undefined
    if (p?.after && (!d || d.after === null)) {
      list.push({
        ...base,
        type: 'publishDocumentVersion',
        revisionId: tx.id,
        versionId: draft,
        versionRevisionId: draftRev,
        publishCause: 'document.publish',
      })
    } else if (p && p.after === null && d?.after) {
      list.push({ ...base, type: 'unpublishDocument', versionId: draft, versionRevisionId: tx.id })
    } else if (p && p.after === null) {
      list.push({ ...base, type: 'deleteDocumentGroup' })
    } else if (d && d.before === null && d.after) {
      list.push({ ...base, type: 'createDocumentVersion', versionId: draft, versionRevisionId: tx.id })
    } else if (d && d.after === null) {
      list.push({ ...base, type: 'deleteDocumentVersion', versionId: draft, versionRevisionId: draftRev })
    }
  }
  list.reverse()
  const limit = Math.min(Number(api.search.get('limit') ?? 100) || 100, 1000)
  const start = Number(api.search.get('nextCursor') ?? 0) || 0
  const page = list.slice(start, start + limit)
  sendJson(api.res, 200, {
    events: { [documentId]: page },
    nextCursor: start + limit < list.length ? String(start + limit) : '',
  })
}
