/**
 * Rendering near React's own speed (issue 26 item 2): per content page type, the full uncached request
 * path against React rendering the same page's view with the same data, alternated in rounds.
 *
 * Method. A site process of its own runs with the HTML cache off, so every request renders. For each
 * page type the bench takes the first path of that type in the sitemap and fetches its data once, as
 * the page shell gets it (`GET /api/shell?path=…`). "React alone" then renders, in this process, the
 * page's component tree from the production build (`dist/server/assets/PageShell-*.js`, with every code-
 * split view it uses preloaded, inside a router context built from the built route tree) with
 * react-dom/server's `renderToString`, over and over for the round's length: renders per second on one
 * core. The full path is autocannon against the site at 10 connections for the same length: requests per
 * second of one site process (also one core for JavaScript). The ratio full / React-alone is taken per
 * round; its median is reported (goal ≥ 0.5).
 * The React side renders the page's view (what the shell route renders inside `<main>`), not the root's
 * header, footer and document head, which the full path renders too: the ratio is, if anything, lower
 * than against the whole document. Each run lasts 3 s, 3 rounds per page type.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { stopProcess } from '../../scripts/stack.ts'
import { ownSite } from './ownSite.ts'
import { median, ratio } from './rounds.ts'
import type { BenchContext, BenchRow } from './types.ts'

const seconds = 3
const roundCount = 3

interface ShellAnswer {
  readonly status: number
  readonly path: string
  readonly view?: { kind: string; page?: { contentType: string; title: string } }
}

const typeOf = (shell: ShellAnswer): string | undefined =>
  shell.status !== 200
    ? undefined
    : shell.view?.kind === 'page'
      ? shell.view.page?.contentType
      : shell.view?.kind

/** The module of the build's chunk named `prefix-<hash>.js`. */
async function chunk(distDir: string, prefix: string): Promise<Record<string, unknown>> {
  const dir = join(distDir, 'server/assets')
  const name = readdirSync(dir).find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'))
  if (!name) throw new Error(`no ${prefix} chunk in the build`)
  return import(pathToFileURL(join(dir, name)).href)
}

export default async function renderBench(ctx: BenchContext): Promise<BenchRow[]> {
  const site = await ownSite(ctx, 'off')
  try {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
    const byType = new Map<string, { path: string; shell: ShellAnswer }>()
    for (const path of paths) {
      const shell = (await (
        await fetch(`${site.url}/api/shell?path=${encodeURIComponent(path)}`)
      ).json()) as ShellAnswer
      const type = typeOf(shell)
      if (type && !byType.has(type)) byType.set(type, { path, shell })
    }
    // React picks its build when first loaded: the production one, as the site process runs.
    process.env.NODE_ENV = 'production'
    const { createElement } = await import('react')
    const { renderToString } = await import('react-dom/server')
    const { createMemoryHistory, createRouter, RouterContextProvider } = await import(
      '@tanstack/react-router'
    )
    const shellModule = await chunk(ctx.distDir, 'PageShell')
    const PageShell = shellModule.default as (props: { shell: unknown }) => React.ReactNode
    const preloadFor = shellModule.preloadFor as (shell: unknown) => Promise<unknown>
    const routeTree = Object.values(await chunk(ctx.distDir, 'routeTree.gen')).find(
      (value) => typeof value === 'object' && value !== null && (value as { isRoot?: boolean }).isRoot,
    )
    if (!routeTree) throw new Error('no route tree in the build')

    const rows: BenchRow[] = []
    const ratios: number[] = []
    for (const [type, { path, shell }] of [...byType].sort(([a], [b]) => a.localeCompare(b))) {
      await preloadFor(shell)
      const router = createRouter({
        routeTree: routeTree as never,
        history: createMemoryHistory({ initialEntries: [path] }),
        context: undefined as never,
      })
      // The root's match as an anonymous visitor's page has it: its loader's answer (the header's login
      // state), which the download cards read.
      ;(router as unknown as { stores: { setMatches(matches: unknown[]): void } }).stores.setMatches([
        { id: '__root__', routeId: '__root__', status: 'success', loaderData: { state: 'loggedOut' } },
      ])
      const page = createElement(RouterContextProvider, {
        router: router as never,
        children: createElement(PageShell, { shell }),
      })
      const html = renderToString(page)
      // A heading is there: the view rendered, not a fallback or an empty shell.
      if (!/<h[12][\s>]/.test(html))
        throw new Error(`React alone did not render ${path}: ${html.replace(/\n/g, ' ').slice(0, 1500)}`)
      const reactAlone = () => {
        let renders = 0
        const until = performance.now() + seconds * 1000
        const started = performance.now()
        while (performance.now() < until) {
          renderToString(page)
          renders += 1
        }
        return renders / ((performance.now() - started) / 1000)
      }
      const fullPath = async () => {
        const result = await autocannon({ url: `${site.url}${path}`, connections: 10, duration: seconds })
        if (result.non2xx + result.errors > 0) throw new Error(`${path} answered non-2xx under load`)
        return { perSecond: result.requests.average, p99: result.latency.p99 }
      }
      const pairs: Array<[number, { perSecond: number; p99: number }]> = []
      for (let i = 0; i < roundCount; i++) pairs.push([reactAlone(), await fullPath()])
      const typeRatio = median(pairs.map(([react, full]) => ratio(full.perSecond, react)))
      ratios.push(typeRatio)
      rows.push(
        { metric: `${type} (${path}): full uncached path / React alone`, value: typeRatio, unit: 'ratio' },
        {
          metric: `${type}: React alone renderToString`,
          value: Math.round(median(pairs.map(([react]) => react))),
          unit: 'renders/s',
        },
        {
          metric: `${type}: full uncached path, 10 connections`,
          value: Math.round(median(pairs.map(([, full]) => full.perSecond))),
          unit: 'req/s',
        },
      )
    }
    rows.unshift({
      metric: 'lowest full path / React alone over page types',
      value: Math.min(...ratios),
      unit: 'ratio',
    })
    return rows
  } finally {
    await stopProcess(site.child)
  }
}
