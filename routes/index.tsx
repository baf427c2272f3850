import { createFileRoute } from '@tanstack/react-router'
import { RouteError, RouteNotFound } from '../src/components/ErrorPages.tsx'
import { usePreviewShell } from '../src/preview/previewStore.ts'
import { shellHead, shellLoader } from '../src/shell/shellRoute.ts'
import { shellView } from '../src/views/lazyViews.ts'

/** The homepage goes through the same page shell as every other content path. */
export const Route = createFileRoute('/')({
  loader: shellLoader,
  head: shellHead,
  // preview (docs/preview.md): the draft page document replaces the published one when preview has it
  component: () => <shellView.View shell={usePreviewShell(Route.useLoaderData())} />,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})
