/**
 * The catch-all page shell's route options, shared by routes/$.tsx and routes/index.tsx (the homepage
 * goes through the same shell). Runs in both environments: on the server for the first render, in the
 * browser on client navigation, so it only calls the server function, never content code.
 */
import { notFound, redirect } from '@tanstack/react-router'
import { isAbsoluteUrl, redirectFor, routeMeta } from '../../models/routes/meta.ts'
import { resolvePath } from '../../models/routes/resolve.ts'
import { fetchShell } from '../content/page.functions.ts'
import { preloadViews } from '../views/lazyViews.ts'
import { runMiddleware } from './middleware.ts'
import type { ShellPage } from './types.ts'

interface LocationLike {
  readonly pathname: string
  readonly searchStr: string
}

/** The error data every 404 carries (spec §8: 'Page not found: {path}', with data.path). */
export function pageNotFound(path: string): never {
  throw notFound({ data: { message: `Page not found: ${path}`, path } })
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

/** Route rules, resolution, middleware and the validation step, before anything loads. */
export function shellBeforeLoad({ location }: { location: LocationLike }) {
  const path = location.pathname
  const rule = redirectFor(path)
  if (rule) {
    if (isAbsoluteUrl(rule.to))
      throw redirect({ href: rule.to, statusCode: rule.statusCode, reloadDocument: true })
    throw redirect({ href: rule.to, statusCode: rule.statusCode })
  }
  const resolved = resolvePath(path)
  if (!resolved) pageNotFound(path)
  runMiddleware(routeMeta(resolved.contentType).middleware, {
    path,
    search: location.searchStr.replace(/^\?/, ''),
    resolved,
  })
}

export async function shellLoader({ location }: { location: LocationLike }): Promise<ShellPage> {
  const result = await fetchShell({ data: location.pathname })
  if (result.status === 404) pageNotFound(location.pathname)
  if (result.status !== 200) throw new PageError()
  await preloadViews(result)
  return result
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
