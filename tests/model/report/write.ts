/**
 * Writes <dir>/index.html from the replay records in <dir>/*.json: every machine of the registry
 * (tests/model/machines.ts) in its order, its models laid out by ELK, coloured by what each runner
 * reached. Records in an older format (no model inside) are left out; a machine without any record
 * says so on the page.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { type MachineEntry, machines } from '../machines.ts'
import { type ReplayRecord, type Runner, repoRoot } from '../record.ts'
import { modelCoverage } from './coverage.ts'
import { layoutChart } from './layout.ts'
import { type MachineSection, reportPage } from './page.ts'
import { chartSvg } from './svg.ts'

export function readRecords(dir: string): ReplayRecord[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(resolve(dir, f), 'utf8')) as Partial<ReplayRecord>)
    .filter((r): r is ReplayRecord => Boolean(r.model && r.runner && Array.isArray(r.paths)))
    .sort((a, b) => a.name.localeCompare(b.name))
}

export interface ReportOptions {
  readonly dir: string
  readonly title?: string
  readonly intro?: string
  /** Columns of the summary; defaults to Vitest and Chromium. */
  readonly runners?: ReadonlyArray<Runner>
  /** Only these machines (a deployment run of one machine). */
  readonly only?: ReadonlyArray<string>
}

const defaultIntro =
  'What the model-based replays reached: <code>npm run test:model</code> replays every model against its machine in Vitest, ' +
  '<code>npm run test:e2e</code> replays the browser paths in Chromium against the running site. ' +
  'Each run rewrites its own records, so a column is as fresh as the last run of that suite (the date is on each replay).'

export async function writeCoverageReport(options: ReportOptions): Promise<string> {
  const records = readRecords(options.dir)
  const known = new Set(machines.map((m) => m.name))
  const extra: MachineEntry[] = [...new Set(records.map((r) => r.machine))]
    .filter((name) => !known.has(name))
    .map((name) => ({ name, title: name, source: '(not in tests/model/machines.ts)', group: 'account' }))
  const entries = [...machines, ...extra].filter((m) => !options.only || options.only.includes(m.name))
  const sections: MachineSection[] = []
  for (const entry of entries) {
    const mine = records.filter((r) => r.machine === entry.name)
    const byModel = Map.groupBy(mine, (r) => r.model.id)
    const models = []
    for (const group of byModel.values()) {
      const coverage = modelCoverage(group)
      const chart = await layoutChart(coverage.graph)
      models.push({
        coverage,
        svg: chartSvg(chart, coverage, `State chart of ${entry.title} (${coverage.graph.id})`),
      })
    }
    sections.push({ entry, models })
  }
  const html = reportPage(sections, {
    title: options.title ?? 'Model coverage',
    intro: options.intro ?? defaultIntro,
    runners: options.runners ?? ['vitest', 'chromium'],
    toRepo: relative(options.dir, repoRoot).split('\\').join('/') || '.',
    writtenAt: new Date().toISOString(),
  })
  const file = resolve(options.dir, 'index.html')
  // A run of e2e files with no model replay records nothing, so the folder may not exist yet; a throw
  // here would also skip the e2e teardown that stops the stack.
  mkdirSync(options.dir, { recursive: true })
  writeFileSync(file, html)
  return file
}
