import { describe, expect, it } from 'vitest'
import { ApiError } from './errors.ts'
import { applyPatch, parsePath } from './patch.ts'

const doc = {
  _id: 'd',
  _type: 't',
  title: 'x',
  list: [
    { _key: 'a', n: 1 },
    { _key: 'b', n: 2 },
  ],
}

describe('patch paths', () => {
  it('parses attributes, indexes and _key selectors', () => {
    expect(parsePath('a.b[2].c[_key=="k"].d[-1]')).toEqual(['a', 'b', 2, 'c', { key: 'k' }, 'd', -1])
  })

  it('rejects paths it does not understand with a 400', () => {
    for (const path of ['', '[0]', 'a..b', 'a[', 'a[*]', 'a b']) {
      expect(() => parsePath(path), path).toThrow(ApiError)
    }
  })
})

describe('applyPatch', () => {
  it('sets inside arrays by _key and index without touching the input', () => {
    const next = applyPatch(doc, { set: { 'list[_key=="b"].n': 5, 'list[0].n': 7 } })
    expect(next.list).toEqual([
      { _key: 'a', n: 7 },
      { _key: 'b', n: 5 },
    ])
    expect(doc.list[1]?.n).toBe(2)
  })

  it('inserts before, after and in place of an array item', () => {
    const after = applyPatch(doc, { insert: { after: 'list[_key=="a"]', items: [{ _key: 'c' }] } })
    expect((after.list as { _key: string }[]).map((item) => item._key)).toEqual(['a', 'c', 'b'])
    const before = applyPatch(doc, { insert: { before: 'list[0]', items: [{ _key: 'z' }] } })
    expect((before.list as { _key: string }[]).map((item) => item._key)).toEqual(['z', 'a', 'b'])
    const replaced = applyPatch(doc, { insert: { replace: 'list[-1]', items: [{ _key: 'y' }] } })
    expect((replaced.list as { _key: string }[]).map((item) => item._key)).toEqual(['a', 'y'])
  })

  it('unsets array items and fields, decrements, and refuses system fields and non-numbers', () => {
    const next = applyPatch(doc, { unset: ['list[_key=="a"]', 'title'], dec: { count: 2 } })
    expect(next).toEqual({ _id: 'd', _type: 't', list: [{ _key: 'b', n: 2 }], count: -2 })
    expect(() => applyPatch(doc, { set: { _id: 'other' } })).toThrow(/cannot change/)
    expect(() => applyPatch(doc, { inc: { title: 1 } })).toThrow(/numbers/)
  })

  it('edits a string by a diff-match-patch text, as a Studio sends each keystroke', () => {
    const hero = { ...doc, blocks: [{ _key: 'h', heading: 'Make the track that is stuck in your head.' }] }
    // A Studio's own patch text for appending " Now." to the heading (diff-match-patch's unidiff form).
    const studioText = '@@ -35,8 +35,13 @@\n  head.\n+ Now.\n'
    const next = applyPatch(hero, { diffMatchPatch: { 'blocks[_key=="h"].heading': studioText } })
    expect(next.blocks).toEqual([{ _key: 'h', heading: 'Make the track that is stuck in your head. Now.' }])
    expect(hero.blocks[0]?.heading).toBe('Make the track that is stuck in your head.')
  })

  it('refuses a diff-match-patch on a missing or non-string value, or text that is not a patch', () => {
    expect(() => applyPatch(doc, { diffMatchPatch: { missing: '@@ -1 +1 @@\n-a\n+b\n' } })).toThrow(ApiError)
    expect(() => applyPatch(doc, { diffMatchPatch: { 'list[0].n': '@@ -1 +1 @@\n-a\n+b\n' } })).toThrow(
      /string/,
    )
    expect(() => applyPatch(doc, { diffMatchPatch: { title: 'not a patch' } })).toThrow(ApiError)
  })

  it('refuses an operation it does not know instead of answering as if it had applied it', () => {
    expect(() => applyPatch(doc, { rename: { title: 'name' } })).toThrow(/Unknown patch operation "rename"/)
  })
})
