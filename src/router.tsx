import { routeTree } from './routeTree.gen.ts'
import { createSiteRouter } from './siteRouter.ts'

/** Start's router: every route (the browser picks its tree in src/browser/hydrate.tsx, decision 144). */
export function getRouter() {
  return createSiteRouter(routeTree)
}

declare module '@tanstack/react-router' {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>
  }
}
