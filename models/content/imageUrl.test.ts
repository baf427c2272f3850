import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildUrl, fileUrl, imageDimensions, imageSrcSet, imageUrl } from './imageUrl.ts'

const cdn = { baseUrl: 'http://127.0.0.1:3333', projectId: 'pulsewave', dataset: 'production' }
const ref = 'image-abc123-2000x1000-jpg'

describe('imageUrl', () => {
  it('points at the configured CDN with the requested size and format', () => {
    const url = new URL(
      imageUrl(cdn, { asset: { _ref: ref } }, { width: 400, format: 'webp', quality: 70 }) ?? '',
    )
    expect(url.origin).toBe('http://127.0.0.1:3333')
    expect(url.pathname).toBe('/images/pulsewave/production/abc123-2000x1000.jpg')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ w: '400', fm: 'webp', q: '70' })
  })

  it('turns crop and hotspot into a rect', () => {
    const url = new URL(
      imageUrl(
        cdn,
        {
          asset: { _ref: ref },
          crop: { top: 0.1, bottom: 0.1, left: 0.25, right: 0.25 },
          hotspot: { x: 0.5, y: 0.5, width: 0.2, height: 0.2 },
        },
        { width: 300, height: 300 },
      ) ?? '',
    )
    // Crop leaves 1000x800 starting at (500,100); a square around the hotspot fits inside it.
    const [left, top, w, h] = (url.searchParams.get('rect') ?? '').split(',').map(Number)
    expect(w).toBe(h)
    expect(left).toBeGreaterThanOrEqual(500)
    expect(top).toBeGreaterThanOrEqual(100)
    expect((left ?? 0) + (w ?? 0)).toBeLessThanOrEqual(1500)
  })

  it('gives undefined, not an exception, for a malformed reference', () => {
    expect(imageUrl(cdn, { asset: { _ref: 'image-nope' } })).toBeUndefined()
    expect(imageSrcSet(cdn, { asset: { _ref: 'file-abc-pdf' } }, [100])).toBe('')
    expect(imageDimensions({ asset: { _ref: 'x' } })).toBeUndefined()
  })

  it('offers no srcset width above the original', () => {
    const set = imageSrcSet(cdn, { asset: { _ref: ref } }, [640, 1280, 2560])
    expect(set.split(', ').map((s) => s.split(' ')[1])).toEqual(['640w', '1280w'])
  })

  it('remembers URLs without ever answering one built for other inputs', () => {
    const fraction = fc.double({ min: 0, max: 0.4, noNaN: true })
    const input = fc.record({
      cdn: fc.record({
        baseUrl: fc.constantFrom('http://127.0.0.1:3333', 'https://cdn.sanity.io'),
        projectId: fc.constantFrom('pulsewave', 'other'),
        dataset: fc.constantFrom('production', 'staging'),
      }),
      ref: fc.constantFrom(ref, 'image-def456-640x480-png', 'image-bad'),
      crop: fc.option(fc.record({ top: fraction, bottom: fraction, left: fraction, right: fraction }), {
        nil: undefined,
      }),
      hotspot: fc.option(fc.record({ x: fraction, y: fraction, width: fraction, height: fraction }), {
        nil: undefined,
      }),
      options: fc.record(
        {
          width: fc.integer({ min: 1, max: 3000 }),
          height: fc.integer({ min: 1, max: 3000 }),
          format: fc.constantFrom('webp' as const, 'jpg' as const, 'png' as const),
          quality: fc.integer({ min: 1, max: 100 }),
          dpr: fc.constantFrom(1, 2, 3),
          fit: fc.constantFrom('crop' as const, 'max' as const, 'clip' as const),
        },
        { requiredKeys: [] },
      ),
    })
    // Several inputs in a row, each asked twice: a key that missed an input would answer an earlier URL.
    fc.assert(
      fc.property(fc.array(input, { minLength: 2, maxLength: 8 }), (inputs) => {
        for (const { cdn: at, ref: r, crop, hotspot, options } of inputs) {
          const image = { asset: { _ref: r }, crop, hotspot }
          const expected = buildUrl(at, image, options)
          expect(imageUrl(at, image, options)).toBe(expected)
          expect(imageUrl(at, image, options)).toBe(expected)
        }
      }),
    )
  })

  it('reads dimensions from the reference', () => {
    expect(imageDimensions({ asset: { _ref: ref } })).toEqual({ width: 2000, height: 1000, aspectRatio: 2 })
  })
})

describe('fileUrl', () => {
  it('builds the files path, or undefined for a bad reference', () => {
    expect(fileUrl({ ...cdn, baseUrl: 'https://cdn.sanity.io/' }, { asset: { _ref: 'file-f00d-wav' } })).toBe(
      'https://cdn.sanity.io/files/pulsewave/production/f00d.wav',
    )
    expect(fileUrl(cdn, { asset: { _ref: 'image-a-1x1-png' } })).toBeUndefined()
  })
})
