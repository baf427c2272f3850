/**
 * Coverage of one model by the replays that ran it: for each state and transition, which runners
 * reached it, which skipped it (a deployment without test hooks) and which missed it. A model can be
 * replayed by several runners (Vitest against the machine, Chromium against the site) or only by one
 * (a browser model such as sign-in's, whose Vitest twin is the machine's own model).
 */
import type { ModelGraph, ReplayRecord, Runner } from '../record.ts'

export type Mark = 'covered' | 'skipped' | 'missed'
export type Status = 'covered' | 'partly' | 'missed'

export interface ModelCoverage {
  readonly graph: ModelGraph
  readonly records: ReplayRecord[]
  readonly runners: Runner[]
  /** Per state or transition id: each runner's mark. */
  readonly marks: ReadonlyMap<string, ReadonlyMap<Runner, Mark>>
}

export const runnerNames: Record<Runner, string> = {
  vitest: 'Vitest',
  chromium: 'Chromium',
  deployment: 'Deployment',
}
export const runnerLetters: Record<Runner, string> = { vitest: 'V', chromium: 'C', deployment: 'D' }
const runnerOrder: Runner[] = ['vitest', 'chromium', 'deployment']

export function modelCoverage(records: ReadonlyArray<ReplayRecord>): ModelCoverage {
  const graph = records[0]!.model
  const runners = runnerOrder.filter((r) => records.some((rec) => rec.runner === r))
  const marks = new Map<string, Map<Runner, Mark>>()
  const ids = [...graph.states.map((s) => s.id), ...graph.transitions.map((t) => t.id)]
  for (const id of ids) {
    const byRunner = new Map<Runner, Mark>()
    for (const runner of runners) {
      const mine = records.filter((r) => r.runner === runner)
      const reached = mine.some((r) => r.states.reached.includes(id) || r.transitions.taken.includes(id))
      const skipped = mine.some((r) => r.skipped.some((s) => s.id === id))
      byRunner.set(runner, reached ? 'covered' : skipped ? 'skipped' : 'missed')
    }
    marks.set(id, byRunner)
  }
  return { graph, records: [...records], runners, marks }
}

export function statusOf(coverage: ModelCoverage, id: string): Status {
  const marks = [...(coverage.marks.get(id)?.values() ?? [])].filter((m) => m !== 'skipped')
  if (marks.length && marks.every((m) => m === 'covered')) return 'covered'
  return marks.some((m) => m === 'covered') ? 'partly' : 'missed'
}

/** "V ✓ C ✓", or "V ✓ C ✗": what each runner did with a state or a transition, as text. */
export function marksText(coverage: ModelCoverage, id: string): string {
  const glyph: Record<Mark, string> = { covered: '✓', skipped: '–', missed: '✗' }
  return coverage.runners
    .map((r) => `${runnerLetters[r]} ${glyph[coverage.marks.get(id)?.get(r) ?? 'missed']}`)
    .join('  ')
}

export interface Totals {
  readonly states: { covered: number; total: number }
  readonly transitions: { covered: number; total: number }
}

/** One runner's totals over every model it replayed for a machine (skipped ones do not count). */
export function runnerTotals(models: ReadonlyArray<ModelCoverage>, runner: Runner): Totals | undefined {
  const mine = models.filter((m) => m.runners.includes(runner))
  if (!mine.length) return undefined
  const count = (ids: (m: ModelCoverage) => string[]) => {
    let covered = 0
    let total = 0
    for (const m of mine) {
      for (const id of ids(m)) {
        const mark = m.marks.get(id)?.get(runner)
        if (mark === 'skipped') continue
        total += 1
        if (mark === 'covered') covered += 1
      }
    }
    return { covered, total }
  }
  return {
    states: count((m) => m.graph.states.map((s) => s.id)),
    transitions: count((m) => m.graph.transitions.map((t) => t.id)),
  }
}
