import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chunkReloadWindowMs, decideChunkReload, parseChunkReloadRecord } from './chunkReload.ts'

describe('decideChunkReload', () => {
  it('reloads the first time and stores a record that expires after the 10 s window', () => {
    expect(decideChunkReload(undefined, '/studio', 1_000)).toEqual({
      reload: true,
      record: { path: '/studio', expires: 1_000 + chunkReloadWindowMs },
    })
    expect(chunkReloadWindowMs).toBe(10_000)
  })

  it('does not reload the same path twice within the window, and does once it has passed', () => {
    const first = decideChunkReload(undefined, '/studio', 0)
    if (!first.reload) throw new Error('expected a reload')
    expect(decideChunkReload(first.record, '/studio', 9_999).reload).toBe(false)
    expect(decideChunkReload(first.record, '/studio', 10_000).reload).toBe(true)
  })

  it('guards each path on its own', () => {
    const first = decideChunkReload(undefined, '/studio', 0)
    if (!first.reload) throw new Error('expected a reload')
    expect(decideChunkReload(first.record, '/sample', 1).reload).toBe(true)
  })

  it('never reloads one path twice inside any window, whatever the sequence of failures', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('/a', '/b', '/c'), fc.integer({ min: 0, max: 5_000 })), {
          maxLength: 40,
        }),
        (failures) => {
          let record: ReturnType<typeof parseChunkReloadRecord>
          let now = 0
          const reloads: Array<{ path: string; at: number }> = []
          for (const [path, gap] of failures) {
            now += gap
            const decision = decideChunkReload(record, path, now)
            if (decision.reload) {
              reloads.push({ path, at: now })
              record = decision.record
            }
          }
          for (const [i, a] of reloads.entries()) {
            const b = reloads[i + 1]
            if (b && b.path === a.path) expect(b.at - a.at).toBeGreaterThanOrEqual(chunkReloadWindowMs)
          }
        },
      ),
    )
  })
})

describe('parseChunkReloadRecord', () => {
  it('reads a stored record and ignores anything malformed', () => {
    expect(parseChunkReloadRecord('{"path":"/x","expires":5}')).toEqual({ path: '/x', expires: 5 })
    for (const raw of [null, '', 'not json', '{"path":1,"expires":5}', '{"path":"/x"}', '[]']) {
      expect(parseChunkReloadRecord(raw)).toBeUndefined()
    }
  })
})
