import { createRouter } from '@tanstack/react-router'
import { RouteNotFound } from './components/ErrorPages.tsx'
import { routeTree } from './routeTree.gen.ts'
import { requestNonce } from './security/nonce.ts'

// Async so the server can hand each request's router that response's CSP nonce (docs/decisions/060).
export async function getRouter() {
  return createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultNotFoundComponent: RouteNotFound,
    ssr: { nonce: await requestNonce() },
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>
  }
}
