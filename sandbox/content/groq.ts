/**
 * GROQ through groq-js, never by hand. Syntax errors become Sanity's `queryParseError` (which
 * @sanity/client prints with a code frame); evaluation errors a 400 with groq-js's description.
 */
import { type ExprNode, evaluate, parse } from 'groq-js'
import { badRequest, queryError } from './errors.ts'
import type { Doc } from './store.ts'

/**
 * Longest query text accepted (GET or POST), and deepest syntax tree: groq-js parses in time that
 * grows faster than linearly and evaluates recursively, so a pathological query (thousands of chained
 * `&&`) would take seconds or overflow the stack. Real page queries stay far below both (decision 011).
 */
export const maxQueryLength = 64 * 1024
export const maxQueryDepth = 200

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
  if (treeDepth(tree) > maxQueryDepth) {
    throw badRequest(`Query too complex: its syntax tree is nested deeper than ${maxQueryDepth} levels`, {
      query,
    })
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

/** Depth of a syntax tree, walked without recursion and cut off just past the limit. */
function treeDepth(tree: ExprNode): number {
  const stack: Array<[unknown, number]> = [[tree, 1]]
  let deepest = 0
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number]
    if (node === null || typeof node !== 'object') continue
    deepest = Math.max(deepest, depth)
    if (deepest > maxQueryDepth) return deepest
    const record = node as Record<string, unknown>
    if (record.type === 'Value') continue
    for (const child of Object.values(record)) stack.push([child, Array.isArray(child) ? depth : depth + 1])
  }
  return deepest
}

/** `$name=<JSON>` query-string parameters, as @sanity/client encodes them. */
export function searchParams(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue
    const name = key.slice(1)
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw badRequest(`Invalid parameter name "${key.slice(0, 60)}"`)
    try {
      params[name] = JSON.parse(raw)
    } catch {
      throw badRequest(`Unable to parse value of "${key}=${raw.slice(0, 60)}". Please quote string values.`)
    }
  }
  return params
}
