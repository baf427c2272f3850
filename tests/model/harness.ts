/**
 * Model-based testing helper. Takes a machine (or a small model of a machine's observable states),
 * generates shortest and simple paths with `xstate/graph`, replays each path against a fresh system
 * under test, and reports coverage of the model's definition: states reached / total and transitions
 * taken / total. The report goes to the console and to reports/model-coverage/<name>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate'
import { getNextSnapshot } from 'xstate'
import { createTestModel } from 'xstate/graph'

export interface ModelSpec<TSut> {
  /** Name of the report file and the describe block. */
  readonly name: string
  /** The model: a machine without `invoke` or delayed transitions. */
  readonly model: AnyStateMachine
  /** A fresh system under test for each path. */
  readonly setup: () => TSut | Promise<TSut>
  readonly teardown?: (sut: TSut) => void | Promise<void>
  /** One check per atomic state, keyed by its dotted path ('pending', 'signedIn.idle'); all are required. */
  readonly states: Readonly<Record<string, (sut: TSut, snapshot: AnyMachineSnapshot) => unknown>>
  /** One driver per event type of the model. */
  readonly events: Readonly<Record<string, (sut: TSut, event: EventObject) => unknown>>
  /** Events to try in each state; defaults to one plain event per type the model's definition names. */
  readonly eventCases?: ReadonlyArray<EventObject>
  /** Per-path time-out in ms (browser replays need more). */
  readonly timeout?: number
  /**
   * `all` (default): every shortest and simple path. `covering`: the fewest of them (greedy) that still take
   * every transition. `transitions`: one shortest path per transition (the shortest path to its source,
   * then its event), for models whose simple paths explode. The last two are for browser replays.
   */
  readonly paths?: 'all' | 'covering' | 'transitions'
}

export interface CoverageReport {
  readonly name: string
  readonly paths: number
  readonly states: { readonly covered: number; readonly total: number; readonly missing: string[] }
  readonly transitions: { readonly covered: number; readonly total: number; readonly missing: string[] }
}

const reportDir = resolve(import.meta.dirname, '../../reports/model-coverage')

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...allStateNodes(child),
  ])
}

function transitionId(source: AnyStateNode, eventType: string, index: number): string {
  return `${source.path.join('.') || '(root)'} --${eventType}${index ? `#${index}` : ''}-->`
}

function allTransitions(machine: AnyStateMachine): string[] {
  return [machine.root, ...allStateNodes(machine.root)].flatMap((node) =>
    [...node.transitions.entries()].flatMap(([eventType, defs]) =>
      defs.map((_, i) => transitionId(node, eventType, i)),
    ),
  )
}

function atomicKeys(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes
    .filter((n: AnyStateNode) => n.type === 'atomic' || n.type === 'final')
    .map((n: AnyStateNode) => n.path.join('.'))
}

function defaultEventCases(machine: AnyStateMachine): EventObject[] {
  const types = new Set(
    [machine.root, ...allStateNodes(machine.root)].flatMap((node) => [...node.transitions.keys()]),
  )
  return [...types].filter((t) => !t.startsWith('xstate.')).map((type) => ({ type }))
}

type ModelPath = { steps: ReadonlyArray<{ state: unknown; event: EventObject }> }

/** The transitions a path takes, read off the model without running anything. */
function transitionsOf(machine: AnyStateMachine, path: ModelPath): Set<string> {
  const taken = new Set<string>()
  let previous: AnyMachineSnapshot | undefined
  for (const step of path.steps) {
    if (previous && step.event.type !== 'xstate.init') {
      for (const def of machine.getTransitionData(previous, step.event)) {
        const list = def.source.transitions.get(def.eventType) ?? []
        taken.add(transitionId(def.source, def.eventType, list.indexOf(def)))
      }
    }
    previous = step.state as AnyMachineSnapshot
  }
  return taken
}

/** Greedy set cover: keep adding the path that takes the most transitions not taken yet. */
function covering<P extends ModelPath>(machine: AnyStateMachine, paths: ReadonlyArray<P>): P[] {
  const candidates = paths.map((path) => ({ path, taken: transitionsOf(machine, path) }))
  const covered = new Set<string>()
  const chosen: P[] = []
  for (;;) {
    let best: (typeof candidates)[number] | undefined
    let gain = 0
    for (const candidate of candidates) {
      const fresh = [...candidate.taken].filter((t) => !covered.has(t)).length
      if (
        fresh > gain ||
        (fresh === gain && fresh > 0 && best && candidate.path.steps.length < best.path.steps.length)
      ) {
        best = candidate
        gain = fresh
      }
    }
    if (!best || gain === 0) return chosen
    chosen.push(best.path)
    for (const t of best.taken) covered.add(t)
  }
}

type GraphPath = ReturnType<ReturnType<typeof createTestModel>['getShortestPaths']>[number]

