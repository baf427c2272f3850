/**
 * Views import these modules at run time, so they (and everything they import) must stay free of
 * Effect and @sanity/client (docs/decisions/006).
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const browserSafe = ['assetRefs.ts', 'imageUrl.ts', 'linkTargets.ts', 'paths.ts', 'semver.ts']
const forbidden = /^(effect|@sanity\/client)(\/|$)/

/** Runtime (non-type) imports of a module and, recursively, of its relative imports. */
function packagesImported(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return []
  seen.add(file)
  const source = readFileSync(file, 'utf8')
  const specifiers = [...source.matchAll(/^import\s+(?!type\b)[^'"]*['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] ?? '',
  )
  return specifiers.flatMap((s) =>
    s.startsWith('.') ? packagesImported(resolve(dirname(file), s), seen) : [s],
  )
}

describe('browser-safe content modules', () => {
  it.each(browserSafe)('%s imports neither Effect nor @sanity/client', (name) => {
    const packages = packagesImported(resolve(import.meta.dirname, name))
    expect(packages.filter((p) => forbidden.test(p))).toEqual([])
  })

  it('would notice one that does', () => {
    expect(packagesImported(resolve(import.meta.dirname, 'links.ts')).some((p) => forbidden.test(p))).toBe(
      true,
    )
  })
})
