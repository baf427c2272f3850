import { describe, expect, it } from 'vitest'
import { parsePerspective, view } from './perspective.ts'
import type { Doc } from './store.ts'

const docs: Doc[] = [
  { _id: 'a', _type: 't', v: 'published a' },
  { _id: 'drafts.a', _type: 't', v: 'draft a' },
  { _id: 'drafts.b', _type: 't', v: 'draft b' },
  { _id: 'versions.r1.a', _type: 't', v: 'release a' },
  { _id: 'c', _type: 't', v: 'published c' },
]
const ids = (list: Doc[]) => list.map((doc) => doc._id).sort()

describe('perspectives', () => {
  it('never shows private ids to anonymous callers', () => {
    for (const perspective of ['raw', 'published', 'drafts'] as const) {
      expect(ids(view(docs, perspective, false))).toEqual(['a', 'c'])
    }
  })

  it('overlays drafts on published documents for the editor', () => {
    const overlaid = view(docs, 'drafts', true)
    expect(overlaid.map((doc) => [doc._id, doc.v, doc._originalId])).toEqual([
      ['a', 'draft a', 'drafts.a'],
      ['b', 'draft b', 'drafts.b'],
      ['c', 'published c', 'c'],
    ])
    expect(ids(view(docs, 'raw', true))).toEqual(ids(docs))
    expect(ids(view(docs, 'published', true))).toEqual(['a', 'c'])
  })

  it('defaults to raw before API 2025-02-19 and published from it; previewDrafts means drafts', () => {
    expect(parsePerspective(null, '2021-10-21')).toBe('raw')
    expect(parsePerspective(null, '2025-02-19')).toBe('published')
    expect(parsePerspective('previewDrafts', '2021-10-21')).toBe('drafts')
    expect(() => parsePerspective('nonsense', '2021-10-21')).toThrow(/Invalid perspective/)
  })
})
