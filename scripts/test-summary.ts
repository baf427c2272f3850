/** Prints the plain closing line CI reads ("N passed, N failed") from the Vitest JSON reports. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const dir = resolve(import.meta.dirname, '../reports/vitest')
let passed = 0
let failed = 0
let skipped = 0
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(resolve(dir, file), 'utf8'))
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
