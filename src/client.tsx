/**
 * Client entry: TanStack Start's hydration, plus the browser features every page needs, which must
 * start before or right after hydration (docs/decisions/041):
 * - chunk-load recovery, installed before hydration so a preload error during it is suppressed;
 * - build-update polling, imported once the page is idle (spec §9 idle fallback: 1 ms);
 * - preview mode, imported only when the address asks for it.
 * Only this glue ships on every page; XState lives in the lazily imported chunks (docs/decisions/006).
 */
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { installChunkErrorRecovery } from './browser/chunkErrors.ts'

const chunkErrors = installChunkErrorRecovery()

// Hydrating once the router is ready is what Start's own <StartClient> does (it suspends until then),
// without its <Await> wrapper, and hands us the router. It starts in a task of its own: evaluating the
// framework's modules and building the router in one go made one long task (44 ms on this machine,
// four times that on Lighthouse's simulated phone), which blocks input for all of it.
setTimeout(startHydration, 0)

function startHydration() {
  void hydrateStart().then((router) => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      )
    })
    chunkErrors.hydrated()
    const whenIdle = self.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1))
    whenIdle(() => void import('./browser/idleFeatures.ts').then((m) => m?.startIdleFeatures(router)))
  })
}
