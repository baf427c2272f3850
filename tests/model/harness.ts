/**
 * Model-based testing helper. Takes a machine (or a small model of a machine's observable states),
 * generates its paths (paths.ts), replays each path against a fresh system under test, and reports
 * coverage of the model's definition: states reached / total and transitions taken / total. The
 * report goes to the console and to reports/model-coverage/<name>.json (record.ts), which the HTML
 * report draws (report/write.ts).
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate'
import {
  allStateNodes,
  allTransitions,
  defaultEventCases,
  generatePaths,
  type PathMode,
  pathsCoverage,
  pathTitle,
  transitionsTaken,
} from './paths.ts'
import {
  graphOf,
  type PathRecord,
  type ReplayRecord,
  recordDir,
  relativeToRepo,
  runnerOf,
  type StepRecord,
  writeRecord,
} from './record.ts'

export interface ModelSpec<TSut> {
  /** Name of the report file and the describe block. */
  readonly name: string
  /** The machine the model stands for, when the name does not say it (`planChange-browser` → `planChange`). */
  readonly machine?: string
  /** The model: a machine without `invoke` or delayed transitions. */
  readonly model: AnyStateMachine
  /** A fresh system under test for each path. */
  readonly setup: () => TSut | Promise<TSut>
  readonly teardown?: (sut: TSut) => void | Promise<void>
  /**
   * One check per atomic state, keyed by its dotted path ('pending', 'signedIn.idle'); all are required.
   * A check may return what it saw ('review shows $95.90'): the report shows it as the step.
   */
  readonly states: Readonly<Record<string, (sut: TSut, snapshot: AnyMachineSnapshot) => unknown>>
  /** One driver per event type of the model. */
  readonly events: Readonly<Record<string, (sut: TSut, event: EventObject) => unknown>>
  /** Events to try in each state; defaults to one plain event per type the model's definition names. */
  readonly eventCases?: ReadonlyArray<EventObject>
  /** Per-path time-out in ms (browser replays need more); the project's test time-out otherwise. */
  readonly timeout?: number
  /**
   * `all` (default): every shortest and simple path. `covering`: the fewest of them (greedy) that still take
   * every transition. `transitions`: one shortest path per transition (the shortest path to its source,
   * then its event), for models whose simple paths explode. `walks`: a few long walks that together take
   * every transition (paths.ts). The last three are for browser replays.
   */
  readonly paths?: PathMode
  /**
   * Events only a stand-in's test hooks can cause (ending tokens, holding a generation), each with why.
   * Without hooks (`hooks: false`: a deployment) paths are generated without them, and the
   * transitions they take are reported as skipped with that note instead of replayed.
   */
  readonly hookEvents?: Readonly<Record<string, string>>
  /** Whether the stand-ins' test hooks can be used; true in the e2e suite. */
  readonly hooks?: boolean
}

/**
 * `MODEL_PATHS=transitions` (the mutation run, vitest.mutation.config.ts) narrows replays that would run
 * every simple path to one shortest path per transition, which needs no simple paths generated.
 */
const pathMode = (mode: PathMode | undefined): PathMode =>
  (mode ?? 'all') === 'all' && process.env.MODEL_PATHS === 'transitions' ? 'transitions' : (mode ?? 'all')

