/**
 * `npm run bench`: builds when stale, starts the whole stack once on free ports, runs every
 * tests/bench/*.bench.ts module in turn, prints one table and writes reports/bench.json.
 * A bench module default-exports `(ctx: BenchContext) => Promise<BenchRow[]>`.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BenchContext, BenchRow } from '../tests/bench/types.ts'
import { buildIfStale } from './build-if-stale.ts'
import { repoRoot, startStack } from './stack.ts'

buildIfStale()
const only = process.argv.slice(2)
const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'))
const stack = await startStack({ port: 0, dataDir, freePorts: true, env: { NODE_ENV: 'production' } })
const ctx: BenchContext = {
  baseUrl: stack.siteUrl,
  sandboxUrls: stack.sandboxUrls,
  siteEnv: stack.siteEnv,
  distDir: resolve(repoRoot, 'dist'),
  pids: Object.fromEntries(Object.entries(stack.processes).map(([name, child]) => [name, child.pid ?? 0])),
}
const rows: Array<BenchRow & { bench: string }> = []
const benchDir = resolve(repoRoot, 'tests/bench')
try {
  for (const file of readdirSync(benchDir)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort()) {
    const name = file.replace(/\.bench\.ts$/, '')
    if (only.length && !only.includes(name)) continue
    console.log(`\n▶ ${name}`)
    const mod = await import(pathToFileURL(resolve(benchDir, file)).href)
    for (const row of (await mod.default(ctx)) as BenchRow[]) {
      rows.push({ bench: name, ...row })
      console.log(`  ${row.metric.padEnd(58)} ${String(row.value).padStart(12)} ${row.unit}`)
    }
  }
} finally {
  await stack.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
mkdirSync(resolve(repoRoot, 'reports'), { recursive: true })
writeFileSync(
  resolve(repoRoot, 'reports/bench.json'),
  `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`,
)
console.log('\nWritten to reports/bench.json')
