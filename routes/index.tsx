import { createFileRoute } from '@tanstack/react-router'
import { RouteError, RouteNotFound } from '../src/components/ErrorPages.tsx'
import { shellHead, shellLoader } from '../src/shell/shellRoute.ts'
import { shellView } from '../src/views/lazyViews.ts'

/** The homepage goes through the same page shell as every other content path. */
export const Route = createFileRoute('/')({
  loader: shellLoader,
  head: shellHead,
  component: () => <shellView.View shell={Route.useLoaderData()} />,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})
