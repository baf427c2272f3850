import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFor, editorToken, fixtureDocuments, writeFixtureSeed } from './testing.ts'

const main = resolve(import.meta.dirname, 'main.ts')
let root: string
let seedDir: string
const children: ChildProcess[] = []

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'content-durable-'))
  seedDir = await writeFixtureSeed(root)
})
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(root, { recursive: true, force: true })
})

/** Starts main.ts as its own process, as `npm start` does, and resolves with its URL. */
function start(dataDir: string, seed = seedDir): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, CONTENT_SEED_DIR: seed },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  return new Promise((ok, fail) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk
      const match = /READY (\S+)/.exec(out)
      if (match?.[1]) ok({ url: match[1], child })
    })
    child.once('exit', (code) => fail(new Error(`content sandbox exited with ${code}`)))
  })
}

const killed = (child: ChildProcess) =>
  new Promise<void>((ok) => {
    child.once('exit', () => ok())
    child.kill('SIGKILL')
  })

describe('durability and NDJSON round trip', () => {
  it('keeps an acknowledged mutation across kill -9', async () => {
    const dataDir = join(root, 'data-kill')
    const first = await start(dataDir)
    const editor = clientFor(first.url, editorToken)
    await editor.create({ _id: 'durable-1', _type: 'note', body: 'survives' })
    await editor.patch('home').set({ title: 'Changed before the crash' }).commit()
    const burst = Array.from({ length: 30 }, (_, i) =>
      editor.create({ _id: `burst-${i}`, _type: 'burst', i }),
    )
    await Promise.all(burst)
    await killed(first.child)

    const second = await start(dataDir)
    const reader = clientFor(second.url)
    expect(await reader.getDocument('durable-1')).toMatchObject({ body: 'survives' })
    expect(await reader.fetch('*[_id == "home"][0].title')).toBe('Changed before the crash')
    expect(await reader.fetch('count(*[_type == "burst"])')).toBe(30)
    // The seed is loaded only into an empty database: the restart did not re-import it over the edits.
    expect(await reader.fetch('count(*[_type == "page"])')).toBe(2)
    await killed(second.child)
  })

  it('exports the dataset back to NDJSON that imports to the same documents', async () => {
    const dataDir = join(root, 'data-export')
    const first = await start(dataDir)
    await clientFor(first.url, editorToken).create({ _id: 'exported-1', _type: 'note' })
    const before = await clientFor(first.url, editorToken).fetch('*|order(_id)')
    await killed(first.child)

    const outDir = join(root, 'export')
    const exporter = spawn(process.execPath, [
      resolve(import.meta.dirname, 'export.ts'),
      '--data',
      dataDir,
      '--out',
      outDir,
    ])
    await new Promise((ok) => exporter.once('exit', ok))
    expect(exporter.exitCode).toBe(0)
    const lines = readFileSync(join(outDir, 'production.ndjson'), 'utf8').trim().split('\n')
    expect(lines).toHaveLength(fixtureDocuments.length + 1)
    expect(readdirSync(join(outDir, 'assets', 'images'))).toEqual(['a1b2c3d4e5f6-400x300.png'])

    const reimported = await start(join(root, 'data-reimport'), outDir)
    expect(await clientFor(reimported.url, editorToken).fetch('*|order(_id)')).toEqual(before)
    await killed(reimported.child)
  })
})
