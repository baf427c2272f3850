/// <reference types="vite/client" />
import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { buildPollMeta } from '../src/browser/clientConfig.ts'
import { RouteError, RouteNotFound } from '../src/components/ErrorPages.tsx'
import { SiteFooter } from '../src/components/SiteFooter.tsx'
import { SiteHeader } from '../src/components/SiteHeader.tsx'
import appCss from '../src/styles/app.css?url'

export const Route = createRootRoute({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b0d17' },
      ...buildPollMeta(), // build-update poll interval for the browser (docs/decisions/040)
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: RouteNotFound,
  errorComponent: RouteError,
})

function RootLayout() {
  return <Outlet />
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        <SiteHeader />
        <main id="main">{children}</main>
        <SiteFooter />
        <Scripts />
      </body>
    </html>
  )
}
