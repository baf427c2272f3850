/**
 * The `syncTags` of the Live Content API (docs/decisions/070). Sanity's tags are opaque `s1:` strings
 * naming what a query depends on; the stand-in makes them exact: a tag names one query (dataset,
 * perspective, query text, parameters), and after every commit each remembered query is evaluated
 * again and its tag is announced only when its result changed. Real tags are coarser; the site treats
 * tags as opaque either way, so it never relies on the stand-in's precision.
 */
import { createHash } from 'node:crypto'
import type { ContentContext } from './context.ts'
import { parseQuery, runQuery } from './groq.ts'
import type { Perspective } from './perspective.ts'
import { visibleDocuments } from './visible.ts'

export type SyncTag = `s1:${string}`

interface Remembered {
  readonly dataset: string
  readonly perspective: Perspective
  readonly editor: boolean
  readonly query: string
  readonly params: Record<string, unknown>
  digest: string
}

/** Bounded: the least recently asked queries are forgotten first (their tags then never fire). */
const maxRemembered = 2000

const digestOf = (value: unknown) =>
  createHash('sha1')
    .update(JSON.stringify(value) ?? 'undefined')
    .digest('base64url')

export class SyncTagRegistry {
  readonly #queries = new Map<SyncTag, Remembered>()

  /** The tag of one answered query; remembers it with the digest of the result it was given. */
  tagOf(read: Omit<Remembered, 'digest'>, result: unknown): SyncTag {
    const tag: SyncTag = `s1:${digestOf([read.dataset, read.perspective, read.editor, read.query, read.params]).slice(0, 12)}`
    this.#queries.delete(tag)
    this.#queries.set(tag, { ...read, digest: digestOf(result) })
    if (this.#queries.size > maxRemembered) this.#queries.delete(this.#queries.keys().next().value as SyncTag)
    return tag
  }

  /** After a commit to `dataset`: the tags whose query now answers something else. */
  async changed(ctx: ContentContext, dataset: string): Promise<SyncTag[]> {
    const tags: SyncTag[] = []
    for (const [tag, read] of this.#queries) {
      if (read.dataset !== dataset) continue
      let digest: string
      try {
        const result = await runQuery(read.query, parseQuery(read.query, read.params), {
          dataset: visibleDocuments(ctx, dataset, read.perspective, read.editor),
          params: read.params,
          identity: read.editor ? 'sandbox-editor' : '',
          sanity: { projectId: ctx.projectId, dataset },
        })
        digest = digestOf(result)
      } catch {
        digest = 'failed'
      }
      if (digest !== read.digest) {
        read.digest = digest
        tags.push(tag)
      }
    }
    return tags
  }
}
