/**
 * Starts the whole local system: every enabled stand-in from sandbox/index.ts, then the production
 * site pointed at them. Used by `npm start` and by the end-to-end suite (with free ports).
 * With `restart`, a process that dies is started again on the same port after a short back-off, so a
 * crashed stand-in costs the site a moment of failed calls, never the whole site.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { sandboxes } from '../sandbox/index.ts'

export const repoRoot = resolve(import.meta.dirname, '..')

export interface StackOptions {
  /** Site port; 0 picks a free one. */
  readonly port: number
  /** Where stand-ins keep their data; each gets a sub-folder. */
  readonly dataDir: string
  /** When true every stand-in takes a free port (tests); otherwise its default or override. */
  readonly freePorts?: boolean
  /** Extra environment for every process (e.g. short token lifetimes in tests). */
  readonly env?: Record<string, string>
  /** Forward children's stderr to ours. */
  readonly verbose?: boolean
  /** Start a process again when it dies (npm start); off for the test suites, which want a crash seen. */
  readonly restart?: boolean
  /** Where restarts are reported; console.warn unless given. */
  readonly log?: (line: string) => void
  /** False starts the stand-ins only (the cluster starts its own site instances). */
  readonly site?: boolean
}

/** The local Studio's port for `npm start` (STUDIO_PORT overrides it). */
export const defaultStudioPort = 3335

export interface RunningStack {
  readonly siteUrl: string
  /** The local Studio (studio/serve.ts), when the content stand-in runs and the Studio is built. */
  readonly studioUrl?: string
  readonly sandboxUrls: Readonly<Record<string, string>>
  /** The live process of each name; a restart replaces the entry. */
  readonly processes: Readonly<Record<string, ChildProcess>>
  /** The environment the site was started with (tests reuse it to build clients). */
  readonly siteEnv: Readonly<Record<string, string>>
  stop(): Promise<void>
}

/** Spawns a Node module and resolves with the URL from its `READY <url>` line; rejects if it exits first. */
export function startProcess(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  verbose = false,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [resolve(repoRoot, entry)], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
    if (verbose) process.stderr.write(`[${name}] ${chunk}`)
  })
  return new Promise((ok, fail) => {
    let buffer = ''
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString()
      const match = /READY (\S+)/.exec(buffer)
      if (match?.[1]) {
        child.stdout?.off('data', onData)
        child.stdout?.on('data', (more: Buffer) => verbose && process.stdout.write(`[${name}] ${more}`))
        ok({ url: match[1], child })
      }
    }
    child.stdout?.on('data', onData)
    child.once('exit', (code) =>
      fail(new Error(`${name} exited with ${code} before it was ready:\n${stderr}`)),
    )
  })
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((ok) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
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
 * Keeps `name` running: when its process dies (and the stack is not stopping), starts it again with the
 * same environment, so on the same port, and reports both.
 */
function keepRunning(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  processes: Record<string, ChildProcess>,
  options: StackOptions,
  stopping: () => boolean,
): void {
  const log = options.log ?? ((line: string) => console.warn(line))
  let delay = backOff.firstMs
  const watch = (child: ChildProcess, startedAt: number) => {
    child.once('exit', (code, signal) => {
      if (stopping()) return
      if (Date.now() - startedAt >= backOff.stableMs) delay = backOff.firstMs
      log(`[${name}] stopped unexpectedly (${signal ?? `exit ${code}`}); restarting in ${delay} ms`)
      setTimeout(attempt, delay)
      delay = Math.min(delay * 2, backOff.maxMs)
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
      (error: Error) => {
        if (stopping()) return
        log(`[${name}] restart failed (${error.message.split('\n')[0]}); trying again in ${delay} ms`)
        setTimeout(attempt, delay)
        delay = Math.min(delay * 2, backOff.maxMs)
      },
    )
  }
  const first = processes[name]
  if (first) watch(first, Date.now())
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const processes: Record<string, ChildProcess> = {}
  const sandboxUrls: Record<string, string> = {}
  const siteEnv: Record<string, string> = { ...options.env }
  const baseEnv = { ...process.env, ...options.env }
  const started: Array<{ name: string; entry: string; env: NodeJS.ProcessEnv }> = []
  let stopping = false
  const stop = () => {
    stopping = true
    return Promise.all(Object.values(processes).map(stopProcess)).then(() => undefined)
  }
  try {
    for (const sandbox of sandboxes.filter((s) => s.enabled(baseEnv))) {
      const dataDir = resolve(options.dataDir, sandbox.name)
      mkdirSync(dataDir, { recursive: true })
      const override = baseEnv[`${sandbox.name.toUpperCase()}_SANDBOX_PORT`]
      const port = options.freePorts ? 0 : Number(override ?? sandbox.defaultPort)
      const env = { ...baseEnv, PORT: String(port), DATA_DIR: dataDir }
      const { url, child } = await startProcess(sandbox.name, sandbox.entry, env, options.verbose)
      processes[sandbox.name] = child
      sandboxUrls[sandbox.name] = url
      // A restart must come back where the site already points, even when the first port was free.
      started.push({ name: sandbox.name, entry: sandbox.entry, env: { ...env, PORT: new URL(url).port } })
      Object.assign(siteEnv, sandbox.siteEnv(url))
    }
    let siteUrl = ''
    let sitePort = options.port
    let studioUrl: string | undefined
    const contentUrl = sandboxUrls.content
    if (options.site !== false && contentUrl && existsSync(resolve(repoRoot, 'studio/dist/index.html'))) {
      // The Studio previews the site and the site links back to the Studio: the site's port must be
      // known first, so a free one is taken now (decision 166).
      if (sitePort === 0) sitePort = await freePort()
      const studioPort = options.freePorts ? 0 : Number(baseEnv.STUDIO_PORT ?? defaultStudioPort)
      const env = {
        ...baseEnv,
        PORT: String(studioPort),
        STUDIO_API_HOST: contentUrl,
        STUDIO_PREVIEW_ORIGIN: `http://localhost:${sitePort}`,
      }
      const studio = await startProcess('studio', 'studio/serve.ts', env, options.verbose)
      processes.studio = studio.child
      studioUrl = studio.url.replace('127.0.0.1', 'localhost')
      started.push({
        name: 'studio',
        entry: 'studio/serve.ts',
        env: { ...env, PORT: new URL(studio.url).port },
      })
      siteEnv.SANITY_STUDIO_URL = studioUrl
    }
    if (options.site !== false) {
      const env = { ...baseEnv, ...siteEnv, PORT: String(sitePort) }
      const site = await startProcess('site', 'scripts/serve.ts', env, options.verbose)
      processes.site = site.child
      siteUrl = site.url
      started.push({ name: 'site', entry: 'scripts/serve.ts', env: { ...env, PORT: new URL(siteUrl).port } })
    }
    if (options.restart) {
      for (const { name, entry, env } of started) {
        keepRunning(name, entry, env, processes, options, () => stopping)
      }
    }
    return { siteUrl, ...(studioUrl ? { studioUrl } : {}), sandboxUrls, processes, siteEnv, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** A port nobody listens on right now (the site's, when the Studio must know it before the site starts). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => ok(port))
    })
  })
}

/** Ctrl-C or a SIGTERM stops what `stop` started once, then exits (a second signal during it is ignored). */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      void stop().then(() => process.exit(0))
    })
  }
}
