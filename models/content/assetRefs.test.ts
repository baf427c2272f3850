import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fileRef, imageRef, parseFileRef, parseImageRef } from './assetRefs.ts'

const id = fc.stringMatching(/^[A-Za-z0-9]{1,40}$/)
const size = fc.integer({ min: 1, max: 99_999 })
const ext = fc.stringMatching(/^[a-z0-9]{1,5}$/)

describe('parseImageRef', () => {
  it('reads id, width, height and format', () => {
    expect(parseImageRef('image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg')).toEqual({
      ok: true,
      value: { id: 'Tb9Ew8CXIwaY6R1kjMvI0uRR', width: 2000, height: 3000, format: 'jpg' },
    })
  })

  it('round-trips every well-formed reference', () => {
    fc.assert(
      fc.property(id, size, size, ext, (i, width, height, format) => {
        const parts = { id: i, width, height, format }
        expect(parseImageRef(imageRef(parts))).toEqual({ ok: true, value: parts })
      }),
    )
  })

  it.each([
    'image-abc-0x10-jpg',
    'image-abc-10x10',
    'file-abc-pdf',
    'image--10x10-png',
    'image-abc-10x10-jpg-extra',
    'IMAGE-abc-10x10-jpg',
    '',
  ])('reports %j as an invalid image reference', (ref) => {
    const result = parseImageRef(ref)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatchObject({ _tag: 'InvalidAssetRef', ref, expected: 'image' })
  })

  it('reports non-strings, even ones that cannot be turned into text', () => {
    for (const value of [
      Object.create(null),
      {
        toString: () => {
          throw new Error('boom')
        },
      },
      null,
      42,
    ]) {
      const result = parseImageRef(value)
      expect(result.ok).toBe(false)
    }
  })

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (value) => {
        const result = parseImageRef(value)
        expect(typeof result.ok).toBe('boolean')
      }),
    )
  })
})

describe('parseFileRef', () => {
  it('round-trips every well-formed reference', () => {
    fc.assert(
      fc.property(id, ext, (i, e) => {
        expect(parseFileRef(fileRef({ id: i, ext: e }))).toEqual({ ok: true, value: { id: i, ext: e } })
      }),
    )
  })

  it.each(['file-abc', 'image-abc-10x10-png', 'file-abc-pdf-x', 'file-ab c-pdf'])(
    'reports %j as invalid',
    (ref) => {
      const result = parseFileRef(ref)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.error.message).toContain(ref)
    },
  )

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(typeof parseFileRef(s).ok).toBe('boolean')
      }),
    )
  })
})
