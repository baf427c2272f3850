/**
 * Content source maps (Sanity's `resultSourceMap`, asked for with `resultSourceMap=true` or
 * `withKeyArraySelector`): for each string of a query result that is a document's own value, which
 * document and which path it came from. @sanity/client turns them into stega-encoded strings for
 * visual editing (docs/decisions/170).
 *
 * groq-js does not track where values come from, so the map is rebuilt from the result: an object
 * with an `_id` of a visible document opens that document, and below it each key and each array item
 * (by `_key`, else by position) is followed in the document too. A string is mapped only when the
 * document holds the very same string at that path, so renamed, computed or joined values are
 * never mapped to the wrong field (Sanity maps some of those; the stand-in leaves them out).
 */
import type { Doc } from './store.ts'

type Segment = string | number | { _key: string }

export interface ContentSourceMap {
  documents: Array<{ _id: string; _type: string }>
  paths: string[]
  mappings: Record<
    string,
    { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }
  >
}

const escapeJsonPath = (text: string) =>
  text.replace(
    /[\f\n\r\t'\\]/g,
    (c) => ({ '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'", '\\': '\\\\' })[c] ?? c,
  )

function jsonPath(path: ReadonlyArray<Segment>): string {
  return `$${path
    .map((s) =>
      typeof s === 'string'
        ? `['${escapeJsonPath(s)}']`
        : typeof s === 'number'
          ? `[${s}]`
          : `[?(@._key=='${escapeJsonPath(s._key)}')]`,
    )
    .join('')}`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

interface Source {
  readonly document: number
  readonly path: ReadonlyArray<Segment>
  readonly value: unknown
}

/** The source map of `result`, read from `documents` (the caller's view of the dataset). */
export function sourceMapOf(result: unknown, documents: ReadonlyArray<Doc>): ContentSourceMap {
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentIndex = new Map<string, number>()
  const pathIndex = new Map<string, number>()

  const open = (doc: Doc): Source => {
    const id = typeof doc._originalId === 'string' ? doc._originalId : doc._id
    let index = documentIndex.get(id)
    if (index === undefined) {
      index = map.documents.push({ _id: id, _type: doc._type }) - 1
      documentIndex.set(id, index)
    }
    return { document: index, path: [], value: doc }
  }

  const walk = (value: unknown, resultPath: Array<string | number>, source: Source | undefined): void => {
    if (isRecord(value) && typeof value._id === 'string') {
      const doc = byId.get(value._id)
      if (doc) source = open(doc)
    }
    if (typeof value === 'string') {
      if (source && source.value === value) {
        const path = jsonPath(source.path)
        let index = pathIndex.get(path)
        if (index === undefined) {
          index = map.paths.push(path) - 1
          pathIndex.set(path, index)
        }
        map.mappings[jsonPath(resultPath)] = {
          type: 'value',
          source: { type: 'documentValue', document: source.document, path: index },
        }
      }
      return
    }
    if (Array.isArray(value)) {
      const sourceItems = source && Array.isArray(source.value) ? source.value : undefined
      value.forEach((item, index) => {
        const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
        const found =
          key !== undefined ? sourceItems?.find((s) => isRecord(s) && s._key === key) : sourceItems?.[index]
        const segment: Segment = key !== undefined ? { _key: key } : index
        walk(
          item,
          [...resultPath, index],
          source && found !== undefined
            ? { ...source, path: [...source.path, segment], value: found }
            : undefined,
        )
      })
      return
    }
    if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        const found = source && isRecord(source.value) ? source.value[key] : undefined
        walk(
          item,
          [...resultPath, key],
          source && found !== undefined
            ? { ...source, path: [...source.path, key], value: found }
            : undefined,
        )
      }
    }
  }

  walk(result, [], undefined)
  return map
}
