/**
 * The sections of the site that are an application rather than content: every route of the client's
 * route tree other than the homepage and the page shell's catch-all lives under one of these
 * (src/routing/contentRouteTree.test.ts keeps it so). Content pages hydrate with a route tree without
 * them (decision 144).
 */
export const appSections = ['account', 'admin', 'sign-up', 'signed-out'] as const

/** True for a path in one of the application sections: `/account`, `/account/orders`, `/signed-out`… */
export const isAppPath = (pathname: string): boolean =>
  appSections.some((section) => pathname === `/${section}` || pathname.startsWith(`/${section}/`))