/** Each shortest path to a state, extended by every event the model takes there; prefixes dropped. */
function transitionCover(
  machine: AnyStateMachine,
  shortest: ReadonlyArray<GraphPath>,
  events: ReadonlyArray<EventObject>,
): GraphPath[] {
  const extended = shortest.flatMap((path) => {
    const last = path.steps.at(-1)?.state as AnyMachineSnapshot
    return events
      .filter((event) => machine.getTransitionData(last, event).length > 0)
      .map((event) => {
        const state = getNextSnapshot(machine, last, event)
        return { ...path, state, steps: [...path.steps, { state, event }] } as GraphPath
      })
  })
  // Longest first, a path is kept only when it takes a transition no kept path takes.
  const taken = new Set<string>()
  const edges = (p: GraphPath) =>
    p.steps.slice(1).map((s, i) => `${JSON.stringify(p.steps[i]?.state.value)} ${s.event.type}`)
  return [...extended]
    .sort((a, b) => b.steps.length - a.steps.length)
    .filter((p) => {
      const fresh = edges(p).filter((e) => !taken.has(e))
      for (const e of fresh) taken.add(e)
      return fresh.length > 0
    })
}

/** Registers one test per generated path plus a final coverage test, inside `describe(spec.name)`. */
export function describeModel<TSut>(spec: ModelSpec<TSut>): void {
  const testModel = createTestModel(spec.model, {
    events: [...(spec.eventCases ?? defaultEventCases(spec.model))],
  })
  const byEvents = new Map<string, ReturnType<typeof testModel.getShortestPaths>[number]>()
  const generated =
    spec.paths === 'transitions'
      ? transitionCover(
          spec.model,
          testModel.getShortestPaths(),
          spec.eventCases ?? defaultEventCases(spec.model),
        )
      : [...testModel.getShortestPaths(), ...testModel.getSimplePaths()]
  for (const path of generated) {
    const key = path.steps.map((s) => JSON.stringify(s.event)).join(' ')
    if (!byEvents.has(key)) byEvents.set(key, path)
  }
  const allPaths = [...byEvents.values()]
  const paths = spec.paths === 'covering' ? covering(spec.model, allPaths) : allPaths
  const stateIds = allStateNodes(spec.model.root).map((n) => n.path.join('.'))
  const transitionIds = allTransitions(spec.model)
  const reachedStates = new Set<string>()
  const takenTransitions = new Set<string>()

  describe(`${spec.name} (model-based)`, () => {
    for (const [i, path] of paths.entries()) {
      const label = path.steps
        .map((s) => s.event.type)
        .filter((t) => t !== 'xstate.init')
        .join(' → ')
      it(`path ${i + 1}: ${label || '(initial state)'}`, { timeout: spec.timeout ?? 30_000 }, async () => {
        const sut = await spec.setup()
        try {
          let previous: AnyMachineSnapshot | undefined
          for (const step of path.steps) {
            const snapshot = step.state as AnyMachineSnapshot
            if (previous && step.event.type !== 'xstate.init') {
              const driver = spec.events[step.event.type]
              if (!driver) throw new Error(`${spec.name}: no driver for event '${step.event.type}'`)
              await driver(sut, step.event)
              const before = previous
              const defs = spec.model.getTransitionData(before, step.event)
              for (const def of defs) {
                const list = def.source.transitions.get(def.eventType) ?? []
                takenTransitions.add(transitionId(def.source, def.eventType, list.indexOf(def)))
              }
            }
            for (const node of snapshot._nodes as AnyStateNode[]) {
              if (node.path.length) reachedStates.add(node.path.join('.'))
            }
            for (const key of atomicKeys(snapshot)) {
              const check = spec.states[key]
              if (!check) throw new Error(`${spec.name}: no check for state '${key}'`)
              await check(sut, snapshot)
            }
            previous = snapshot
          }
        } finally {
          await spec.teardown?.(sut)
        }
      })
    }

    it('covers every state and transition of the model', () => {
      const report = coverage()
      expect(report.states.missing).toEqual([])
      expect(report.transitions.missing).toEqual([])
    })
  })

  function coverage(): CoverageReport {
    return {
      name: spec.name,
      paths: paths.length,
      states: {
        covered: stateIds.filter((s) => reachedStates.has(s)).length,
        total: stateIds.length,
        missing: stateIds.filter((s) => !reachedStates.has(s)),
      },
      transitions: {
        covered: transitionIds.filter((t) => takenTransitions.has(t)).length,
        total: transitionIds.length,
        missing: transitionIds.filter((t) => !takenTransitions.has(t)),
      },
    }
  }

  afterAll(() => {
    const report = coverage()
    mkdirSync(reportDir, { recursive: true })
    writeFileSync(resolve(reportDir, `${spec.name}.json`), `${JSON.stringify(report, null, 2)}\n`)
    const pct = (a: number, b: number) => (b ? Math.round((100 * a) / b) : 100)
    console.info(
      `[model coverage] ${spec.name}: states ${report.states.covered}/${report.states.total} ` +
        `(${pct(report.states.covered, report.states.total)}%), transitions ` +
        `${report.transitions.covered}/${report.transitions.total} ` +
        `(${pct(report.transitions.covered, report.transitions.total)}%), ${report.paths} paths`,
    )
  })
}
