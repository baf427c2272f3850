/**
 * Editing content through the content stand-in's HTTP API, as an editor would in the CMS (the
 * stand-in's editor token). Used by the preview tests to create and change drafts.
 */
import { inject } from 'vitest'

export const editorToken = 'sandbox-editor-token'

const api = () => `${inject('sandboxUrls').content}/v2021-10-21/data`
const headers = { authorization: `Bearer ${editorToken}`, 'content-type': 'application/json' }

export type Doc = Record<string, unknown> & { _id: string; _type: string }

/** Runs a GROQ query with the editor token (published perspective unless told otherwise). */
export async function cmsQuery<T>(query: string, perspective = 'published'): Promise<T> {
  const url = `${api()}/query/production?perspective=${perspective}&query=${encodeURIComponent(query)}`
  const response = await fetch(url, { headers })
  if (!response.ok) throw new Error(`query failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { result: T }).result
}

/** Applies mutations in one transaction (POST /v2021-10-21/data/mutate/production). */
export async function cmsMutate(mutations: unknown[]): Promise<void> {
  const response = await fetch(`${api()}/mutate/production`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ mutations }),
  })
  if (!response.ok) throw new Error(`mutate failed: ${response.status} ${await response.text()}`)
}

/** Creates (or resets) the draft of a published document as a copy of it; returns the draft id. */
export async function draftOf(doc: Doc, changes: Record<string, unknown> = {}): Promise<string> {
  const id = `drafts.${doc._id}`
  await cmsMutate([{ createOrReplace: { ...doc, ...changes, _id: id } }])
  return id
}
