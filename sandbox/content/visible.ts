/**
 * The documents a read sees: the dataset through the caller's perspective (drafts only for the editor),
 * shared by queries, listeners, live tags and mutations.
 */
import type { ContentContext } from './context.ts'
import { type Perspective, view } from './perspective.ts'
import type { Doc } from './store.ts'

/** The caller's view of a dataset, cached until the next commit (queries are far more frequent). */
const cache = new WeakMap<ContentContext, { generation: number; views: Map<string, Doc[]> }>()

export function visibleDocuments(
  ctx: ContentContext,
  dataset: string,
  perspective: Perspective,
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
