/**
 * What a replay leaves behind in reports/model-coverage/<name>.json: the model drawn as data (states,
 * transitions), every path with its steps and outcome, and which states and transitions the replay
 * reached. The HTML report (report/write.ts) reads only these files, so it needs no machine imported
 * and shows Vitest, Chromium and deployment replays side by side.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { allStateNodes, stateId, transitionId } from './paths.ts'

export type Runner = 'vitest' | 'chromium' | 'deployment'

export interface StateRecord {
  readonly id: string
  readonly parent: string | undefined
  readonly type: string
  readonly initial: boolean
  readonly description: string | undefined
}

export interface TransitionRecord {
  readonly id: string
  readonly source: string
  readonly event: string
  /** Empty for a transition that stays where it is. */
  readonly targets: string[]
  readonly description: string | undefined
}

export interface ModelGraph {
  readonly id: string
  readonly states: StateRecord[]
  readonly transitions: TransitionRecord[]
}

export interface StepRecord {
  /** Undefined for the first step (the initial state). */
  readonly event: string | undefined
  /** The atomic states after the step. */
  readonly states: string[]
  /** What the check saw, when it said so (a state check that returns a string). */
  readonly seen: string | undefined
}

export interface PathRecord {
  readonly title: string
  readonly status: 'passed' | 'failed' | 'skipped'
  /** Why a path was skipped or how it failed. */
  readonly note: string | undefined
  readonly steps: StepRecord[]
}

export interface Coverage {
  readonly covered: number
  readonly total: number
  readonly missing: string[]
}

export interface ReplayRecord {
  readonly name: string
  readonly machine: string
  readonly runner: Runner
  /** The test file, relative to the repository. */
  readonly file: string
  /** The describe block the paths are tests in. */
  readonly suite: string
  readonly recordedAt: string
  readonly model: ModelGraph
  readonly paths: PathRecord[]
  /** States and transitions left out because a deployment has no stand-in test hooks, each with why. */
  readonly skipped: Array<{ readonly id: string; readonly note: string }>
  readonly states: Coverage & { readonly reached: string[] }
  readonly transitions: Coverage & { readonly taken: string[] }
}

export const repoRoot = resolve(import.meta.dirname, '../..')
export const coverageDir = resolve(repoRoot, 'reports/model-coverage')
/** Where `npm run test:paths` keeps a deployment's records and report, apart from the suites'. */
export const pathsDir = resolve(repoRoot, 'reports/test-paths')
export const recordDir = (): string => (process.env.TEST_PATHS_BASE_URL ? pathsDir : coverageDir)

function isInitial(node: AnyStateNode): boolean {
  const parent = node.parent
  if (!parent) return false
  const initial = parent.config.initial
  return initial === node.key || (typeof initial === 'object' && initial?.target === node.key)
}

export function graphOf(machine: AnyStateMachine): ModelGraph {
  const nodes = allStateNodes(machine.root)
  return {
    id: machine.id,
    states: nodes.map((node) => ({
      id: stateId(node),
      parent: node.parent && node.parent !== machine.root ? stateId(node.parent) : undefined,
      type: node.type,
      initial: isInitial(node),
      description: node.description,
    })),
    transitions: [machine.root, ...nodes].flatMap((node) =>
      [...node.transitions.entries()].flatMap(([event, defs]) =>
        defs.map((def, i) => ({
          id: transitionId(node, event, i),
          source: stateId(node),
          event,
          targets: (def.target ?? []).map(stateId),
          description: def.description,
        })),
      ),
    ),
  }
}

/** Which runner replays a test file: tests/e2e in Chromium, the deployment CLI by its flag, else Vitest. */
export function runnerOf(file: string): Runner {
  if (process.env.TEST_PATHS_BASE_URL) return 'deployment'
  return /[\\/]tests[\\/](e2e|paths)[\\/]/.test(file) ? 'chromium' : 'vitest'
}

export const relativeToRepo = (file: string): string => relative(repoRoot, file).split('\\').join('/')

export function writeRecord(dir: string, record: ReplayRecord): void {
  mkdirSync(dir, { recursive: true })
  writeFileSync(resolve(dir, `${record.name}.json`), `${JSON.stringify(record, null, 2)}\n`)
}
