/**
 * Which documents a read sees. Ids with a dot path (`drafts.x`, `versions.r.x`) are private: an
 * anonymous caller never sees them, whatever perspective it asks for, as on Sanity. With the editor
 * token, `raw` shows everything, `published` hides drafts, and `previewDrafts`/`drafts` overlays each
 * draft on its published document (keeping the draft id in `_originalId`).
 */
import { badRequest } from './errors.ts'
import type { Doc } from './store.ts'

export type Perspective = 'raw' | 'published' | 'drafts'

const draftPrefix = 'drafts.'

export const isPrivateId = (id: string): boolean => id.includes('.')
export const isDraftId = (id: string): boolean => id.startsWith(draftPrefix)
export const publishedId = (id: string): string => (isDraftId(id) ? id.slice(draftPrefix.length) : id)

/**
 * The perspective a request asked for; API versions from 2025-02-19 default to `published`, older ones
 * to `raw`, as on Sanity. Throws a 400 for an unknown perspective.
 */
export function parsePerspective(value: string | null, apiVersion: string): Perspective {
  if (value === null || value === '') {
    return apiVersion !== 'X' && apiVersion !== '1' && apiVersion >= '2025-02-19' ? 'published' : 'raw'
  }
  if (value === 'raw' || value === 'published') return value
  if (value === 'previewDrafts' || value === 'drafts') return 'drafts'
  throw badRequest(
    `Invalid perspective "${value.slice(0, 60)}": use one of published, drafts, previewDrafts or raw`,
  )
}

/** The documents visible to one read. */
export function view(docs: ReadonlyArray<Doc>, perspective: Perspective, editor: boolean): Doc[] {
  if (!editor || perspective === 'published') return docs.filter((doc) => !isPrivateId(doc._id))
  if (perspective === 'raw') return [...docs]
  const byId = new Map<string, Doc>()
  for (const doc of docs) {
    if (isPrivateId(doc._id) && !isDraftId(doc._id)) continue
    const id = publishedId(doc._id)
    if (isDraftId(doc._id) || !byId.has(id)) byId.set(id, { ...doc, _id: id, _originalId: doc._id })
  }
  return [...byId.values()]
}
