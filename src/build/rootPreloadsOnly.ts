import type { Plugin } from 'vite'

/** The id TanStack Start gives the build's asset manifest, which its server reads once per page. */
const manifestModuleId = '\0tanstack-start-manifest:v'
const generatedExport = 'export const tsrStartManifest = () =>'

/** Where the server build keeps each route's chunks for the initial-JS measure (tests/bench/initial-js.ts). */
export const routeChunksFile = 'route-chunks.json'

/**
 * Keeps `<link rel=modulepreload>` in a page's head to the root route's own files, the 0.6 KB entry and the
 * import helper (decision 282). TanStack Start lists, for every code-split route a page matches, the
 * chunks it needs (an account screen: the framework, the account kit and the screen's own), and the
 * router's head writes them all as preloads. The browser then fetches the 88 KB framework while the page
 * is still painting, which decision 133 took off content pages by importing it only after the first
 * paint. Without the links an account, sign-up or admin page starts like a content page: the entry imports
 * hydration after the first paint, and the router loads the route's chunks as it hydrates.
 *
 * What each route's chunks are is written beside the server build as `route-chunks.json` (route id → chunk
 * paths): the initial-JS measure counts them for the pages that load them while hydrating.
 *
 * Server build only; the manifest module is code the plugin generates, so the build fails here, not
 * silently, if a TanStack Start upgrade changes its shape.
 */
export function rootPreloadsOnly(): Plugin {
  let generated: string | undefined
  return {
    name: 'site:root-preloads-only',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform(code, id) {
      if (id !== manifestModuleId) return
      if (!code.includes(generatedExport)) {
        throw new Error(`rootPreloadsOnly: ${manifestModuleId} no longer has "${generatedExport}"`)
      }
      generated = code
      return `${code.replace(generatedExport, 'const generatedStartManifest = () =>')}
export const tsrStartManifest = () => {
  const manifest = generatedStartManifest()
  for (const routeId in manifest.routes) if (routeId !== '__root__') delete manifest.routes[routeId].preloads
  return manifest
}`
    },
    async generateBundle() {
      if (generated === undefined) return
      const { tsrStartManifest } = await import(`data:text/javascript,${encodeURIComponent(generated)}`)
      const routes: Record<string, { preloads?: string[] }> = tsrStartManifest().routes
      const chunks = Object.fromEntries(
        Object.entries(routes).map(([routeId, route]) => [routeId, route.preloads ?? []]),
      )
      this.emitFile({ type: 'asset', fileName: routeChunksFile, source: JSON.stringify(chunks, null, 1) })
    },
  }
}
