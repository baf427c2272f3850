/**
 * The testers' registry (machines.ts) against the tree: every machine under machines/ is listed, every
 * listed source exists, and each has a model replay in Vitest (tests/model) and a browser replay in
 * Chromium (tests/e2e, named `<machine>-browser`). Each replay's own last test holds it to 100% of
 * its model's states and transitions; this one makes sure no machine goes without either.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { machines } from './machines.ts'

const root = resolve(import.meta.dirname, '../..')

/**
 * Machines whose paths are replayed in Vitest but not yet through the running site: none since issue 28.
 * A ratchet: a machine added without a Chromium replay fails this test until it has one or is listed here.
 */
const awaitingBrowserReplay: string[] = []

function files(dir: string): string[] {
  return readdirSync(resolve(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  )
}

const sources = (dir: string) =>
  files(dir)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => ({ file: f, text: readFileSync(resolve(root, f), 'utf8') }))

/** Names given to `describeModel({ name })` in a folder's test code. */
function replayNames(dir: string): Set<string> {
  return new Set(
    sources(dir).flatMap(({ text }) => [...text.matchAll(/\bname: '([\w-]+)'/g)].map((m) => m[1]!)),
  )
}

describe('the testers’ machine registry', () => {
  it('lists every machine under machines/, and only sources that exist', () => {
    const defined = sources('machines')
      .filter(({ file, text }) => !/\.(model|test)\.ts$/.test(file) && text.includes('createMachine('))
      .map(({ file }) => relative(root, resolve(root, file)))
    expect(machines.map((m) => m.source).sort()).toEqual(defined.sort())
    for (const m of machines) expect(existsSync(resolve(root, m.source)), m.source).toBe(true)
  })

  it('has a Vitest model replay and a Chromium browser replay for every machine', () => {
    const vitest = replayNames('tests/model')
    const chromium = replayNames('tests/e2e')
    const without = (names: Set<string>, suffix: string) =>
      machines.map((m) => `${m.name}${suffix}`).filter((name) => !names.has(name))
    expect(without(vitest, '')).toEqual([])
    expect(without(chromium, '-browser')).toEqual(awaitingBrowserReplay.map((name) => `${name}-browser`))
  })
})
