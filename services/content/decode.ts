/**
 * From a raw query result to model values. GROQ projections yield `null` for missing fields and
 * dangling references; Sanity's documents simply omit them. Nulls are dropped first, so the schemas
 * only know "present" or "absent".
 */
import { Effect, Schema } from 'effect'
import { ContentDecodeError } from './errors.ts'

/** A copy without null values (in objects) and null items (in arrays). */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== null).map(dropNulls)
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) if (v !== null) out[k] = dropNulls(v)
    return out
  }
  return value
}

/** Decodes with a schema; a mismatch is a ContentDecodeError naming what was being read. */
export function decodeAs<S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  what: string,
) {
  const decode = Schema.decodeUnknownEffect(schema)
  return (raw: unknown): Effect.Effect<S['Type'], ContentDecodeError> =>
    decode(dropNulls(raw)).pipe(
      Effect.mapError((issue) => new ContentDecodeError({ what, detail: String(issue).slice(0, 2000) })),
    )
}
