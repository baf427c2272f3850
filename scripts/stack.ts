/**
 * Starts the whole local system: every enabled stand-in from sandbox/index.ts, then the production
 * site pointed at them. Used by `npm start` and by the end-to-end suite (with free ports).
 * With `restart`, a process that dies is started again on the same port after a short back-off, so a
 * crashed stand-in costs the site a moment of failed calls, never the whole site.
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { rawOf, setting } from '../config/read.ts'
import { sandboxes } from '../sandbox/index.ts'
import { freePort } from './ports.ts'
import { keepRunning, type Output, repoRoot, startProcess, stopProcess } from './processes.ts'

export { repoRoot, startProcess, stopProcess } from './processes.ts'

export interface StackOptions {
  /** Site port; 0 picks a free one. */
  readonly port: number
  /** Where stand-ins keep their data; each gets a sub-folder. */
  readonly dataDir: string
  /** When true every stand-in takes a free port (tests); otherwise its default or override. */
  readonly freePorts?: boolean
  /** Extra environment for every process (e.g. short token lifetimes in tests). */
  readonly env?: Record<string, string>
  /** Forward children's output to ours (or to a writer), each line prefixed with its process's name. */
  readonly verbose?: Output
  /** Start a process again when it dies (npm start); off for the test suites, which want a crash seen. */
  readonly restart?: boolean
  /** Where restarts are reported; console.warn unless given. */
  readonly log?: (line: string) => void
  /** False starts the stand-ins only (the cluster starts its own site instances). */
  readonly site?: boolean
}

export interface RunningStack {
  readonly siteUrl: string
  /** The local Studio (studio/serve.ts), when the content stand-in runs and the Studio is built. */
  readonly studioUrl?: string
  readonly sandboxUrls: Readonly<Record<string, string>>
  /** The live process of each name; a restart replaces the entry. */
  readonly processes: Readonly<Record<string, ChildProcess>>
  /** The environment the site was started with (tests reuse it to build clients). */
  readonly siteEnv: Readonly<Record<string, string>>
  /** Restarts the children that die from now on (the cluster's instances join after the start). */
  keep(name: string, entry: string, env: NodeJS.ProcessEnv, child: ChildProcess): void
  stop(): Promise<void>
}

const standInPorts = {
  content: 'CONTENT_SANDBOX_PORT',
  accounts: 'ACCOUNTS_SANDBOX_PORT',
  store: 'STORE_SANDBOX_PORT',
} as const

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const processes: Record<string, ChildProcess> = {}
  const sandboxUrls: Record<string, string> = {}
  const siteEnv: Record<string, string> = { ...options.env }
  const baseEnv: NodeJS.ProcessEnv = { ...process.env, ...options.env }
  // The children write JSON logs into our pipes: pretty when we write to a terminal (LOG_FORMAT=auto).
  if (setting('LOG_FORMAT', baseEnv) === 'auto') baseEnv.LOG_FORMAT = process.stdout.isTTY ? 'pretty' : 'json'
  const started: Array<{ name: string; entry: string; env: NodeJS.ProcessEnv }> = []
  let stopping = false
  const stop = () => {
    stopping = true
    return Promise.all(Object.values(processes).map(stopProcess)).then(() => undefined)
  }
  const keep = (name: string, entry: string, env: NodeJS.ProcessEnv, child: ChildProcess) => {
    processes[name] = child
    if (options.restart) keepRunning(name, entry, env, processes, options, () => stopping)
  }
  try {
    // Known before the stand-ins start: the provider's links (referrals) point at the site.
    const sitePort = options.port === 0 && options.site !== false ? await freePort() : options.port
    const siteAddress = rawOf(baseEnv, 'SITE_URL') ?? `http://localhost:${sitePort}`
    for (const sandbox of sandboxes.filter((s) => s.enabled(baseEnv))) {
      const dataDir = resolve(options.dataDir, sandbox.name)
      mkdirSync(dataDir, { recursive: true })
      const portVariable = standInPorts[sandbox.name as keyof typeof standInPorts]
      const port = options.freePorts || !portVariable ? 0 : setting(portVariable, baseEnv)
      const env = { ...baseEnv, ...sandbox.standInEnv?.(siteAddress), PORT: String(port), DATA_DIR: dataDir }
      const { url, child } = await startProcess(sandbox.name, sandbox.entry, env, options.verbose)
      processes[sandbox.name] = child
      sandboxUrls[sandbox.name] = url
      // A restart must come back where the site already points, even when the first port was free.
      started.push({ name: sandbox.name, entry: sandbox.entry, env: { ...env, PORT: new URL(url).port } })
      Object.assign(siteEnv, sandbox.siteEnv(url))
    }
    let siteUrl = ''
    let studioUrl: string | undefined
    const contentUrl = sandboxUrls.content
    if (options.site !== false && contentUrl && existsSync(resolve(repoRoot, 'studio/dist/index.html'))) {
      // The Studio previews the site and the site links back to the Studio: the site's port is known
      // before anything starts (decision 166).
      const studioPort = options.freePorts ? 0 : setting('STUDIO_PORT', baseEnv)
      const env = {
        ...baseEnv,
        PORT: String(studioPort),
        STUDIO_API_HOST: contentUrl,
        STUDIO_PREVIEW_ORIGIN: siteAddress,
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
    for (const { name, entry, env } of started) keep(name, entry, env, processes[name]!)
    return { siteUrl, ...(studioUrl ? { studioUrl } : {}), sandboxUrls, processes, siteEnv, keep, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
