/**
 * The report page: a summary table (each machine, each runner's states and transitions), then per
 * machine its charts, a table of transitions with each runner's mark, and every replayed path as steps
 * linked to the test file that replays it. Plain HTML and CSS: no script.
 */
import type { MachineEntry } from '../machines.ts'
import type { PathRecord, ReplayRecord, Runner } from '../record.ts'
import { type ModelCoverage, marksText, runnerNames, runnerTotals, type Totals } from './coverage.ts'
import { pageStyle } from './style.ts'
import { escapeHtml } from './svg.ts'

export interface MachineSection {
  readonly entry: MachineEntry
  readonly models: ReadonlyArray<{ readonly coverage: ModelCoverage; readonly svg: string }>
}

export interface PageOptions {
  readonly title: string
  readonly intro: string
  /** The runners to give a column, in order. */
  readonly runners: ReadonlyArray<Runner>
  /** From the report's folder to the repository, for links to test files. */
  readonly toRepo: string
  readonly writtenAt: string
}

const pct = (a: number, b: number) => (b ? Math.floor((100 * a) / b) : 100)

function cell(part: { covered: number; total: number } | undefined): string {
  if (!part) return '<td class="none">not replayed</td>'
  const p = pct(part.covered, part.total)
  return `<td class="${p === 100 ? 'full' : 'short'}">${part.covered}/${part.total} (${p}%)</td>`
}

function summary(sections: ReadonlyArray<MachineSection>, runners: ReadonlyArray<Runner>): string {
  const head = runners
    .map(
      (r) =>
        `<th scope="col">${runnerNames[r]} states</th><th scope="col">${runnerNames[r]} transitions</th>`,
    )
    .join('')
  const rows = sections.map((s) => {
    const totals = runners.map((r) =>
      runnerTotals(
        s.models.map((m) => m.coverage),
        r,
      ),
    )
    const cells = totals.map((t: Totals | undefined) => cell(t?.states) + cell(t?.transitions)).join('')
    return `<tr><th scope="row"><a href="#${s.entry.name}">${escapeHtml(s.entry.title)}</a></th>${cells}</tr>`
  })
  return `<table class="summary"><caption>Coverage per machine</caption><thead><tr><th scope="col">Machine</th>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`
}

function transitionTable(coverage: ModelCoverage): string {
  const rows = coverage.graph.transitions.map((t) => {
    const to = t.targets.length ? t.targets.join(', ') : t.source
    return `<tr><td>${escapeHtml(t.source || 'any state')}</td><td><code>${escapeHtml(t.event)}</code></td><td>${escapeHtml(to)}</td><td>${escapeHtml(marksText(coverage, t.id))}</td></tr>`
  })
  return `<details><summary>${coverage.graph.transitions.length} transitions of ${escapeHtml(coverage.graph.id)}, with each runner’s mark</summary><table class="transitions"><thead><tr><th scope="col">From</th><th scope="col">Event</th><th scope="col">To</th><th scope="col">Replayed</th></tr></thead><tbody>${rows.join('')}</tbody></table></details>`
}

function steps(record: ReplayRecord, path: PathRecord): string {
  const described = (event: string) =>
    record.model.transitions.find((t) => t.event === event && t.description)?.description ?? event
  const stateText = (ids: string[], seen: string | undefined) =>
    seen ?? ids.map((id) => record.model.states.find((s) => s.id === id)?.description ?? id).join(', ')
  return path.steps
    .map((step) => {
      const event = step.event ? `<li class="event">${escapeHtml(described(step.event))}</li>` : ''
      return `${event}<li class="step">${escapeHtml(stateText(step.states, step.seen))}</li>`
    })
    .join('')
}

const projectOf = (record: ReplayRecord) => (record.runner === 'vitest' ? 'model' : 'e2e')

function replay(record: ReplayRecord, toRepo: string): string {
  const href = `${toRepo}/${record.file}`
  const passed = record.paths.filter((p) => p.status === 'passed').length
  const items = record.paths.map((p) => {
    const note = p.note ? `<p class="note">${escapeHtml(p.note)}</p>` : ''
    const number = p.title.split(':')[0] ?? p.title
    const pattern = `${record.suite} > ${number}:`.replace(/[()[\]{}.*+?^$|\\]/g, '\\$&')
    const run = `npx vitest run --project ${projectOf(record)} ${record.file} -t "${pattern}"`
    return (
      `<li class="path ${p.status}"><p><span class="status">${p.status}</span> <a href="${escapeHtml(href)}">${escapeHtml(number)}</a> ` +
      `<code class="run">${escapeHtml(run)}</code></p><ol class="steps">${steps(record, p)}</ol>${note}</li>`
    )
  })
  const skipped = record.skipped.length
    ? `<details><summary>${record.skipped.length} skipped: they need the stand-ins’ test hooks</summary><ul>${record.skipped.map((s) => `<li><code>${escapeHtml(s.id)}</code>: ${escapeHtml(s.note)}</li>`).join('')}</ul></details>`
    : ''
  return (
    `<details class="replay"><summary>${runnerNames[record.runner]}: ${passed} of ${record.paths.length} paths passed, ` +
    `<code>${escapeHtml(record.file)}</code> (recorded ${escapeHtml(record.recordedAt)})</summary>${skipped}<ol class="paths">${items.join('')}</ol></details>`
  )
}

function section(s: MachineSection, options: PageOptions): string {
  const models = s.models.map(({ coverage, svg }) => {
    const by = coverage.runners.map((r) => runnerNames[r]).join(' and ')
    return (
      `<figure><div class="scroll" tabindex="0" role="group" aria-label="State chart of ${escapeHtml(coverage.graph.id)}">${svg}</div>` +
      `<figcaption><code>${escapeHtml(coverage.graph.id)}</code>, replayed by ${by}.</figcaption></figure>` +
      transitionTable(coverage) +
      coverage.records.map((r) => replay(r, options.toRepo)).join('')
    )
  })
  const body = models.length
    ? models.join('')
    : '<p class="none">No replay of this machine has been recorded yet.</p>'
  return `<section id="${s.entry.name}" aria-labelledby="h-${s.entry.name}"><h2 id="h-${s.entry.name}">${escapeHtml(s.entry.title)} <small><code>${escapeHtml(s.entry.source)}</code></small></h2>${body}</section>`
}

export function reportPage(sections: ReadonlyArray<MachineSection>, options: PageOptions): string {
  const legend =
    '<ul class="legend"><li><span class="key covered"></span> ✓ reached by every runner that replays the model</li>' +
    '<li><span class="key partly"></span> ◐ reached by some</li><li><span class="key missed"></span> ✗ reached by none</li>' +
    `<li>Marks under a state: ${options.runners.map((r) => `${runnerNames[r][0]} = ${runnerNames[r]}`).join(', ')}; – skipped</li></ul>`
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(options.title)}</title><style>${pageStyle}</style></head><body><main>` +
    `<h1>${escapeHtml(options.title)}</h1><p>${options.intro}</p><p class="written">Written ${escapeHtml(options.writtenAt)}.</p>` +
    `${legend}${summary(sections, options.runners)}${sections.map((s) => section(s, options)).join('')}</main></body></html>\n`
  )
}
