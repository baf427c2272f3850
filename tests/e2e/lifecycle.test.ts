/**
 * How an operator stops the site (issue 29, docs/operations.md): one signal to the pid of `npm start`
 * or `npm run start:cluster` — what `kill <pid>`, `timeout`, a process manager or a container stop
 * send — frees every port they opened within 5 s. Each run is a stack of its own on ports chosen here,
 * started through npm exactly as an operator starts it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { repoRoot } from '../../scripts/processes.ts'
import { e2eEnv } from './support/env.ts'

const deadlineMs = 5000

/** True while something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((ok) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      ok(true)
    })
    socket.once('error', () => ok(false))
  })

const free = (port: number) =>
  new Promise<boolean>((ok) => {
    const probe = createServer()
    probe.once('error', () => ok(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => ok(true)))
  })

/** `count` consecutive free ports (the cluster numbers its instances up from one port). */
async function freeRun(count: number): Promise<number> {
  for (;;) {
    // Below Linux's ephemeral range (32768–60999): a port there can be taken by any outgoing connection
    // between this check and the stack's listen, which happened with a second e2e run beside this one.
    const first = 20_000 + Math.floor(Math.random() * (32_768 - 20_000 - count))
    const all = await Promise.all(Array.from({ length: count }, (_, i) => free(first + i)))
    if (all.every(Boolean)) return first
  }
}

const running: ChildProcess[] = []
const dataDirs: string[] = []

afterEach(() => {
  // A failed run must not leave its stack behind: the runner's own signal handling stops it.
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Starts `npm run <script>` with `env` and resolves once it printed its ready line. */
function npmRun(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-lifecycle-'))
  dataDirs.push(dataDir)
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: repoRoot,
    env: { ...process.env, ...e2eEnv, LOG_FORMAT: 'json', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  let output = ''
  return new Promise((ok, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (/^Site ready/m.test(output)) ok(child)
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => fail(new Error(`npm run ${script} exited with ${code}:\n${output}`)))
  })
}

/** Sends `signal` to the npm process alone and measures until none of `ports` takes connections. */
async function stopWith(child: ChildProcess, signal: NodeJS.Signals, ports: readonly number[]) {
  for (const port of ports) expect(await listening(port), `port ${port} before ${signal}`).toBe(true)
  const sent = performance.now()
  process.kill(child.pid!, signal)
  let open = ports
  while (open.length > 0 && performance.now() - sent < deadlineMs * 4) {
    open = (await Promise.all(open.map(async (port) => ((await listening(port)) ? [port] : [])))).flat()
  }
  const ms = Math.round(performance.now() - sent)
  console.info(`[lifecycle figures] ${signal}: ${ports.length} ports free after ${ms} ms`)
  expect(open).toEqual([])
  expect(ms).toBeLessThan(deadlineMs)
}

describe('starting with bad settings', () => {
  it('npm start stops before starting anything: one line per bad variable, no stack trace, exit 78', async () => {
    const port = await freeRun(1)
    const child = spawn('npm', ['run', '--silent', 'start'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...e2eEnv,
        PORT: String(port),
        BUILD_POLL_INTERVAL_MS: 'abc',
        SANITY_TIMEOUT_MS: '5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    running.push(child)
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const code = await new Promise((ok) => child.once('exit', ok))
    expect(code).toBe(78)
    const lines = output.split('\n').filter(Boolean)
    expect(lines.filter((line) => line.includes('BUILD_POLL_INTERVAL_MS'))).toHaveLength(1)
    expect(lines.filter((line) => line.includes('SANITY_TIMEOUT_MS'))).toHaveLength(1)
    expect(output).not.toMatch(/^\s+at /m)
    expect(await listening(port)).toBe(false)
  }, 60_000)
})

describe('stopping what npm started', () => {
  it('kill <pid of npm start> frees the site’s and the stand-ins’ ports within 5 s', async () => {
    const first = await freeRun(4)
    const ports = {
      PORT: first,
      CONTENT_SANDBOX_PORT: first + 1,
      ACCOUNTS_SANDBOX_PORT: first + 2,
      STORE_SANDBOX_PORT: first + 3,
    }
    const child = await npmRun(
      'start',
      Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, `${v}`])),
    )
    await stopWith(child, 'SIGTERM', Object.values(ports))
  }, 180_000)

  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    it(`${signal} to npm run start:cluster frees the balancer’s, both instances’, Redis’s and the stand-ins’ ports within 5 s`, async () => {
      const first = await freeRun(7)
      const ports = {
        PORT: first,
        SITE_INSTANCE_PORT: first + 1, // and first + 2
        REDIS_PORT: first + 3,
        CONTENT_SANDBOX_PORT: first + 4,
        ACCOUNTS_SANDBOX_PORT: first + 5,
        STORE_SANDBOX_PORT: first + 6,
      }
      const env = Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, `${v}`]))
      const child = await npmRun('start:cluster', { ...env, SITE_INSTANCES: '2' })
      await stopWith(child, signal, [...Object.values(ports), first + 2].sort())
    }, 240_000)
  }
})
