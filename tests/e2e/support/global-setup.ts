/**
 * Builds the site when stale, starts it with every stand-in on free ports, and hands the URLs to tests.
 * What the shared stack's processes print (the site's request and upstream-call lines, warnings such as
 * the content breaker opening) goes to `reports/e2e/stack.log`, so a failure seen only on a busy
 * machine can be read afterwards.
 */
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildIfStale, buildStudioIfStale } from '../../../scripts/build-if-stale.ts'
import { repoRoot, startStack } from '../../../scripts/stack.ts'
import { e2eEnv } from './env.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    sandboxUrls: Record<string, string>
    siteEnv: Record<string, string>
    studioUrl: string
  }
}

export default async function setup(project: TestProject) {
  buildIfStale()
  // CI builds the Studio here (`sanity build`, no network): the Studio e2e opens it from the stack.
  buildStudioIfStale()
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'))
  const reports = resolve(repoRoot, 'reports/e2e')
  mkdirSync(reports, { recursive: true })
  const log = createWriteStream(join(reports, 'stack.log'))
  const stack = await startStack({
    port: 0,
    dataDir,
    freePorts: true,
    env: e2eEnv,
    verbose: (text) => void log.write(text),
  })
  project.provide('baseUrl', stack.siteUrl)
  project.provide('sandboxUrls', stack.sandboxUrls)
  project.provide('siteEnv', stack.siteEnv)
  project.provide('studioUrl', stack.studioUrl ?? '')
  return async () => {
    await stack.stop()
    await new Promise((done) => log.end(done))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
