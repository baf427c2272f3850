/// <reference types="vite/client" />
import { createRootRoute, Outlet, Scripts, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { loadAccountRead } from '../src/account/reads.ts'
import { buildPollMeta } from '../src/browser/clientConfig.ts'
import { useIdle } from '../src/browser/idle.ts'
import { AccountControl } from '../src/components/AccountControl.tsx'
import { RouteError, RouteNotFound } from '../src/components/ErrorPages.tsx'
import { SiteFooter } from '../src/components/SiteFooter.tsx'
import { SiteHeadContent } from '../src/components/SiteHeadContent.tsx'
import { SiteHeader } from '../src/components/SiteHeader.tsx'
import { showRequestedFailure } from '../src/failures/failure.ts'
import { previewAllowedMeta } from '../src/preview/previewMeta.ts'
import { lazyView } from '../src/shell/lazyView.tsx'
import appCss from '../src/styles/app.css?url'
import { tagManagerMeta } from '../src/tracking/tagManager.ts'

export const Route = createRootRoute({
  head: async () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b0d17' },
      ...buildPollMeta(), // build-update poll interval for the browser (docs/decisions/040)
      ...tagManagerMeta(), // GTM_ID for the account, sign-up and admin page views (docs/decisions/268)
      ...(await previewAllowedMeta()), // preview cookie present: the browser may start preview
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      // A PNG, not the SVG: Chromium builds a whole SVG document on the main thread for an SVG icon,
      // 7–9 ms after load on every first visit. Home screens find /apple-touch-icon.png by its
      // conventional name, so the head does not name it: every byte here ships to the browser (decision 294).
      { rel: 'icon', href: '/favicon.png' },
    ],
  }),
  // A request the server could not route renders the not-found page with its status (src/failures).
  beforeLoad: showRequestedFailure,
  // The header's login state, settled by the login-state machine on the server (src/account/header.server.ts);
  // read once per page load, kept across client navigation.
  loader: () => loadAccountRead('session'),
  staleTime: Number.POSITIVE_INFINITY,
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function RootLayout() {
  return <Outlet />
}

function HeaderAccount() {
  const returnTo = useRouterState({ select: (state) => state.location.href })
  return <AccountControl session={Route.useLoaderData()} returnTo={returnTo} />
}

// The page's live features, each bound to its machine with @xstate/react in a chunk of its own that
// arrives once the page is idle: a visitor's initial JavaScript holds no XState (decision 151).
const buildUpdates = lazyView(() => import('../src/browser/BuildUpdates.tsx'))
const previewMode = lazyView(() => import('../src/browser/PreviewMode.tsx'))
const liveFeatures = { polling: buildUpdates.preload, preview: previewMode.preload }

function LiveFeatures() {
  const ready = useIdle(liveFeatures)
  return (
    <>
      {ready.polling ? <buildUpdates.View /> : null}
      {ready.preview ? <previewMode.View /> : null}
    </>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        {/* the routes' head, its updates debounced by 10 ms (spec §9) */}
        <SiteHeadContent />
      </head>
      <body>
        <SiteHeader account={<HeaderAccount />} />
        <main id="main">{children}</main>
        <SiteFooter />
        <LiveFeatures />
        <Scripts />
      </body>
    </html>
  )
}
