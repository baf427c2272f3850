/**
 * Starts the whole local system: every enabled stand-in from sandbox/index.ts, then the production
 * site pointed at them. Used by `npm start` and by the end-to-end suite (with free ports).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
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
}

export interface RunningStack {
  readonly siteUrl: string
  readonly sandboxUrls: Readonly<Record<string, string>>
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

function stopProcess(child: ChildProcess): Promise<void> {
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

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const processes: Record<string, ChildProcess> = {}
  const sandboxUrls: Record<string, string> = {}
  const siteEnv: Record<string, string> = { ...options.env }
  const baseEnv = { ...process.env, ...options.env }
  try {
    for (const sandbox of sandboxes.filter((s) => s.enabled(baseEnv))) {
      const dataDir = resolve(options.dataDir, sandbox.name)
      mkdirSync(dataDir, { recursive: true })
      const override = baseEnv[`${sandbox.name.toUpperCase()}_SANDBOX_PORT`]
      const port = options.freePorts ? 0 : Number(override ?? sandbox.defaultPort)
      const { url, child } = await startProcess(
        sandbox.name,
        sandbox.entry,
        { ...baseEnv, PORT: String(port), DATA_DIR: dataDir },
        options.verbose,
      )
      processes[sandbox.name] = child
      sandboxUrls[sandbox.name] = url
      Object.assign(siteEnv, sandbox.siteEnv(url))
    }
    const site = await startProcess(
      'site',
      'scripts/serve.ts',
      { ...baseEnv, ...siteEnv, PORT: String(options.port) },
      options.verbose,
    )
    processes.site = site.child
    return {
      siteUrl: site.url,
      sandboxUrls,
      processes,
      siteEnv,
      stop: () => Promise.all(Object.values(processes).map(stopProcess)).then(() => undefined),
    }
  } catch (error) {
    await Promise.all(Object.values(processes).map(stopProcess))
    throw error
  }
}
