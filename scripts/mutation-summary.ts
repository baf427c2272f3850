/**
 * After `stryker run` (npm run test:mutation): the mutation score per mutated file and per folder from
 * reports/mutation/mutation.json, as a table for the README's measured figures. Score = detected
 * (killed or timed out) / (detected + survived + not covered), Stryker's own definition; mutants that
 * could not run (compile or runtime errors) and ignored ones do not count.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

interface Mutant {
  readonly status: string
}
interface Report {
  readonly files: Record<string, { readonly mutants: Mutant[] }>
}

const file = resolve(import.meta.dirname, '../reports/mutation/mutation.json')

function tally(mutants: ReadonlyArray<Mutant>) {
  const count = (...statuses: string[]) => mutants.filter((m) => statuses.includes(m.status)).length
  const detected = count('Killed', 'Timeout')
  const undetected = count('Survived', 'NoCoverage')
  return {
    mutants: mutants.length,
    detected,
    survived: count('Survived'),
    noCoverage: count('NoCoverage'),
    score: detected + undetected ? (100 * detected) / (detected + undetected) : 100,
  }
}

function main() {
  if (!existsSync(file)) {
    console.error('No reports/mutation/mutation.json: run `npm run test:mutation` first.')
    process.exitCode = 1
    return
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report
  const files = Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))
  const rows = files.map(([name, f]) => ({ name, ...tally(f.mutants) }))
  for (const folder of [...new Set(files.map(([name]) => dirname(name)))]) {
    const inside = files.filter(([name]) => name.startsWith(`${folder}/`)).flatMap(([, f]) => f.mutants)
    rows.push({ name: `${folder}/ (all)`, ...tally(inside) })
  }
  rows.push({ name: 'everything mutated', ...tally(files.flatMap(([, f]) => f.mutants)) })
  const width = Math.max(...rows.map((r) => r.name.length))
  console.log(`${'file'.padEnd(width)}  score    mutants  survived  no coverage`)
  for (const r of rows)
    console.log(
      `${r.name.padEnd(width)}  ${r.score.toFixed(1).padStart(5)}%  ${String(r.mutants).padStart(7)}  ${String(r.survived).padStart(8)}  ${String(r.noCoverage).padStart(11)}`,
    )
}

main()
