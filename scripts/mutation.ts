/**
 * `npm run test:mutation [-- <stryker options>]`: Stryker over machines/ and the account kit's server half
 * (stryker.config.json, decision 270), then the score per file (scripts/mutation-summary.ts), and
 * Stryker's exit status (1 under the 90% break).
 * Options pass through, so one machine can be measured on its own:
 * `npm run test:mutation -- --mutate machines/account/planChange.ts --concurrency 1`.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1

const status = run(resolve(root, 'node_modules/.bin/stryker'), ['run', ...process.argv.slice(2)])
run(process.execPath, [resolve(root, 'scripts/mutation-summary.ts')])
process.exitCode = status
