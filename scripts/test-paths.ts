/**
 * `npm run test:paths -- <machine>[,<machine>…] --base-url <url>`: replays the machines' browser paths
 * (tests/paths/replays.ts) against a deployed site, with test customers from environment variables
 * (tests/paths/env.ts). Steps that need a stand-in's test hooks are left out and named. Prints a
 * pass/fail line per path, writes reports/test-paths/index.html, and exits non-zero when a path failed.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { startVitest } from 'vitest/node'
import { machines } from '../tests/model/machines.ts'
import { pathsDir } from '../tests/model/record.ts'
import { readRecords, writeCoverageReport } from '../tests/model/report/write.ts'
import { roles } from '../tests/paths/env.ts'
import { browserReplays } from '../tests/paths/replays.ts'

const usage = `Usage: npm run test:paths -- <machine>[,<machine>…] --base-url <url>
Machines with a browser replay: ${Object.keys(browserReplays).join(', ')}
Test customers (email:password), as a replay needs them:
${Object.values(roles)
  .map((r) => `  ${r.variable}: a customer with ${r.needs}`)
  .join('\n')}`

function parse(argv: string[]): { names: string[]; baseUrl: string } {
  let baseUrl: string | undefined
  const list: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--base-url') baseUrl = argv[++i]
    else if (arg.startsWith('--base-url=')) baseUrl = arg.slice('--base-url='.length)
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}.\n${usage}`)
    else list.push(...arg.split(',').filter(Boolean))
  }
  if (!baseUrl || !list.length) throw new Error(usage)
  try {
    new URL(baseUrl)
  } catch {
    throw new Error(`--base-url: '${baseUrl}' is not a URL.\n${usage}`)
  }
  const unknown = list.filter((n) => !browserReplays[n])
  if (unknown.length) {
    const known = machines.some((m) => unknown.includes(m.name))
    throw new Error(
      `${unknown.join(', ')}: ${known ? 'no browser replay that can run against a deployment yet' : 'no such machine'}.\n${usage}`,
    )
  }
  return { names: list, baseUrl: baseUrl.replace(/\/$/, '') }
}

function table(names: string[]): { failed: number } {
  let failed = 0
  const rows: string[][] = [['machine', 'path', 'result']]
  const notes: string[] = []
  for (const record of readRecords(pathsDir).filter((r) => names.includes(r.machine))) {
    for (const path of record.paths) {
      if (path.status !== 'passed') failed += 1
      rows.push([record.machine, path.title, path.status === 'passed' ? 'pass' : `FAIL ${path.note ?? ''}`])
    }
    for (const skipped of record.skipped)
      notes.push(`${record.machine}: skipped ${skipped.id} (${skipped.note})`)
  }
  const widths = rows[0]!.map((_, c) => Math.min(90, Math.max(...rows.map((r) => r[c]!.length))))
  for (const row of rows) console.log(row.map((cell, c) => cell.slice(0, 90).padEnd(widths[c]!)).join('  '))
  for (const note of notes) console.log(note)
  return { failed }
}

async function main() {
  const { names, baseUrl } = parse(process.argv.slice(2))
  // Records of an earlier run of these machines would otherwise pass for this one's.
  for (const file of existsSync(pathsDir) ? readdirSync(pathsDir) : [])
    if (names.some((n) => file.startsWith(`${n}-browser`))) rmSync(resolve(pathsDir, file))
  process.env.TEST_PATHS_BASE_URL = baseUrl
  process.env.TEST_PATHS_MACHINES = names.join(',')
  const vitest = await startVitest([], {
    config: resolve(import.meta.dirname, '../vitest.paths.config.ts'),
    run: true,
    watch: false,
  })
  await vitest.close()
  console.log(`\nBrowser paths against ${baseUrl}`)
  const { failed } = table(names)
  const report = await writeCoverageReport({
    dir: pathsDir,
    only: names,
    runners: ['deployment'],
    title: `Browser paths against ${baseUrl}`,
    intro: `What <code>npm run test:paths</code> replayed against ${baseUrl} in Chromium. Steps that need the stand-ins’ test hooks are skipped and listed with each replay.`,
  })
  console.log(`Report: ${report}`)
  const ran = readRecords(pathsDir).filter((r) => names.includes(r.machine)).length
  const broken = vitest.state.getFiles().some((f) => f.result?.state === 'fail')
  process.exitCode = failed || broken || ran < names.length ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 2
})
