/**
 * The smallest TanStack Start app (decision 296): one route, a heading from its loader, the root's
 * document with `HeadContent` and `Scripts`, rendered by the site's own render handler. The render
 * bench builds it and measures what a request costs it: Start's floor, beneath any page of the site.
 */
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  plugins: [tanstackStart({ srcDirectory: 'src' }), viteReact()],
})
