/**
 * The child processes of `npm start`, `npm run start:cluster`, the e2e suite and the benches: started
 * from a Node module, ready once it prints `READY <url>`, stopped with SIGTERM (the site then drains
 * its requests in flight for SHUTDOWN_GRACE_MS) and, with `keepRunning`, started again on the same port
 * when it dies (decision 079). A process stopped by its configuration (exit 78) is not restarted: the
 * same settings would stop it again. Nor is one that ended cleanly (exit 0: every process here exits
 * 0 on SIGTERM, SIGINT or SIGHUP): `kill <pid>` of a stand-in keeps it stopped, a crash or `kill -9`
 * brings it back (decision 221).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { configExitCode, setting } from '../config/read.ts'

export const repoRoot = resolve(import.meta.dirname, '..')

/**
 * Where a child's output goes once it is ready: nowhere (false), our own stdout and stderr (true), or
 * a writer (the e2e suite's stack log). Every line is prefixed with the process's name.
 */
export type Output = boolean | ((text: string) => void)

/** Spawns a Node module and resolves with the URL from its `READY <url>` line; rejects if it exits first. */
export function startProcess(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  verbose: Output = false,
): Promise<{ url: string; child: ChildProcess }> {
  const toErr = writerOf(verbose, process.stderr)
  const toOut = writerOf(verbose, process.stdout)
  const child = spawn(process.execPath, [resolve(repoRoot, entry)], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
    toErr?.(prefixed(name, chunk))
  })
  return new Promise((ok, fail) => {
    let buffer = ''
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString()
      const match = /READY (\S+)/.exec(buffer)
      if (match?.[1]) {
        child.stdout?.off('data', onData)
        child.stdout?.on('data', (more: Buffer) => toOut?.(prefixed(name, more)))
        ok({ url: match[1], child })
      }
    }
    child.stdout?.on('data', onData)
    child.once('exit', (code) => {
      const error = new Error(`${name} exited with ${code} before it was ready:\n${stderr}`)
      fail(Object.assign(error, { exitCode: code }))
    })
  })
}

function writerOf(output: Output, stream: NodeJS.WriteStream): ((text: string) => void) | undefined {
  if (typeof output === 'function') return output
  return output ? (text) => void stream.write(text) : undefined
}

/** `[name] ` before every line of a chunk, so interleaved output says whose it is. */
function prefixed(name: string, chunk: Buffer): string {
  return chunk
    .toString()
    .replace(/\n(?=.)/g, `\n[${name}] `)
    .replace(/^/, `[${name}] `)
}

/** SIGTERM, then SIGKILL if the process has not exited once its drain deadline and a margin passed. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((ok) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), setting('SHUTDOWN_GRACE_MS') + 2000)
    child.once('exit', () => {
      clearTimeout(timer)
      ok()
    })
    child.kill('SIGTERM')
  })
}

/** First restart after 200 ms, doubling to 5 s while it keeps dying; a process up for 10 s starts over. */
const backOff = { firstMs: 200, maxMs: 5000, stableMs: 10_000 }

/**
 * Keeps `name` running: when its process dies (and nobody is stopping it), starts it again with the
 * same environment, so on the same port, and reports both. `processes[name]` is the live one.
 */
export function keepRunning(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  processes: Record<string, ChildProcess>,
  options: { readonly verbose?: Output | undefined; readonly log?: ((line: string) => void) | undefined },
  stopping: () => boolean,
): void {
  const log = options.log ?? ((line: string) => console.warn(line))
  let delay = backOff.firstMs
  const again = () => {
    setTimeout(attempt, delay)
    delay = Math.min(delay * 2, backOff.maxMs)
  }
  const watch = (child: ChildProcess, startedAt: number) => {
    child.once('exit', (code, signal) => {
      if (stopping()) return
      if (code === configExitCode) return log(`[${name}] stopped by its configuration; not restarting`)
      if (code === 0) return log(`[${name}] stopped on request (exit 0); not restarting`)
      if (Date.now() - startedAt >= backOff.stableMs) delay = backOff.firstMs
      log(`[${name}] stopped unexpectedly (${signal ?? `exit ${code}`}); restarting in ${delay} ms`)
      again()
    })
  }
  const attempt = () => {
    if (stopping()) return
    startProcess(name, entry, env, options.verbose).then(
      ({ url, child }) => {
        if (stopping()) return void stopProcess(child)
        processes[name] = child
        log(`[${name}] restarted: ${url} (pid ${child.pid})`)
        watch(child, Date.now())
      },
      (error: Error & { exitCode?: number }) => {
        if (stopping()) return
        if (error.exitCode === configExitCode) return log(`[${name}] stopped by its configuration`)
        log(`[${name}] restart failed (${error.message.split('\n')[0]}); trying again in ${delay} ms`)
        again()
      },
    )
  }
  const first = processes[name]
  if (first) watch(first, Date.now())
}
