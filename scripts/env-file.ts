/**
 * The README says to copy .env.example to .env: `npm start` and `scripts/serve.ts` read it when it is
 * there, with Node's own parser (`process.loadEnvFile`). Variables already set in the environment win
 * over the file, so a deployment's real settings are never replaced. `ENV_FILE` names another file;
 * `ENV_FILE=` (empty) reads none, which the test stack uses so a developer's .env cannot leak into it.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

/** Loads the file into process.env; returns its path, or undefined when there was none to read. */
export function loadEnvFile(root: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const name = env.ENV_FILE ?? '.env'
  if (name === '') return undefined
  const path = resolve(root, name)
  if (!existsSync(path)) {
    if (env.ENV_FILE !== undefined) throw new Error(`ENV_FILE "${name}": no such file (${path})`)
    return undefined
  }
  process.loadEnvFile(path)
  return path
}
