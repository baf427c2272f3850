import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError } from './errors.ts'
import { checkApiVersion, checkAssetType, checkDataset, checkDocumentId, checkTag } from './validate.ts'

const rejects = (check: () => unknown) => {
  try {
    check()
  } catch (error) {
    return error instanceof ApiError && error.status === 400
  }
  return false
}

describe('content-service limits (spec §5)', () => {
  it('dataset names: lowercase letters, digits, _ and -, up to 64', () => {
    for (const name of ['production', 'dev_2', 'a-b', 'x'.repeat(64)]) expect(checkDataset(name)).toBe(name)
    for (const name of ['', 'Production', 'a b', 'a.b', 'x'.repeat(65), 'ü'])
      expect(
        rejects(() => checkDataset(name)),
        name,
      ).toBe(true)
  })

  it('document ids: up to 128 characters, no double dots', () => {
    for (const id of ['home', 'drafts.home', 'image-abc-10x10-png', 'x'.repeat(128)])
      expect(checkDocumentId(id)).toBe(id)
    for (const id of ['', 'a..b', 'x'.repeat(129), '-lead', 'a/b', 'a b'])
      expect(
        rejects(() => checkDocumentId(id)),
        id,
      ).toBe(true)
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (id) => {
        const accepted = !rejects(() => checkDocumentId(id))
        if (accepted) expect(id.length <= 128 && !id.includes('..')).toBe(true)
      }),
    )
  })

  it('API versions: 1, X or a real YYYY-MM-DD date', () => {
    for (const version of ['1', 'X', '2021-10-21', '2025-02-19'])
      expect(checkApiVersion(version)).toBe(version)
    for (const version of ['2', 'x', 'latest', '2021-13-01', '2021-1-1', '']) {
      expect(
        rejects(() => checkApiVersion(version)),
        version,
      ).toBe(true)
    }
  })

  it('request tags: 1 to 75 of letters, digits, _, - and .', () => {
    expect(() => checkTag(null)).not.toThrow()
    expect(() => checkTag('site.page-home_1')).not.toThrow()
    for (const tag of ['', 't'.repeat(76), 'a b', 'a/b'])
      expect(
        rejects(() => checkTag(tag)),
        tag,
      ).toBe(true)
  })

  it('asset types: images or files', () => {
    expect(checkAssetType('images')).toBe('image')
    expect(checkAssetType('files')).toBe('file')
    expect(rejects(() => checkAssetType('videos'))).toBe(true)
  })
})
