/** Builds the site when stale, starts it with every stand-in on free ports, and hands the URLs to tests. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildIfStale, buildStudioIfStale } from '../../../scripts/build-if-stale.ts'
import { startStack } from '../../../scripts/stack.ts'
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
  const stack = await startStack({ port: 0, dataDir, freePorts: true, env: e2eEnv })
  project.provide('baseUrl', stack.siteUrl)
  project.provide('sandboxUrls', stack.sandboxUrls)
  project.provide('siteEnv', stack.siteEnv)
  project.provide('studioUrl', stack.studioUrl ?? '')
  return async () => {
    await stack.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
