/**
 * Patch operations on plain JSON documents: set, setIfMissing, unset, inc, dec, insert and
 * diffMatchPatch, with Sanity's path syntax (`a.b`, `a[2]`, `a[-1]`, `a[_key=="k"]`). Pure: returns a
 * new document. An operation this list does not name is refused, never skipped: a Studio types into a
 * string field as `diffMatchPatch`, and a stand-in that dropped it answered 200 and kept the old text.
 */
import { applyPatches, parsePatch } from '@sanity/diff-match-patch'
import { badRequest } from './errors.ts'

type Segment = string | number | { key: string }
type Json = unknown

/** Parses a patch path; throws a 400 for anything it does not understand. */
export function parsePath(path: string): Segment[] {
  const segments: Segment[] = []
  const pattern = /(?:^|\.)([A-Za-z_$][\w$-]*)|\[(-?\d+)\]|\[_key\s*==\s*(?:"([^"]*)"|'([^']*)')\]/y
  let position = 0
  while (position < path.length) {
    pattern.lastIndex = position
    const match = pattern.exec(path)
    if (!match) throw badRequest(`Invalid patch path "${path.slice(0, 100)}"`)
    if (match[1] !== undefined) segments.push(match[1])
    else if (match[2] !== undefined) segments.push(Number(match[2]))
    else segments.push({ key: match[3] ?? match[4] ?? '' })
    position = pattern.lastIndex
  }
  if (segments.length === 0 || typeof segments[0] !== 'string') {
    throw badRequest(`Invalid patch path "${path.slice(0, 100)}"`)
  }
  return segments
}

const clone = <T>(value: T): T => structuredClone(value)

function indexIn(array: Json[], segment: Segment): number {
  if (typeof segment === 'number') return segment < 0 ? array.length + segment : segment
  if (typeof segment === 'object') {
    return array.findIndex((item) => (item as { _key?: unknown } | null)?._key === segment.key)
  }
  return -1
}

/** The container holding the last segment, creating objects on the way when `create` is set. */
function parentOf(doc: Record<string, Json>, segments: Segment[], create: boolean): Json {
  let node: Json = doc
  for (const segment of segments.slice(0, -1)) {
    if (Array.isArray(node)) {
      node = node[indexIn(node, segment)]
    } else if (node !== null && typeof node === 'object' && typeof segment === 'string') {
      const record = node as Record<string, Json>
      if ((record[segment] === undefined || record[segment] === null) && create) record[segment] = {}
      node = record[segment]
    } else {
      return undefined
    }
  }
  return node
}

function read(doc: Record<string, Json>, segments: Segment[]): Json {
  const parent = parentOf(doc, segments, false)
  const last = segments.at(-1) as Segment
  if (Array.isArray(parent)) return parent[indexIn(parent, last)]
  if (parent !== null && typeof parent === 'object' && typeof last === 'string') {
    return (parent as Record<string, Json>)[last]
  }
  return undefined
}

function write(doc: Record<string, Json>, segments: Segment[], value: Json): void {
  const parent = parentOf(doc, segments, true)
  const last = segments.at(-1) as Segment
  if (Array.isArray(parent)) {
    const index = indexIn(parent, last)
    if (index >= 0 && index < parent.length) parent[index] = clone(value)
  } else if (parent !== null && typeof parent === 'object' && typeof last === 'string') {
    ;(parent as Record<string, Json>)[last] = clone(value)
  }
}

function remove(doc: Record<string, Json>, segments: Segment[]): void {
  const parent = parentOf(doc, segments, false)
  const last = segments.at(-1) as Segment
  if (Array.isArray(parent)) {
    const index = indexIn(parent, last)
    if (index >= 0 && index < parent.length) parent.splice(index, 1)
  } else if (parent !== null && typeof parent === 'object' && typeof last === 'string') {
    delete (parent as Record<string, Json>)[last]
  }
}

const protectedFields = new Set(['_id', '_rev', '_createdAt', '_updatedAt'])

