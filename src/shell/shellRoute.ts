/**
 * The catch-all page shell's route options, shared by routes/$.tsx and routes/index.tsx (the homepage
 * goes through the same shell). The loader runs on the server for the first render and in the browser
 * on client navigation; either way it only calls the server function, which owns the route table,
 * rules, middleware and content (decision 030), so none of that ships to the browser.
 */
import { notFound, redirect } from '@tanstack/react-router'
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

export async function shellLoader({ location }: { location: LocationLike }): Promise<ShellPage> {
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
      // Relative targets navigate client-side; another origin is a full document navigation.
      throw redirect({
        href: result.location,
        statusCode: result.status,
        ...(isAbsolute(result.location) ? { reloadDocument: true } : {}),
      })
    default:
      throw new PageError()
  }
}

/** The head was built on the server (src/seo/seo.ts); the browser only hands it to the router. */
export function shellHead({ loaderData }: { loaderData?: ShellPage }) {
  // biome-ignore lint/suspicious/noExplicitAny: JSON meta entries, including 'script:ld+json'
  return (loaderData?.head ?? {}) as any
}
