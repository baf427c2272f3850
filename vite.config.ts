import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { routeRules } from './models/routes/meta.ts'
import { buildManifest } from './src/build/buildManifest.ts'

// The design card keeps file routes in a top-level routes/ folder; the plugin resolves
// routesDirectory relative to srcDirectory, hence '../routes' (docs/decisions/002).
export default defineConfig({
  server: { port: 3000 },
  plugins: [
    tanstackStart({ srcDirectory: 'src', router: { routesDirectory: '../routes' } }),
    viteReact(),
    // builds/latest.json and builds/meta/{id}.json for build-update polling (docs/decisions/040)
    buildManifest({
      routeRules: Object.fromEntries(Object.entries(routeRules).map(([path, redirect]) => [path, { redirect }])),
    }),
  ],
})
