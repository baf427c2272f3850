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
  const result = await fetchShell({
    data: { path: location.pathname, search: location.searchStr.replace(/^\?/, '') },
  })
  switch (result.status) {
    case 200:
      await preloadViews(result)
      return result
    case 404:
      // Every 404's error data: the spec's message and the path.
      throw notFound({ data: { message: result.message, path: result.path } })
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

export function shellHead({ loaderData }: { loaderData?: ShellPage }) {
  if (!loaderData) return {}
  const { seo } = loaderData
  const og = seo.ogImage
  return {
    meta: [
      { title: seo.title },
      { name: 'description', content: seo.description },
      { property: 'og:type', content: seo.ogType },
      { property: 'og:title', content: seo.title },
      { property: 'og:description', content: seo.description },
      { property: 'og:url', content: seo.canonical },
      ...(og
        ? [
            { property: 'og:image', content: og.url },
            { property: 'og:image:alt', content: og.alt },
            { property: 'og:image:width', content: String(og.width) },
            { property: 'og:image:height', content: String(og.height) },
            { name: 'twitter:card', content: 'summary_large_image' },
          ]
        : []),
      // biome-ignore lint/suspicious/noExplicitAny: the router renders 'script:ld+json' entries as JSON-LD scripts
      ...seo.jsonLd.map((data) => ({ 'script:ld+json': data }) as any),
    ],
    links: [{ rel: 'canonical', href: seo.canonical }],
  }
}
