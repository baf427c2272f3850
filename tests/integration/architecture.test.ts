/**
 * The import rules of biome.json can fail: the project's own configuration lints a throw-away tree of
 * probe files, one per rule and folder, and must report exactly the forbidden ones. Later overrides
 * for the same rule replace earlier ones, so an override added for another rule could silently drop
 * one of these; this test is what notices (decision 160).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome')

const siteFolders = ['src', 'services', 'machines', 'models', 'routes']
const notForTheStandIn = [...siteFolders, 'scripts', 'tests']
/** Where a cycle must be reported: everywhere, the stand-ins, every layer and the account kit's areas. */
const cycleFolders = [
  'sandbox/area',
  ...siteFolders.map((folder) => `${folder}/area`),
  'src/account/area',
  'src/admin/area',
]

/** The layer order: each folder and the folders it may import (README, Layout; decision 162). */
const mayImport: Record<string, readonly string[]> = {
  models: [],
  services: ['models'],
  machines: ['services', 'models'],
  routes: ['src', 'machines', 'services', 'models'],
  src: ['routes', 'machines', 'services', 'models'],
}
const layerProbe = (from: string, to: string) => `${from}/layer/from-${to}.ts`
const layerProbes = Object.fromEntries(
  siteFolders.flatMap((from) =>
    siteFolders
      .filter((to) => to !== from)
      .map((to) => [layerProbe(from, to), `export * from '../../${to}/x.ts'\n`]),
  ),
)
const forbiddenLayerProbes = siteFolders.flatMap((from) =>
  siteFolders.filter((to) => to !== from && !mayImport[from]?.includes(to)).map((to) => layerProbe(from, to)),
)

/** Probe files: path → source. Each imports one module, so each reports at most one diagnostic. */
const probes: Record<string, string> = {
  ...Object.fromEntries(
    siteFolders.map((folder) => [`${folder}/area/probe.ts`, "export * from '../../sandbox/index.ts'\n"]),
  ),
  'models/area/probe.test.ts': "export * from '../../sandbox/accounts/profile/rules.ts'\n",
  'src/area/Probe.tsx': "export * from '../../sandbox/index.ts'\n",
  ...Object.fromEntries(
    notForTheStandIn.map((folder) => [
      `sandbox/area/from-${folder}.ts`,
      `export * from '../../${folder}/x.ts'\n`,
    ]),
  ),
  ...layerProbes,
  ...Object.fromEntries(
    cycleFolders.flatMap((folder) => [
      [`${folder}/cycle-a.ts`, "import { b } from './cycle-b.ts'\nexport const a = () => b\n"],
      [`${folder}/cycle-b.ts`, "import { a } from './cycle-a.ts'\nexport const b = () => a\n"],
    ]),
  ),
  // Allowed: the stand-in's own modules; tests/ and scripts/ may use the stand-in and the site.
  'sandbox/area/own.ts': "export * from './cycle-a.ts'\n",
  'tests/area/probe.ts': "export * from '../../sandbox/index.ts'\nexport * from '../../models/x.ts'\n",
  'scripts/area/probe.ts': "export * from '../../sandbox/index.ts'\n",
}

const dir = mkdtempSync(join(tmpdir(), 'architecture-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Diagnostic {
  readonly category: string
  readonly location: { readonly path: string }
}

function lintProbes(): Diagnostic[] {
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>
  delete config.$schema // points into node_modules, which the probe tree does not have
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config))
  for (const [path, source] of Object.entries(probes)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), source)
  }
  const run = spawnSync(process.execPath, [biome, 'lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  })
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }
  return report.diagnostics
}

describe('architecture rules (biome.json)', () => {
  it('flag every import between the site and the stand-ins, every import against the layer order, and every import cycle', () => {
    const found = lintProbes()
      .map((d) => `${d.location.path} ${d.category}`)
      .sort()
    const restricted = (path: string) => `${path} lint/style/noRestrictedImports`
    expect(found).toEqual(
      [
        ...siteFolders.map((folder) => restricted(`${folder}/area/probe.ts`)),
        restricted('models/area/probe.test.ts'),
        restricted('src/area/Probe.tsx'),
        ...notForTheStandIn.map((folder) => restricted(`sandbox/area/from-${folder}.ts`)),
        ...forbiddenLayerProbes.map(restricted),
        ...cycleFolders.flatMap((folder) => [
          `${folder}/cycle-a.ts lint/suspicious/noImportCycles`,
          `${folder}/cycle-b.ts lint/suspicious/noImportCycles`,
        ]),
      ].sort(),
    )
  })
})
