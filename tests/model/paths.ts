/**
 * Path generation for model-based replays, with no test runner in it: the model's states and
 * transitions by id, the shortest and simple paths of `xstate/graph`, and the reductions browser
 * replays use (the fewest covering paths; one path per transition; a few long walks). The Vitest harness (harness.ts) and
 * the deployment CLI (scripts/test-paths.ts) both replay what this module generates.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate'
import { getInitialSnapshot, getNextSnapshot } from 'xstate'
import { createTestModel } from 'xstate/graph'

/**
 * `all`: every shortest and simple path; `covering`: the fewest that take every transition; `transitions`:
 * one per transition; `walks`: a few long walks that take every transition (for browser replays of models
 * whose simple paths explode and whose one-path-per-transition would mean dozens of page loads).
 */
export type PathMode = 'all' | 'covering' | 'transitions' | 'walks'

export type GraphPath = ReturnType<ReturnType<typeof createTestModel>['getShortestPaths']>[number]

export function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...allStateNodes(child),
  ])
}

export const stateId = (node: AnyStateNode): string => node.path.join('.')

export function transitionId(source: AnyStateNode, eventType: string, index: number): string {
  return `${source.path.join('.') || '(root)'} --${eventType}${index ? `#${index}` : ''}-->`
}

export function allTransitions(machine: AnyStateMachine): string[] {
  return [machine.root, ...allStateNodes(machine.root)].flatMap((node) =>
    [...node.transitions.entries()].flatMap(([eventType, defs]) =>
      defs.map((_, i) => transitionId(node, eventType, i)),
    ),
  )
}

export function defaultEventCases(machine: AnyStateMachine): EventObject[] {
  const types = new Set(
    [machine.root, ...allStateNodes(machine.root)].flatMap((node) => [...node.transitions.keys()]),
  )
  return [...types].filter((t) => !t.startsWith('xstate.')).map((type) => ({ type }))
}

/** The transitions `event` takes from `snapshot`, by id. */
export function transitionsTaken(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  return machine.getTransitionData(snapshot, event).map((def) => {
    const list = def.source.transitions.get(def.eventType) ?? []
    return transitionId(def.source, def.eventType, list.indexOf(def))
  })
}

type ModelPath = { steps: ReadonlyArray<{ state: unknown; event: EventObject }> }

/** The transitions a path takes, read off the model without running anything. */
function transitionsOf(machine: AnyStateMachine, path: ModelPath): Set<string> {
  const taken = new Set<string>()
  let previous: AnyMachineSnapshot | undefined
  for (const step of path.steps) {
    if (previous && step.event.type !== 'xstate.init') {
      for (const id of transitionsTaken(machine, previous, step.event)) taken.add(id)
    }
    previous = step.state as AnyMachineSnapshot
  }
  return taken
}

