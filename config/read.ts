/**
 * Reading the schema (variables.ts): `setting` gives one typed value, `problems` lists every bad value
 * of the parts a process runs, one line each, and `checkOrExit` is what a process calls first: it
 * prints those lines and exits with 78 (EX_CONFIG, which the scripts do not restart) instead of
 * failing later with a stack trace (docs/decisions/220).
 */
import { Invalid } from './kinds.ts'
import type { AnyVariable, Part, Variable } from './schema.ts'
import { variables } from './variables.ts'

export type Name = keyof typeof variables
export type Value<N extends Name> = (typeof variables)[N] extends Variable<infer _T, infer V> ? V : never
export type Env = Readonly<Record<string, string | undefined>>

/** The exit status of a process stopped by its configuration. */
export const configExitCode = 78

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
  readonly problems: ReadonlyArray<string>
  constructor(problems: ReadonlyArray<string>) {
    super(problems.join('\n'))
    this.problems = problems
    // What matters is the line naming the variable, not where it was read.
    this.stack = `${this.name}: ${this.message}`
  }
}

const spec = (name: string): AnyVariable | undefined => (variables as Record<string, AnyVariable>)[name]

/** The raw text, trimmed; undefined when unset or blank. */
export const rawOf = (env: Env, name: string): string | undefined => {
  const raw = env[name]?.trim()
  return raw === undefined || raw === '' ? undefined : raw
}

function parse(name: string, variable: AnyVariable, env: Env): { value?: unknown; problem?: string } {
  const raw = rawOf(env, name)
  if (raw === undefined) return { value: variable.default }
  try {
    return { value: variable.kind.parse(raw) }
  } catch (error) {
    if (!(error instanceof Invalid)) throw error
    return { problem: `${name}${variable.secret ? '' : ` "${raw}"`}: ${error.message}` }
  }
}

/** The typed value of `name`; throws a ConfigError naming it when the value does not parse. */
export function setting<N extends Name>(name: N, env: Env = process.env): Value<N> {
  const outcome = parse(name, spec(name)!, env)
  if (outcome.problem !== undefined) throw new ConfigError([outcome.problem])
  return outcome.value as Value<N>
}

/** Rules over several variables, per part, with the variables they concern. */
interface Rule {
  readonly part: Part
  readonly names: ReadonlyArray<string>
  readonly check: (env: Env) => ReadonlyArray<string>
}

const serviceUrls = [
  'ACCOUNTS_LICENSE_URL',
  'ACCOUNTS_ECOM_URL',
  'ACCOUNTS_PROFILE_URL',
  'ACCOUNTS_NOTIFICATIONS_URL',
  'ACCOUNTS_DA_URL',
  'ACCOUNTS_REWARDS_URL',
  'ACCOUNTS_CLOUDLIB_URL',
  'ACCOUNTS_AI_URL',
] as const

/** Local development, where the public default preview secret is acceptable (decision 068). */
export function isLocalDevelopment(env: Env): boolean {
  if ((rawOf(env, 'NODE_ENV') ?? 'production') !== 'production') return true
  const raw = rawOf(env, 'SITE_URL')
  if (!raw) return true
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(raw).hostname)
  } catch {
    return false
  }
}

const rules: ReadonlyArray<Rule> = [
  {
    part: 'site',
    names: ['ACCOUNTS_IDENTITY_URL', ...serviceUrls, 'ACCOUNTS_APP_ID', 'ACCOUNTS_APP_SECRET'],
    check: (env) =>
      rawOf(env, 'ACCOUNTS_IDENTITY_URL') === undefined
        ? []
        : [...serviceUrls, 'ACCOUNTS_APP_ID', 'ACCOUNTS_APP_SECRET']
            .filter((name) => rawOf(env, name) === undefined)
            .map((name) => `${name}: required when ACCOUNTS_IDENTITY_URL is set (the real services)`),
  },
  {
    part: 'site',
    names: ['PREVIEW_SECRET', 'NODE_ENV', 'SITE_URL'],
    check: (env) => {
      const secret = rawOf(env, 'PREVIEW_SECRET')
      if (isLocalDevelopment(env) || (secret !== undefined && secret !== variables.PREVIEW_SECRET.default))
        return []
      return [
        `PREVIEW_SECRET: set a secret of your own in production (SITE_URL is ${rawOf(env, 'SITE_URL')}); the default is public and would unlock drafts for anyone`,
      ]
    },
  },
]

/** Every problem of the variables `parts` read, one line each (all variables when `parts` is omitted). */
export function problems(env: Env, parts?: ReadonlyArray<Part>): string[] {
  const found: string[] = []
  const concerns = (readBy: ReadonlyArray<Part>) => !parts || readBy.some((part) => parts.includes(part))
  for (const [name, variable] of Object.entries(variables as Record<string, AnyVariable>)) {
    if (!concerns(variable.readBy)) continue
    const { problem } = parse(name, variable, env)
    if (problem !== undefined) found.push(problem)
  }
  for (const rule of rules) if (concerns([rule.part])) found.push(...rule.check(env))
  return found
}

/**
 * The typed values of `names`, checked together (their rules too); throws one ConfigError listing
 * every problem. A module that owns several variables reads them with this.
 */
export function settings<const N extends Name>(
  names: ReadonlyArray<N>,
  env: Env = process.env,
): { [K in N]: Value<K> } {
  const values: Record<string, unknown> = {}
  const found: string[] = []
  for (const name of names) {
    const outcome = parse(name, spec(name)!, env)
    if (outcome.problem !== undefined) found.push(outcome.problem)
    else values[name] = outcome.value
  }
  for (const rule of rules)
    if (rule.names.every((name) => (names as ReadonlyArray<string>).includes(name)))
      found.push(...rule.check(env))
  if (found.length > 0) throw new ConfigError(found)
  return values as { [K in N]: Value<K> }
}

/**
 * Start-up: prints one line per problem to stderr and exits with `configExitCode` when there is any.
 * `who` names the process in each line ("site", "accounts stand-in").
 */
export function checkOrExit(env: Env, parts: ReadonlyArray<Part>, who: string): void {
  const found = problems(env, parts)
  if (found.length === 0) return
  for (const line of found) process.stderr.write(`${who}: configuration: ${line}\n`)
  process.exit(configExitCode)
}
