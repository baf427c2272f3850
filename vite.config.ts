import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { routeRules } from './models/routes/meta.ts'
import { buildManifest } from './src/build/buildManifest.ts'
import { compileHints } from './src/build/compileHints.ts'
import { precompress } from './src/build/precompress.ts'
import { preloadHelperSource } from './src/build/preloadHelper.ts'
import { rootPreloadsOnly } from './src/build/rootPreloadsOnly.ts'
import { stacklessSentinels } from './src/build/stacklessSentinels.ts'

/**
 * Vite wraps every dynamic import in a preload helper (about 0.7 KB gzip in the entry) that injects
 * <link rel=modulepreload> and per-chunk CSS. We ship one stylesheet and modulePreload is off, so
 * the helper would only cost bytes of the 110 KB budget: replace it with a pass-through (decision 032).
 */
const passThroughPreloadHelper: Plugin = {
  name: 'site:pass-through-preload-helper',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.config.consumer === 'client',
  load(id) {
    // still reports vite:preloadError, which chunk-load recovery needs (docs/decisions/041)
    if (id === '\0vite/preload-helper.js') return preloadHelperSource
  },
}

/**
 * What every account screen loads besides its own view, as one client chunk: the account layout, the
 * account's route tree (src/routing/accountRouteTree.ts), and the kit (forms, reads, outcomes, guard)
 * with the small modules they share. Rolldown would cut it into about fifteen files of 0.1–2 KB that each
 * compress on their own: about 4 KB gzip more on every screen's first load (decision 261). Only what
 * every screen needs (decision 271): `Confirm` and `CopyValue` travel with the few screens that use them.
 * The machines stay out: they load after hydration. Client only: on the server the route tree imports
 * every route's server code, which the group would pull in with it.
 */
const accountKitChunk: Plugin = {
  name: 'site:account-kit-chunk',
  configEnvironment(name) {
    if (name !== 'client') return
    return {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'account-kit',
                  test: /src[\\/]account[\\/](kit[\\/](?!CopyValue|Confirm)[\w.]+(?<!\.server)\.tsx?$|guard\.ts$|AccountLayout\.tsx$|commerce[\\/]format\.ts$)|routes[\\/]account[\\/]route\.tsx|src[\\/](views[\\/]dates\.ts|routing[\\/]accountRouteTree\.ts)$|models[\\/](attempts|accounts[\\/]orderStatus)\.ts$/,
                },
              ],
            },
          },
        },
      },
    }
  },
}

// The design card keeps file routes in a top-level routes/ folder; the plugin resolves
// routesDirectory relative to srcDirectory, hence '../routes' (docs/decisions/002).
export default defineConfig({
  server: { port: 3000 },
  resolve: {
    // The router's store asks for the React 17 shim of useSyncExternalStore; React 19 has the hook, so
    // the shim is dead weight in every page (about 0.2 KB gzip): use the shim-free selector (decision 143).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: {
    // The router preloads route chunks itself, so Vite's module preloading only costs bytes in the
    // initial JavaScript (docs/decisions/032).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Every page loads React, the router and the app shell. Left alone, Rolldown cuts them into
        // four files (entry, router, JSX runtime, lazy-route helper), and each file compresses on its
        // own and pays for the imports and exports between them: about 1 KB gzip more (decision 034).
        codeSplitting: {
          groups: [
            // The dynamic-import helper is shared by every chunk; left alone it lands in the framework
            // chunk, and the entry would have to load the framework to import anything. On its own, the
            // entry runs before the framework arrives (decision 133).
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 2 },
            // Hydration itself (src/browser/hydrate.tsx) travels with the framework it starts: a chunk of
            // its own would only add a file's compression overhead to every page.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]|src[\\/]browser[\\/]hydrate\.tsx$/,
            },
          ],
        },
      },
    },
  },
  plugins: [
    passThroughPreloadHelper,
    accountKitChunk,
    tanstackStart({
      srcDirectory: 'src',
      // One chunk per route instead of one per route part: fewer, better-compressed initial files.
      router: {
        routesDirectory: '../routes',
        codeSplittingOptions: {
          defaultBehavior: [['component', 'notFoundComponent', 'errorComponent', 'pendingComponent']],
          // Account screens: the loader travels with the component, so the route tree every account page
          // downloads keeps only each screen's path, query check and title (decision 140); content pages
          // hydrate without it (decision 144).
          splitBehavior: ({ routeId }) =>
            /^\/(account|admin)\//.test(routeId)
              ? [['loader', 'component', 'notFoundComponent', 'errorComponent', 'pendingComponent']]
              : undefined,
        },
      },
    }),
    viteReact(),
    // React DOM's load-time sentinel errors made without a stack: 20–25 ms off every first visit's
    // longest task (decision 288)
    stacklessSentinels(),
    // the framework chunk and XState compiled off the main thread as they download, not function by
    // function as hydration and the first machine call each (decision 292)
    compileHints(['framework', 'xstate.esm']),
    // the head preloads only the entry: route chunks load after the first paint (decision 282)
    rootPreloadsOnly(),
    // builds/latest.json and builds/meta/{id}.json for build-update polling (docs/decisions/040)
    buildManifest({
      routeRules: Object.fromEntries(
        Object.entries(routeRules).map(([path, redirect]) => [path, { redirect }]),
      ),
    }),
    // .br (quality 11) and .gz (level 9) beside every client file, served as they are (decision 202)
    precompress(),
  ],
})