/** The states and transitions a set of paths visits, read off the model. */
export function pathsCoverage(
  machine: AnyStateMachine,
  paths: ReadonlyArray<ModelPath>,
): { states: Set<string>; transitions: Set<string> } {
  const states = new Set<string>()
  const transitions = new Set<string>()
  for (const path of paths) {
    for (const t of transitionsOf(machine, path)) transitions.add(t)
    for (const step of path.steps) {
      for (const node of (step.state as AnyMachineSnapshot)._nodes as AnyStateNode[])
        if (node.path.length) states.add(stateId(node))
    }
  }
  return { states, transitions }
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

/**
 * Each shortest path to a state, extended by every event the model takes there; prefixes dropped.
 * `xstate/graph` drops a shortest path that is a prefix of another, so every prefix is extended too:
 * otherwise a state passed on the way to another (loggedIn on the way to signedOut) is never left
 * by its other transitions.
 */
function transitionCover(
  machine: AnyStateMachine,
  shortest: ReadonlyArray<GraphPath>,
  events: ReadonlyArray<EventObject>,
): GraphPath[] {
  const prefixes = shortest.flatMap((path) =>
    path.steps.map(
      (step, i) => ({ ...path, state: step.state, steps: path.steps.slice(0, i + 1) }) as GraphPath,
    ),
  )
  const extended = prefixes.flatMap((path) => {
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

type Step = GraphPath['steps'][number]

/**
 * Walks from the initial state that go, each time, by the shortest way to the nearest transition not
 * taken yet, until every reachable transition is taken: a walk ends where nothing untaken can be reached
 * any more (a final state), and the next starts over. Self-loops count, which simple paths never take.
 */
function walks(machine: AnyStateMachine, events: ReadonlyArray<EventObject>): GraphPath[] {
  const untaken = new Set(allTransitions(machine))
  const initial = getInitialSnapshot(machine) as AnyMachineSnapshot
  const moves = (from: AnyMachineSnapshot) =>
    from.status === 'done'
      ? []
      : events
          .filter((event) => machine.getTransitionData(from, event).length > 0)
          .map((event) => ({
            event,
            state: getNextSnapshot(machine, from, event) as AnyMachineSnapshot,
            taken: transitionsTaken(machine, from, event),
          }))
  /**
   * The shortest way from `from` whose last move takes an untaken transition (breadth first); a way into
   * a final state only when no other is left, since the walk ends there.
   */
  const nearest = (from: AnyMachineSnapshot): Step[] | undefined => {
    const seen = new Set([JSON.stringify(from.value)])
    let frontier: Array<{ at: AnyMachineSnapshot; way: Step[] }> = [{ at: from, way: [] }]
    let last: Step[] | undefined
    while (frontier.length) {
      const next: typeof frontier = []
      for (const { at, way } of frontier) {
        for (const move of moves(at)) {
          const step = { state: move.state, event: move.event } as Step
          if (move.taken.some((t) => untaken.has(t))) {
            if (move.state.status !== 'done') return [...way, step]
            last ??= [...way, step]
          }
          const key = JSON.stringify(move.state.value)
          if (!seen.has(key)) {
            seen.add(key)
            next.push({ at: move.state, way: [...way, step] })
          }
        }
      }
      frontier = next
    }
    return last
  }
  const paths: GraphPath[] = []
  for (;;) {
    let at = initial
    const steps: Step[] = [{ state: initial, event: { type: 'xstate.init' } } as Step]
    for (let way = nearest(at); way; way = nearest(at)) {
      for (const step of way) {
        for (const t of transitionsTaken(machine, at, step.event)) untaken.delete(t)
        steps.push(step)
        at = step.state as AnyMachineSnapshot
      }
    }
    if (steps.length === 1) return paths
    paths.push({ state: at, steps, weight: steps.length - 1 } as GraphPath)
  }
}

/** The paths a replay runs, in a stable order: duplicates (same events) dropped. */
export function generatePaths(
  model: AnyStateMachine,
  mode: PathMode = 'all',
  eventCases: ReadonlyArray<EventObject> = defaultEventCases(model),
  /** Event types no path may contain (`xstate/graph` tries every event a state names, whatever `events` says). */
  without: ReadonlySet<string> = new Set(),
): GraphPath[] {
  const paths = generateAll(model, mode, eventCases, without)
  if (paths.length) return paths
  // No event can be replayed (against a deployment every event of token renewal needs a stand-in's
  // hook): one path still checks the initial state, so the replay shows the flow's start works.
  const initial = getInitialSnapshot(model) as AnyMachineSnapshot
  return [
    { state: initial, steps: [{ state: initial, event: { type: 'xstate.init' } }], weight: 0 } as GraphPath,
  ]
}

function generateAll(
  model: AnyStateMachine,
  mode: PathMode,
  eventCases: ReadonlyArray<EventObject>,
  without: ReadonlySet<string>,
): GraphPath[] {
  if (mode === 'walks')
    return walks(
      model,
      eventCases.filter((e) => !without.has(e.type)),
    )
  const testModel = createTestModel(model, { events: [...eventCases] })
  const generated =
    mode === 'transitions'
      ? transitionCover(model, testModel.getShortestPaths(), eventCases)
      : [...testModel.getShortestPaths(), ...testModel.getSimplePaths()]
  const byEvents = new Map<string, GraphPath>()
  for (const path of generated) {
    const key = path.steps.map((s) => JSON.stringify(s.event)).join(' ')
    if (!byEvents.has(key)) byEvents.set(key, path)
  }
  const all = [...byEvents.values()].filter((p) => !p.steps.some((step) => without.has(step.event.type)))
  return mode === 'covering' ? covering(model, all) : all
}

/** The test's name for a path: its events in order. */
export function pathTitle(index: number, path: GraphPath): string {
  const label = path.steps
    .map((s) => s.event.type)
    .filter((t) => t !== 'xstate.init')
    .join(' → ')
  return `path ${index + 1}: ${label || '(initial state)'}`
}
