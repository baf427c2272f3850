/**
 * Vite plugin: gives every production build an id and publishes it (spec §7 "Site infrastructure").
 * - `import.meta.env.VITE_BUILD_ID` is the id in every environment, so the browser knows which build
 *   it runs and the server can say it too.
 * - The client build writes `builds/latest.json` ({id, timestamp}) and `builds/meta/{id}.json` (the
 *   app manifest with the route-rules matcher) next to its assets, i.e. dist/client/builds/.
 * The id is `BUILD_ID` when set (CI can pass a commit sha), otherwise a random UUID.
 */
import { randomUUID } from 'node:crypto'
import type { Plugin } from 'vite'
import {
  type AppManifest,
  compileRouteRules,
  type LatestBuild,
  type RouteRules,
} from '../../models/appManifest.ts'

export interface BuildManifestOptions {
  readonly routeRules?: RouteRules
  /** Fixed id (tests); defaults to `BUILD_ID` or a random UUID. */
  readonly buildId?: string
}

export function buildManifest(options: BuildManifestOptions = {}): Plugin[] {
  // Vite may evaluate the config more than once per build; the environment keeps one id per process.
  process.env.BUILD_ID ||= randomUUID()
  const id = options.buildId ?? process.env.BUILD_ID
  const timestamp = Date.now()
  return [
    {
      name: 'pulsewave:build-id',
      config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }),
    },
    {
      name: 'pulsewave:build-manifest',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle() {
        const latest: LatestBuild = { id, timestamp }
        const manifest: AppManifest = { ...latest, matcher: compileRouteRules(options.routeRules ?? {}) }
        this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(latest) })
        this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: JSON.stringify(manifest) })
      },
    },
  ]
}