function entries(operation: unknown, name: string): Array<[Segment[], Json]> {
  if (operation === undefined) return []
  if (operation === null || typeof operation !== 'object' || Array.isArray(operation)) {
    throw badRequest(`Patch "${name}" must be an object of path: value`)
  }
  return Object.entries(operation).map(([path, value]) => {
    const segments = parsePath(path)
    if (protectedFields.has(segments[0] as string)) throw badRequest(`Patch "${name}" cannot change ${path}`)
    return [segments, value]
  })
}

function insert(doc: Record<string, Json>, spec: unknown): void {
  const { before, after, replace, items } = (spec ?? {}) as Record<string, unknown>
  const at = [before, after, replace].filter((value) => typeof value === 'string') as string[]
  if (at.length !== 1 || !Array.isArray(items)) {
    throw badRequest('Patch "insert" needs items and exactly one of before, after or replace')
  }
  const segments = parsePath(at[0] as string)
  const array = parentOf(doc, segments, false)
  if (!Array.isArray(array)) throw badRequest(`Patch "insert" target ${at[0]} is not in an array`)
  const found = indexIn(array, segments.at(-1) as Segment)
  const index = found < 0 ? array.length : found
  if (typeof replace === 'string') array.splice(index, 1, ...clone(items))
  else array.splice(typeof after === 'string' ? index + 1 : index, 0, ...clone(items))
}

/** A string field edited by a diff-match-patch text (what a Studio sends per keystroke). */
function diffMatchPatch(doc: Record<string, Json>, segments: Segment[], text: Json): void {
  const current = read(doc, segments)
  if (typeof text !== 'string' || typeof current !== 'string') {
    throw badRequest(`Patch "diffMatchPatch" needs a patch text and a string at ${segments.join('.')}`)
  }
  let patches: ReturnType<typeof parsePatch>
  try {
    patches = parsePatch(text)
  } catch {
    throw badRequest(`Patch "diffMatchPatch" at ${segments.join('.')} is not a diff-match-patch text`)
  }
  const [result, applied] = applyPatches(patches, current)
  if (applied.some((ok) => !ok)) {
    throw badRequest(`Patch "diffMatchPatch" does not apply to the text at ${segments.join('.')}`)
  }
  write(doc, segments, result)
}

/** What a patch body may hold besides its target (`id` or `query`, with `params`) and revision guard. */
const patchFields = new Set([
  'id',
  'query',
  'params',
  'ifRevisionID',
  'set',
  'setIfMissing',
  'unset',
  'inc',
  'dec',
  'insert',
  'diffMatchPatch',
])

/** Applies one patch body (the fields next to `id`) to a copy of `doc`. */
export function applyPatch(doc: Record<string, Json>, patch: Record<string, unknown>): Record<string, Json> {
  const unknown = Object.keys(patch).find((field) => !patchFields.has(field))
  if (unknown) throw badRequest(`Unknown patch operation "${unknown.slice(0, 60)}"`)
  const next = clone(doc)
  for (const [segments, value] of entries(patch.setIfMissing, 'setIfMissing')) {
    if (read(next, segments) === undefined) write(next, segments, value)
  }
  for (const [segments, value] of entries(patch.set, 'set')) write(next, segments, value)
  if (patch.unset !== undefined) {
    if (!Array.isArray(patch.unset)) throw badRequest('Patch "unset" must be an array of paths')
    for (const path of patch.unset) remove(next, entries({ [String(path)]: null }, 'unset')[0]?.[0] ?? [])
  }
  for (const [name, sign] of [
    ['inc', 1],
    ['dec', -1],
  ] as const) {
    for (const [segments, value] of entries(patch[name], name)) {
      const current = read(next, segments)
      if (typeof value !== 'number' || (current !== undefined && typeof current !== 'number')) {
        throw badRequest(`Patch "${name}" needs numbers at ${segments.join('.')}`)
      }
      write(next, segments, (current ?? 0) + sign * value)
    }
  }
  if (patch.insert !== undefined) insert(next, patch.insert)
  for (const [segments, text] of entries(patch.diffMatchPatch, 'diffMatchPatch')) {
    diffMatchPatch(next, segments, text)
  }
  return next
}
