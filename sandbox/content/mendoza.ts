/**
 * Mendoza patches (Sanity's effect format, github.com/sanity-io/mendoza) from two versions of a
 * document: what listeners and the history API send as `effects: {apply, revert}` when asked for
 * `effectFormat=mendoza`. The Studio applies them to the revision it has and attributes each changed
 * value to the transaction that changed it, so the encoder keeps unchanged fields and array items
 * (copied from the input) apart from changed ones (new values), recursing into objects and keyed
 * array items. Creation and deletion are whole-value patches; `[0, null]` is a deletion.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Op = number | string | Json

// Opcodes, by their index in mendoza's table.
const Value = 0
const PushElementCopy = 12
const PushFieldCopy = 10
const PushFieldBlank = 11
const ReturnIntoArrayPop = 16
const ReturnIntoObjectSameKeyPop = 15
const ObjectSetFieldValue = 17
const ObjectDeleteField = 19
const ArrayAppendValue = 20
const ArrayAppendSlice = 21

function isObject(value: unknown): value is { [key: string]: Json } {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => same(v, b[i]))
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]))
  }
  return false
}

/** The patch that turns `left` into `right` (null for an absent document on either side). */
export function mendozaPatch(left: unknown, right: unknown): Op[] {
  if (left === null || right === null || !isObject(left) || !isObject(right))
    return [Value, (right ?? null) as Json]
  const ops: Op[] = []
  objectOps(left, right, ops)
  return ops
}

/** Ops on the current output (a copy of `left`) that make it `right`. */
function objectOps(left: { [key: string]: Json }, right: { [key: string]: Json }, ops: Op[]): void {
  // Mendoza addresses input fields by their index in the sorted key list.
  const keys = Object.keys(left).sort()
  keys.forEach((key, index) => {
    if (!Object.hasOwn(right, key)) ops.push(ObjectDeleteField, index)
  })
  for (const [key, value] of Object.entries(right)) {
    const index = keys.indexOf(key)
    const before = index === -1 ? undefined : left[key]
    if (index !== -1 && same(before, value)) continue
    if (index !== -1 && isObject(before) && isObject(value)) {
      ops.push(PushFieldCopy, index)
      objectOps(before, value, ops)
      ops.push(ReturnIntoObjectSameKeyPop)
    } else if (index !== -1 && Array.isArray(before) && Array.isArray(value) && value.length > 0) {
      // (An empty result is a plain value: a blank output with nothing appended would end as null.)
      ops.push(PushFieldBlank, index)
      arrayOps(before, value, ops)
      ops.push(ReturnIntoObjectSameKeyPop)
    } else {
      ops.push(ObjectSetFieldValue, value, key)
    }
  }
}

/** Builds `right` into an empty output array from `left`'s items where they are kept or edited. */
function arrayOps(left: Json[], right: Json[], ops: Op[]): void {
  const byKey = new Map<string, number>()
  left.forEach((item, index) => {
    if (isObject(item) && typeof item._key === 'string') byKey.set(item._key, index)
  })
  right.forEach((item, position) => {
    const keyed = isObject(item) && typeof item._key === 'string' ? byKey.get(item._key) : undefined
    const index = keyed ?? (position < left.length && !byKey.size ? position : undefined)
    const before = index === undefined ? undefined : left[index]
    if (index !== undefined && same(before, item)) ops.push(ArrayAppendSlice, index, index + 1)
    else if (index !== undefined && isObject(before) && isObject(item)) {
      ops.push(PushElementCopy, index)
      objectOps(before, item, ops)
      ops.push(ReturnIntoArrayPop)
    } else ops.push(ArrayAppendValue, item)
  })
}
