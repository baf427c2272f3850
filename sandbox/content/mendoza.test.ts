/**
 * The stand-in's mendoza encoder against the reference decoder (the `mendoza` package the Studio
 * uses): for any two JSON documents, applying the patch to the first gives the second, and the
 * reverse patch gives the first back.
 */
import fc from 'fast-check'
import { applyPatch } from 'mendoza'
import { describe, expect, it } from 'vitest'
import { mendozaPatch } from './mendoza.ts'

const key = fc.constantFrom('a', 'b', 'c', 'title', '_key', 'body')
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, true, false),
    fc.integer(),
    fc.string({ maxLength: 6 }),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(
    fc.oneof(tie('value'), fc.record({ _key: fc.constantFrom('k1', 'k2', 'k3'), v: tie('value') })),
    { maxLength: 4 },
  ),
  object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
})).object

describe('mendoza patches', () => {
  it('turn any document into any other and back', () => {
    fc.assert(
      fc.property(json, json, (left, right) => {
        expect(applyPatch(left, mendozaPatch(left, right))).toEqual(right)
        expect(applyPatch(right, mendozaPatch(right, left))).toEqual(left)
      }),
      { numRuns: 500 },
    )
  })

  it('mark creation and deletion as whole-value patches', () => {
    expect(mendozaPatch(null, { _id: 'a' })).toEqual([0, { _id: 'a' }])
    expect(mendozaPatch({ _id: 'a' }, null)).toEqual([0, null])
  })

  it('copy what did not change, so only the edited heading is new', () => {
    const left = { title: 'T', pageBuilder: [{ _key: 's1', heading: 'Old', body: 'x' }, { _key: 's2' }] }
    const right = { title: 'T', pageBuilder: [{ _key: 's1', heading: 'New', body: 'x' }, { _key: 's2' }] }
    const patch = mendozaPatch(left, right)
    expect(JSON.stringify(patch)).toContain('"New"')
    expect(JSON.stringify(patch)).not.toContain('"x"')
    expect(applyPatch(left, patch)).toEqual(right)
  })
})
