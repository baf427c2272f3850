import { describe, expect, it } from 'vitest'
import { generatedBytes, generatedFileOf, generatedSource } from './generated.ts'

describe('generated files', () => {
  it('gives exactly the size asked for, the same bytes every time, different bytes per name', () => {
    for (const size of [0, 5, 80, 1000, 250_000]) {
      const bytes = generatedBytes('Studio-1.0.0-win64.exe', size)
      expect(bytes.length).toBe(size)
      expect(bytes.equals(generatedBytes('Studio-1.0.0-win64.exe', size))).toBe(true)
    }
    const a = generatedBytes('a.exe', 10_000)
    const b = generatedBytes('b.exe', 10_000)
    expect(a.subarray(200).equals(b.subarray(200))).toBe(false)
  })

  it('writes printable ASCII only, so a text reply carries it unchanged', () => {
    const bytes = generatedBytes('Sample-2.0.0-universal.dmg', 50_000)
    expect(bytes.every((byte) => byte === 0x0a || (byte >= 0x20 && byte < 0x7f))).toBe(true)
    expect(Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes)).toBe(true)
  })

  it('recognises only asset documents marked as generated, with a name and a whole size', () => {
    const doc = { source: { name: generatedSource }, originalFilename: 'x.exe', size: 10, mimeType: 'a/b' }
    expect(generatedFileOf(doc)).toEqual({ originalFilename: 'x.exe', size: 10, mimeType: 'a/b' })
    expect(generatedFileOf({ ...doc, source: { name: 'unsplash' } })).toBeUndefined()
    expect(generatedFileOf({ ...doc, size: -1 })).toBeUndefined()
    expect(generatedFileOf({ ...doc, size: 1.5 })).toBeUndefined()
    expect(generatedFileOf({ ...doc, originalFilename: undefined })).toBeUndefined()
    expect(generatedFileOf(undefined)).toBeUndefined()
  })
})
