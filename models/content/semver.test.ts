import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatVersion,
  latestFirst,
  parseVersion,
  releaseLines,
  type SemanticVersion,
  sortLatestFirst,
} from './semver.ts'

const part = fc.integer({ min: 0, max: 999 })
const version = fc.record({ majorVersion: part, minorVersion: part, patchVersion: part })

describe('semantic versions', () => {
  it('orders numerically, latest first (1.10.0 before 1.9.0)', () => {
    const list = ['1.9.0', '1.10.0', '2.0.0', '1.9.10', '1.9.2'].map((v) => ({
      semanticVersion: parseVersion(v)!,
    }))
    expect(sortLatestFirst(list).map((x) => formatVersion(x.semanticVersion))).toEqual([
      '2.0.0',
      '1.10.0',
      '1.9.10',
      '1.9.2',
      '1.9.0',
    ])
  })

  it('sorting gives a list where every neighbour pair is in order, and keeps every item', () => {
    fc.assert(
      fc.property(fc.array(version), (versions) => {
        const sorted = sortLatestFirst(versions.map((semanticVersion) => ({ semanticVersion })))
        expect(sorted).toHaveLength(versions.length)
        for (let i = 1; i < sorted.length; i++)
          expect(latestFirst(sorted[i - 1]!.semanticVersion, sorted[i]!.semanticVersion)).toBeLessThanOrEqual(
            0,
          )
      }),
    )
  })

  it('is antisymmetric and agrees with the formatted text round trip', () => {
    fc.assert(
      fc.property(version, version, (a: SemanticVersion, b: SemanticVersion) => {
        expect(Math.sign(latestFirst(a, b))).toBe(-Math.sign(latestFirst(b, a)))
        expect(parseVersion(formatVersion(a))).toEqual(a)
      }),
    )
  })

  it.each(['1.2', '1.2.3.4', '01.2.3', 'v1.2.3', '1.2.-3', '', '1..2'])('rejects %j', (text) => {
    expect(parseVersion(text)).toBeUndefined()
  })
})

describe('releaseLines', () => {
  const v = (text: string) => ({ semanticVersion: parseVersion(text) as SemanticVersion, text })
  it('groups by major.minor, newest line and newest version first', () => {
    const lines = releaseLines(['1.9.0', '2.0.1', '1.10.2', '2.0.0', '1.10.0'].map(v))
    expect(lines.map((l) => [l.line, l.versions.map((x) => x.text)])).toEqual([
      ['2.0', ['2.0.1', '2.0.0']],
      ['1.10', ['1.10.2', '1.10.0']],
      ['1.9', ['1.9.0']],
    ])
  })
  it('keeps every version exactly once, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(5), fc.nat(12), fc.nat(12))), (parts) => {
        const items = parts.map(([a, b, c]) => v(`${a}.${b}.${c}`))
        const flat = releaseLines(items).flatMap((l) => l.versions)
        expect(flat.length).toBe(items.length)
        expect(flat.map((x) => x.text)).toEqual(sortLatestFirst(items).map((x) => x.text))
      }),
    )
  })
})
