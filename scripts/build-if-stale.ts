/**
 * Rebuilds the production bundle when any source is newer than it, so `npm start` never serves stale
 * code; likewise the local Studio (`sanity build` in studio/, which takes a minute or two).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const sources = [
  'src',
  'routes',
  'models',
  'services',
  'machines',
  'public',
  'vite.config.ts',
  'package.json',
]

/** The Studio imports the site's browser-safe models (route table, option lists). */
const studioSources = ['studio', 'models', 'package.json']
const generated = new Set(['node_modules', 'dist', '.sanity'])

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) {
    if (generated.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

export function isBuildStale(): boolean {
  const output = resolve(root, 'dist/server/server.js')
  if (!existsSync(output)) return true
  const built = statSync(output).mtimeMs
  return sources.some((source) => newestMtime(resolve(root, source)) > built)
}

/** Runs `vite build` when the build is missing or stale; throws if the build fails. */
export function buildIfStale(): void {
  if (!isBuildStale()) return
  console.log('Building the site (sources changed since the last build)…')
  const result = spawnSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error(`vite build failed with status ${result.status}`)
}

export function isStudioStale(): boolean {
  const output = resolve(root, 'studio/dist/index.html')
  if (!existsSync(output)) return true
  const built = statSync(output).mtimeMs
  return studioSources.some((source) => newestMtime(resolve(root, source)) > built)
}

/**
 * Builds the local Studio when missing or stale; throws if the build fails. The local build talks to
 * the stand-in (no project id from the environment) and sends no telemetry (no network needed).
 */
export function buildStudioIfStale(): void {
  if (!isStudioStale()) return
  console.log('Building the local Studio (sources changed since the last build)…')
  const { SANITY_STUDIO_PROJECT_ID: _project, SANITY_STUDIO_DATASET: _dataset, ...env } = process.env
  const result = spawnSync(
    process.execPath,
    [resolve(root, 'node_modules/sanity/bin/sanity'), 'build', '--yes'],
    {
      cwd: resolve(root, 'studio'),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...env, NODE_ENV: 'production', DO_NOT_TRACK: '1' },
    },
  )
  if (result.status !== 0) throw new Error(`sanity build failed with status ${result.status}`)
}
