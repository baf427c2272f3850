/**
 * Who calls a client method: the site's own modules (src/, routes/, machines/, tests left out) that
 * import the method's service and call `.method(`. Each caller is named by its path and the first line
 * of its leading comment, which says which screen or flow it serves.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

export interface Caller {
  readonly file: string
  readonly about: string
}

interface Module {
  readonly file: string
  readonly text: string
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) walk(path, out)
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith('.gen.ts'))
      out.push(path)
  }
  return out
}

/** The first line of the module's leading block comment, without its markers. */
function aboutOf(text: string): string {
  const comment = /^\s*(?:import[^\n]*\n\s*)*\/\*\*?([\s\S]*?)\*\//.exec(text)?.[1] ?? ''
  const first = comment
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean)
    .join(' ')
  const sentence = /^(.*?[.:])(\s|$)/.exec(first)?.[1] ?? first
  return sentence.length > 110 ? `${sentence.slice(0, 107)}…` : sentence
}

export function siteModules(root: string): ReadonlyArray<Module> {
  return ['src', 'routes', 'machines'].flatMap((dir) =>
    walk(join(root, dir)).map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') })),
  )
}

/** The modules that import the service at `serviceDir` (e.g. services/accounts/ecom/) and call `.method(`. */
export function callersOf(
  modules: ReadonlyArray<Module>,
  serviceDir: string,
  method: string,
): ReadonlyArray<Caller> {
  const imports = new RegExp(`from '[./]*${serviceDir.replace(/[/.]/g, '\\$&')}`)
  const calls = new RegExp(`\\.${method}\\s*\\(`)
  return modules
    .filter((m) => imports.test(m.text) && calls.test(m.text))
    .map((m) => ({ file: m.file, about: aboutOf(m.text) }))
}

/**
 * The modules that make calls for another customer (§6: `{me}` as /users/{userId}): they provide the
 * customer in context with a user id other than 0, the current customer, or run their calls through
 * `forUser(userId)` (services/accounts/http/customer.ts).
 */
export function forOtherCustomers(modules: ReadonlyArray<Module>): ReadonlyArray<Caller> {
  const other = /asCustomer\(\s*\{[^}]*userId:\s*(?!0\s*[,}])[^,}\s]|\bforUser\(/
  return modules.filter((m) => other.test(m.text)).map((m) => ({ file: m.file, about: aboutOf(m.text) }))
}
