import { describe, expect, it } from 'vitest'
import { fileBytes, fileKinds } from './content.ts'
import { parseRange } from './range.ts'

describe('file bytes', () => {
  it('are the same for the same id and differ between ids, for every kind', () => {
    for (const kind of fileKinds) {
      expect(fileBytes(kind, 'a').equals(fileBytes(kind, 'a'))).toBe(true)
      expect(fileBytes(kind, 'a').equals(fileBytes(kind, 'b'))).toBe(false)
    }
  })
})

describe('parseRange', () => {
  it('reads one range and ignores what it cannot serve as one', () => {
    expect(parseRange('bytes=2-4', 10)).toEqual({ start: 2, end: 4 })
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 })
    expect(parseRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 })
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable')
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable')
    for (const ignored of [undefined, '', 'bytes=-', 'bytes=5-2', 'items=0-1', 'bytes=0-1,3-4']) {
      expect(parseRange(ignored, 10)).toBeUndefined()
    }
  })
})
