/**
 * A stack of the test file's own, on free ports with fresh demo data, and a browser to drive it
 * (decision 241): for files whose changes other files would see (the overview's support log, a
 * replaced card) or that must start from the seed. Call it inside the file's `describe`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { type RunningStack, startStack } from '../../../scripts/stack.ts'
import { launchBrowser } from './browser.ts'
import { e2eEnv } from './env.ts'

export interface OwnStack {
  readonly stack: RunningStack
  readonly browser: Browser
}

export function useOwnStack(name: string): OwnStack {
  const dataDir = mkdtempSync(join(tmpdir(), `site-${name}-`))
  let stack: RunningStack | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    stack = await startStack({ port: 0, dataDir, freePorts: true, env: e2eEnv })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await stack?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })
  return {
    get stack() {
      if (!stack) throw new Error('useOwnStack: the stack runs only inside the file’s tests')
      return stack
    },
    get browser() {
      if (!browser) throw new Error('useOwnStack: the browser runs only inside the file’s tests')
      return browser
    },
  }
}
