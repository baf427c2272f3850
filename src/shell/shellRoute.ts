/**
 * The catch-all page shell's route options, shared by routes/$.tsx and routes/index.tsx (the homepage
 * goes through the same shell). The loader runs on the server for the first render and in the browser
 * on client navigation; either way it only calls the server function, which owns the route table,
 * rules, middleware and content (decision 030), so none of that ships to the browser.
 */
import { notFound, redirect } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { fetchShell } from '../content/page.functions.ts'
import { preloadViews } from '../views/lazyViews.ts'
import type { ShellPage } from './types.ts'

interface LocationLike {
  readonly pathname: string
  readonly searchStr: string
}

/** A 500 with nothing of the cause: the server logged it; the browser gets no message or stack. */
export class PageError extends Error {
  readonly status = 500
  constructor() {
    super('Something went wrong')
    this.name = 'PageError'
    this.stack = undefined
  }
}

function isAbsolute(target: string): boolean {
  return /^https?:\/\//i.test(target)
}

/** Relative targets navigate client-side; another origin is a full document navigation (spec §8). */
const follow = (href: string, statusCode: 301 | 302 | 307 | 308 = 302) =>
  redirect({ href, statusCode, ...(isAbsolute(href) ? { reloadDocument: true } : {}) })

/**
 * In the browser, the build's route rules (its app manifest, decision 267) answer a redirected path
 * before the server is asked; on the server the shell applies the same rules itself.
 */
const manifestRedirect = createIsomorphicFn()
  .server(async (_path: string): Promise<string | undefined> => undefined)
  .client(async (path: string) =>
    (await import('../browser/routeRules.ts')).clientRedirect(path).then((r) => r?.to),
  )

export async function shellLoader({ location }: { location: LocationLike }): Promise<ShellPage> {
  const ruled = await manifestRedirect(location.pathname)
  if (ruled) throw follow(ruled)
  const result = await fetchShell(location.pathname, location.searchStr.replace(/^\?/, ''))
  switch (result.status) {
    case 200:
      await preloadViews(result)
      return result
    case 404:
      // Every 404's error data: the spec's message and the path.
      throw notFound({ data: { message: result.message, path: result.path, gtmId: result.gtmId } })
    case 301:
    case 302:
      throw follow(result.location, result.status)
    default:
      throw new PageError()
  }
}

/** The head was built on the server (src/seo/seo.ts); the browser only hands it to the router. */
export function shellHead({ loaderData }: { loaderData?: ShellPage }) {
  // biome-ignore lint/suspicious/noExplicitAny: JSON meta entries, including 'script:ld+json'
  return (loaderData?.head ?? {}) as any
}
