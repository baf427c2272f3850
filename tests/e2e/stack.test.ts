/**
 * `npm start` keeps the site up (issue 15 item 4): a process of the stack that dies is started again on
 * its port and the restart is logged. Runs its own stack (never the suite's shared one), killed with
 * SIGKILL as a crash would; one stopped with a plain `kill` (SIGTERM) stays stopped (decision 221).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningStack, startStack } from '../../scripts/stack.ts'
import { e2eEnv } from './support/env.ts'

/** Polls `check` until it holds; the test's time-out ends a wait that never does. */
async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100))
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.body?.cancel().then(() => true) ?? true,
    () => false,
  )

describe('a stack started with restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-stack-'))
  const logged: string[] = []
  let stack: RunningStack

  beforeAll(async () => {
    stack = await startStack({
      port: 0,
      dataDir,
      freePorts: true,
      env: e2eEnv,
      restart: true,
      log: (line) => logged.push(line),
    })
  })

  afterAll(async () => {
    await stack?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('brings a stand-in killed with SIGKILL back on its URL, logs it, and keeps the site running', async () => {
    const site = stack.processes.site
    const crashed = stack.processes.content
    crashed?.kill('SIGKILL')
    await until(() => stack.processes.content !== crashed)
    expect(stack.processes.content?.pid).not.toBe(crashed?.pid)
    await until(() => answers(`${stack.sandboxUrls.content}/`))
    expect(logged.some((line) => line.startsWith('[content] stopped unexpectedly (SIGKILL)'))).toBe(true)
    expect(logged.some((line) => line.startsWith(`[content] restarted: ${stack.sandboxUrls.content}`))).toBe(
      true,
    )
    expect(stack.processes.site).toBe(site)
    expect(site?.exitCode).toBeNull()
    // The same site process recovers by itself: its content breaker (docs/caching.md) closes once the
    // stand-in answers again, so the page turns from 503 back to 200 without a restart.
    await until(async () => {
      const page = await fetch(`${stack.siteUrl}/`)
      await page.body?.cancel()
      return page.status === 200
    })
    expect(stack.processes.site).toBe(site)
  })

  it('brings the site itself back on its URL when it dies', async () => {
    const crashed = stack.processes.site
    crashed?.kill('SIGKILL')
    await until(() => stack.processes.site !== crashed)
    await until(() => answers(`${stack.siteUrl}/`))
    const page = await fetch(`${stack.siteUrl}/`)
    await page.body?.cancel()
    expect(page.status).toBe(200)
    expect(logged.some((line) => line.startsWith(`[site] restarted: ${stack.siteUrl}`))).toBe(true)
  })

  it('keeps a stand-in stopped with kill <pid> (SIGTERM: exit 0), and says so', async () => {
    const stopped = stack.processes.accounts!
    const exited = new Promise((ok) => stopped.once('exit', (code) => ok(code)))
    stopped.kill('SIGTERM')
    expect(await exited).toBe(0)
    await until(() => logged.some((line) => line.startsWith('[accounts] stopped on request (exit 0)')))
    expect(stack.processes.accounts).toBe(stopped)
    expect(logged.some((line) => line.startsWith('[accounts] restarted'))).toBe(false)
    expect(await answers(`${stack.sandboxUrls.accounts}/`)).toBe(false)
  })
})
