import { createFileRoute } from '@tanstack/react-router'
import { RouteError, RouteNotFound } from '../src/components/ErrorPages.tsx'
import { shellHead, shellLoader } from '../src/shell/shellRoute.ts'
import { shellView } from '../src/views/lazyViews.ts'

/** The catch-all page shell: every content path of spec §2 (docs/site.md). */
export const Route = createFileRoute('/$')({
  loader: shellLoader,
  head: shellHead,
  component: () => <shellView.View shell={Route.useLoaderData()} />,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})
