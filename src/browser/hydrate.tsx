/**
 * Hydration, which the client entry imports once the server's HTML is on screen (src/client.tsx); it
 * travels in the framework chunk with React, the router and Start's client. Chunk-load recovery is
 * installed first, so a chunk that fails while the page hydrates is suppressed (src/browser/chunkErrors.ts).
 */
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { installChunkErrorRecovery } from './chunkErrors.ts'

export function hydrate(): void {
  const chunkErrors = installChunkErrorRecovery()
  // Hydrating once the router is ready is what Start's own <StartClient> does (it suspends until then),
  // without its <Await> wrapper, and hands us the router.
  void hydrateStart().then((router) => {
    startTransition(() => {
      // No <StrictMode>: it only checks in development, and hydration ships on every page.
      hydrateRoot(document, <RouterProvider router={router} />)
    })
    chunkErrors.hydrated()
    const whenIdle = self.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1))
    whenIdle(() => void import('./idleFeatures.ts').then((m) => m?.startIdleFeatures(router)))
  })
}
