import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { routeRules } from './models/routes/meta.ts'
import { buildManifest } from './src/build/buildManifest.ts'

// The design card keeps file routes in a top-level routes/ folder; the plugin resolves
// routesDirectory relative to srcDirectory, hence '../routes' (docs/decisions/002).
export default defineConfig({
  server: { port: 3000 },
  // The router preloads route chunks itself, so Vite's module preloading only costs bytes in the
  // initial JavaScript (docs/decisions/032).
  build: { modulePreload: false },
  plugins: [
    tanstackStart({
      srcDirectory: 'src',
      // One chunk per route instead of one per route part: fewer, better-compressed initial files.
      router: {
        routesDirectory: '../routes',
        codeSplittingOptions: {
          defaultBehavior: [['component', 'notFoundComponent', 'errorComponent', 'pendingComponent']],
        },
      },
    }),
    viteReact(),
    // builds/latest.json and builds/meta/{id}.json for build-update polling (docs/decisions/040)
    buildManifest({
      routeRules: Object.fromEntries(
        Object.entries(routeRules).map(([path, redirect]) => [path, { redirect }]),
      ),
    }),
  ],
})
