import { createFileRoute } from '@tanstack/react-router'
import { AssetsView } from '../../src/account/assets/AssetsView.tsx'
import { requireAccountRead } from '../../src/account/guard.ts'
import { screenPending } from '../../src/account/kit/ScreenPending.tsx'
import { token } from '../../src/account/kit/search.ts'

/** /account/assets?type=&app=&os=: the filters live in the address (the read keeps only known values). */
export const Route = createFileRoute('/account/assets')({
  ...screenPending,
  validateSearch: (search: Record<string, unknown>): { type?: string; app?: string; os?: string } => ({
    type: token(search.type),
    app: token(search.app),
    os: token(search.os),
  }),
  loaderDeps: ({ search: { type, app, os } }) => ({ type, app, os }),
  loader: ({ location, deps }) => requireAccountRead(location, 'assets', deps),
  head: () => ({ meta: [{ title: 'Your assets' }] }),
  component: () => <AssetsView read={Route.useLoaderData()} search={Route.useSearch()} />,
})
