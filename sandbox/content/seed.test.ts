import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startContentSandbox } from './app.ts'
import { parseNdjson, toNdjson } from './seed.ts'

const at = '2026-01-01T00:00:00.000Z'

describe('NDJSON seed', () => {
  it('fills in _createdAt, _updatedAt and _rev, keeping what the line has', () => {
    const [doc] = parseNdjson('{"_id":"a","_type":"t","_rev":"r1"}\n\n', 'x.ndjson', at)
    expect(doc).toEqual({ _id: 'a', _type: 't', _rev: 'r1', _createdAt: at, _updatedAt: at })
  })

  it('names the file and line of a bad document', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"t"}\n{oops', 'p.ndjson', at)).toThrow(
      'p.ndjson:2: not valid JSON',
    )
    expect(() => parseNdjson('{"_type":"t"}', 'p.ndjson', at)).toThrow(
      'p.ndjson:1: a document needs a string _id',
    )
    expect(() => parseNdjson('{"_id":"a..b","_type":"t"}', 'p.ndjson', at)).toThrow(
      /p.ndjson:1: Invalid document id/,
    )
  })

  it('writes documents sorted by id, one per line, and reads them back unchanged', () => {
    const docs = [
      { _id: 'b', _type: 't', _rev: 'x', _createdAt: at, _updatedAt: at },
      { _id: 'a', _type: 't', _rev: 'y', _createdAt: at, _updatedAt: at, nested: { list: [1, 'two'] } },
    ]
    const text = toNdjson(docs)
    expect(
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)._id),
    ).toEqual(['a', 'b'])
    expect(parseNdjson(text, 'round.ndjson', 'later')).toEqual([docs[1], docs[0]])
  })

  it('refuses to start on a broken seed with the reason', async () => {
    const root = mkdtempSync(join(tmpdir(), 'content-seed-'))
    writeFileSync(join(root, 'production.ndjson'), '{"_id":"ok","_type":"t"}\nnot json\n')
    await expect(
      startContentSandbox({ port: 0, dataDir: join(root, 'data'), seedDir: root }),
    ).rejects.toThrow('production.ndjson:2: not valid JSON')
    rmSync(root, { recursive: true, force: true })
  })
})
