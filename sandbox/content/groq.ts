/**
 * GROQ through groq-js, never by hand. Syntax errors become Sanity's `queryParseError` (which
 * @sanity/client prints with a code frame); evaluation errors a 400 with groq-js's description.
 */
import { type ExprNode, evaluate, parse } from 'groq-js'
import { badRequest, queryError } from './errors.ts'
import type { Doc } from './store.ts'

/** Longest query text accepted (GET or POST); Sanity's own limit is in the same range. */
export const maxQueryLength = 256 * 1024

export interface QueryContext {
  readonly dataset: ReadonlyArray<Doc>
  readonly params: Record<string, unknown>
  readonly identity: string
  readonly sanity: { projectId: string; dataset: string }
}

/** Parses a query with its parameters; throws a 400 queryParseError for bad syntax or missing params. */
export function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
  if (query.trim() === '') throw badRequest('The query is empty: send a GROQ query in `query`')
  if (query.length > maxQueryLength) {
    throw badRequest(`Query too large: ${query.length} characters, the limit is ${maxQueryLength}`)
  }
  let tree: ExprNode
  try {
    tree = parse(query, { params })
  } catch (error) {
    const position = (error as { position?: unknown }).position
    throw queryError(query, describe(error), typeof position === 'number' ? position : undefined)
  }
  const missing = missingParameter(tree)
  if (missing) throw queryError(query, `param $${missing} referenced, but not provided`)
  return tree
}

/** Evaluates a parsed query; throws a 400 with the evaluator's message when groq-js rejects it. */
export async function runQuery(query: string, tree: ExprNode, context: QueryContext): Promise<unknown> {
  try {
    const value = await evaluate(tree, {
      dataset: context.dataset,
      params: context.params,
      identity: context.identity,
      sanity: context.sanity,
    })
    return await value.get()
  } catch (error) {
    throw badRequest(`Query failed: ${describe(error)}`, { query })
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** groq-js substitutes known params at parse time, so any Parameter node left is one not provided. */
function missingParameter(node: unknown): string | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = missingParameter(item)
      if (found) return found
    }
    return undefined
  }
  if (node === null || typeof node !== 'object') return undefined
  const record = node as Record<string, unknown>
  if (record.type === 'Parameter' && typeof record.name === 'string') return record.name
  for (const [key, value] of Object.entries(record)) {
    if (key === 'value') continue
    const found = missingParameter(value)
    if (found) return found
  }
  return undefined
}
