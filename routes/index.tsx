import { createFileRoute } from '@tanstack/react-router'
import { RouteError, RouteNotFound } from '../src/components/ErrorPages.tsx'
import { shellHead, shellLoader } from '../src/shell/shellRoute.ts'
import { shellView } from '../src/views/lazyViews.ts'

/** The homepage goes through the same page shell as every other content path. */
export const Route = createFileRoute('/')({
  // Not split: the component is a one-line wrapper around the lazily loaded shell view, and a chunk
  // of its own cost every content page a request and 0.2 KB of initial JavaScript (decision 133).
  codeSplitGroupings: [],
  loader: shellLoader,
  head: shellHead,
  component: () => <shellView.View shell={Route.useLoaderData()} />,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})