/** Registers one test per generated path plus a final coverage test, inside `describe(spec.name)`. */
export function describeModel<TSut>(spec: ModelSpec<TSut>): void {
  const file = expect.getState().testPath ?? ''
  const hookEvents = spec.hooks === false ? (spec.hookEvents ?? {}) : {}
  const cases = (spec.eventCases ?? defaultEventCases(spec.model)).filter((e) => !(e.type in hookEvents))
  const paths = generatePaths(spec.model, pathMode(spec.paths), cases, new Set(Object.keys(hookEvents)))
  const stateIds = allStateNodes(spec.model.root).map((n) => n.path.join('.'))
  const transitionIds = allTransitions(spec.model)
  // Without hooks, what the runnable paths cannot reach is skipped (with why), not missing.
  const runnable = pathsCoverage(spec.model, paths)
  const hookEventOf = (t: string) =>
    Object.keys(hookEvents).find((e) => t.includes(`--${e}-->`) || t.includes(`--${e}#`))
  const skipped = Object.keys(hookEvents).length
    ? [
        ...stateIds.filter((s) => !runnable.states.has(s)),
        ...transitionIds.filter((t) => !runnable.transitions.has(t)),
      ].map((id) => {
        const event = hookEventOf(id)
        return {
          id,
          note: event
            ? `${event}: ${hookEvents[event]}`
            : 'reached only through a step that needs the stand-ins’ test hooks',
        }
      })
    : []
  const skippedIds = new Set(skipped.map((s) => s.id))
  const reachedStates = new Set<string>()
  const takenTransitions = new Set<string>()
  const records: PathRecord[] = []
  const suite = `${spec.name} (model-based)`

  describe(suite, () => {
    for (const [i, path] of paths.entries()) {
      const title = pathTitle(i, path)
      // Without a spec's own time-out the project's applies (mutation testing keeps it short).
      it(title, { timeout: spec.timeout }, async () => {
        const steps: StepRecord[] = []
        const sut = await spec.setup()
        try {
          let previous: AnyMachineSnapshot | undefined
          for (const step of path.steps) {
            const snapshot = step.state as AnyMachineSnapshot
            const replayed = Boolean(previous) && step.event.type !== 'xstate.init'
            if (previous && replayed) {
              const driver = spec.events[step.event.type]
              if (!driver) throw new Error(`${spec.name}: no driver for event '${step.event.type}'`)
              await driver(sut, step.event)
              for (const id of transitionsTaken(spec.model, previous, step.event)) takenTransitions.add(id)
            }
            for (const node of snapshot._nodes as AnyStateNode[]) {
              if (node.path.length) reachedStates.add(node.path.join('.'))
            }
            const atomic = atomicKeys(snapshot)
            const seen: string[] = []
            for (const key of atomic) {
              const check = spec.states[key]
              if (!check) throw new Error(`${spec.name}: no check for state '${key}'`)
              const said = await check(sut, snapshot)
              if (typeof said === 'string' && said) seen.push(said)
            }
            steps.push({
              event: replayed ? step.event.type : undefined,
              states: atomic,
              seen: seen.join('; ') || undefined,
            })
            previous = snapshot
          }
          records[i] = { title, status: 'passed', note: undefined, steps }
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          records[i] = { title, status: 'failed', note: message.split('\n')[0], steps }
          throw error
        } finally {
          await spec.teardown?.(sut)
        }
      })
    }

    it('covers every state and transition of the model', () => {
      const report = record()
      expect(report.states.missing).toEqual([])
      expect(report.transitions.missing).toEqual([])
    })
  })

  function record(): ReplayRecord {
    return {
      name: spec.name,
      machine: spec.machine ?? spec.name.replace(/-browser$/, ''),
      runner: runnerOf(file),
      file: relativeToRepo(file),
      suite,
      recordedAt: new Date().toISOString(),
      model: graphOf(spec.model),
      paths: paths.map(
        (path, i) =>
          records[i] ?? {
            title: pathTitle(i, path),
            status: 'skipped',
            note: 'not run (filtered out, or the run stopped)',
            steps: [],
          },
      ),
      skipped,
      states: {
        covered: stateIds.filter((s) => reachedStates.has(s)).length,
        total: stateIds.length,
        missing: stateIds.filter((s) => !reachedStates.has(s) && !skippedIds.has(s)),
        reached: stateIds.filter((s) => reachedStates.has(s)),
      },
      transitions: {
        covered: transitionIds.filter((t) => takenTransitions.has(t)).length,
        total: transitionIds.length,
        missing: transitionIds.filter((t) => !takenTransitions.has(t) && !skippedIds.has(t)),
        taken: transitionIds.filter((t) => takenTransitions.has(t)),
      },
    }
  }

  afterAll(() => {
    const report = record()
    // A mutation run's narrowed replays (MODEL_PATHS) must not pass for the suites' own records.
    if (!process.env.MODEL_PATHS) writeRecord(recordDir(), report)
    const pct = (a: number, b: number) => (b ? Math.round((100 * a) / b) : 100)
    console.info(
      `[model coverage] ${spec.name}: states ${report.states.covered}/${report.states.total} ` +
        `(${pct(report.states.covered, report.states.total)}%), transitions ` +
        `${report.transitions.covered}/${report.transitions.total} ` +
        `(${pct(report.transitions.covered, report.transitions.total)}%), ${paths.length} paths` +
        (skipped.length
          ? `, ${skipped.length} transitions skipped (they need the stand-ins' test hooks)`
          : ''),
    )
  })
}

function atomicKeys(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes
    .filter((n: AnyStateNode) => n.type === 'atomic' || n.type === 'final')
    .map((n: AnyStateNode) => n.path.join('.'))
}
