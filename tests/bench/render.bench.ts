/**
 * Rendering near React's own speed (issue 26 item 2): per content page type, the full uncached request
 * path against React rendering the same page, with the same component tree and data, alternated in
 * rounds (docs/decisions/276).
 *
 * Method. A site process of its own runs with the HTML cache off, so every request renders. For each
 * page type the bench takes the first path of that type in the sitemap and fetches its data once, as
 * the page shell gets it (`GET /api/shell?path=…`). "React alone" then renders, in this process, the
 * whole document from the production build: the built route tree's root (document, head, header,
 * footer) and the page's route, with the root's and the page's loader data and heads already in the
 * router's matches, through `RouterProvider` and react-dom/server's `renderToString`, which is how the
 * site renders a content page (decision 275). Code-split views are loaded first (rendered until nothing
 * suspends), as the site's loader does. It renders over and over for the round's length: renders per
 * second on one core. The full path is autocannon against the site at 10 connections for the same
 * length: requests per second of one site process (one core for its JavaScript; the load generator
 * runs in this process). The ratio full / React-alone is taken per round; its median is reported
 * (goal ≥ 0.5). Each run lasts 3 s, 3 rounds per page type.
 *
 * Beside them, Start's floor (tests/bench/startFloor.ts, decision 296): the CPU per request of the
 * smallest Start app, served the same way. A page type's full path costs at least that plus its own
 * React render, so React alone / (React alone + the floor) is the most its ratio can reach through Start,
 * whatever the site does; the bench reports that ceiling per type.
 *
 * What React alone leaves out is what the issue calls the path beyond React: routing, loaders, the
 * dehydrated state (seroval) and its script, the request and response, compression, headers, logging,
 * the TCP round trip. The content stand-in is no part of either side in steady state: the site keeps
 * page data for PAGE_CACHE_TTL_MS (2 s), so a run asks it about once per 2 s. The CPU time per
 * request and per render is reported beside the rates: on a loaded two-core machine the rates move
 * with the neighbours, the CPU times much less.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { stopProcess } from '../../scripts/stack.ts'
import { cpuMs, ownSite } from './ownSite.ts'
import { median, ratio } from './rounds.ts'
import { startFloor } from './startFloor.ts'
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

interface Rate {
  readonly perSecond: number
  /** CPU time of the process that did the work, per page. */
  readonly cpuMs: number
}

/** What the bench uses of a router: its matches, as loading would leave them. */
interface RouterLike {
  matchRoutes(path: string): Array<{ routeId: string }>
  stores: { setMatches(matches: unknown[]): void }
}

/**
 * The root's head as the site's root route gives an anonymous visitor (routes/__root.tsx; its own
 * `head` asks the request for the preview cookie, which a render outside a request cannot).
 */
const rootHead = {
  meta: [
    { charSet: 'utf-8' },
    { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    { name: 'theme-color', content: '#0b0d17' },
    { name: 'build-poll-interval', content: '300000' },
  ],
  links: [{ rel: 'icon', href: '/favicon.png' }],
}

/** The matches a load of `path` leaves: the root with the header's state, the page with its shell. */
function matchesFor(router: RouterLike, path: string, shell: ShellAnswer & { head?: object }) {
  return router
    .matchRoutes(path)
    .map((match) =>
      match.routeId === '__root__'
        ? { ...match, status: 'success', loaderData: { state: 'loggedOut' }, ...rootHead }
        : { ...match, status: 'success', loaderData: shell, ...shell.head },
    )
}

/**
 * The render once every code-split view it uses is loaded: a render starts loading what suspends
 * (src/shell/lazyView.tsx), as the site's loader preloads it before rendering.
 */
async function renderedWhole(render: () => string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const html = render()
    if (!html.includes('<!--$!-->')) return html
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('a view kept suspending')
}

/** The module of the build's chunk named `prefix-<hash>.js`. */
async function chunk(distDir: string, prefix: string): Promise<Record<string, unknown>> {
  const dir = join(distDir, 'server/assets')
  const name = readdirSync(dir).find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'))
  if (!name) throw new Error(`no ${prefix} chunk in the build`)
  return import(pathToFileURL(join(dir, name)).href)
}

export default async function renderBench(ctx: BenchContext): Promise<BenchRow[]> {
  const floor = await startFloor(seconds, roundCount)
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
    const { createMemoryHistory, createRouter, RouterProvider } = await import('@tanstack/react-router')
    const routeTree = Object.values(await chunk(ctx.distDir, 'routeTree.gen')).find(
      (value) => typeof value === 'object' && value !== null && (value as { isRoot?: boolean }).isRoot,
    )
    if (!routeTree) throw new Error('no route tree in the build')

    const rows: BenchRow[] = []
    const ratios: number[] = []
    const ceilings: number[] = []
    for (const [type, { path, shell }] of [...byType].sort(([a], [b]) => a.localeCompare(b))) {
      const router = createRouter({
        routeTree: routeTree as never,
        history: createMemoryHistory({ initialEntries: [path] }),
        context: undefined as never,
      }) as unknown as RouterLike
      router.stores.setMatches(matchesFor(router, path, shell))
      const page = createElement(RouterProvider, { router: router as never })
      const html = await renderedWhole(() => renderToString(page))
      // The page's heading and the footer are there: the whole document rendered, not a fallback.
      if (!/<h[12][\s>]/.test(html) || !html.includes('</footer>') || !html.includes('<header'))
        throw new Error(`React alone did not render ${path}: ${html.replace(/\n/g, ' ').slice(0, 1500)}`)
      const reactAlone = () => {
        let renders = 0
        const cpuBefore = process.cpuUsage()
        const until = performance.now() + seconds * 1000
        const started = performance.now()
        while (performance.now() < until) {
          renderToString(page)
          renders += 1
        }
        const cpu = process.cpuUsage(cpuBefore)
        return {
          perSecond: renders / ((performance.now() - started) / 1000),
          cpuMs: (cpu.user + cpu.system) / 1000 / renders,
        }
      }
      const fullPath = async () => {
        const cpuBefore = cpuMs(site.pid)
        const result = await autocannon({ url: `${site.url}${path}`, connections: 10, duration: seconds })
        if (result.non2xx + result.errors > 0) throw new Error(`${path} answered non-2xx under load`)
        return {
          perSecond: result.requests.average,
          p99: result.latency.p99,
          cpuMs: (cpuMs(site.pid) - cpuBefore) / result.requests.total,
        }
      }
      const pairs: Array<[Rate, Rate & { p99: number }]> = []
      for (let i = 0; i < roundCount; i++) pairs.push([reactAlone(), await fullPath()])
      const typeRatio = median(pairs.map(([react, full]) => ratio(full.perSecond, react.perSecond)))
      ratios.push(typeRatio)
      const reactCpuMs = median(pairs.map(([react]) => react.cpuMs))
      const ceiling = ratio(reactCpuMs, reactCpuMs + floor.cpuMs)
      ceilings.push(ceiling)
      rows.push(
        { metric: `${type} (${path}): full uncached path / React alone`, value: typeRatio, unit: 'ratio' },
        {
          metric: `${type}: React alone, whole document (renderToString)`,
          value: Math.round(median(pairs.map(([react]) => react.perSecond))),
          unit: 'renders/s',
        },
        {
          metric: `${type}: CPU per page, React alone`,
          value: Math.round(reactCpuMs * 100) / 100,
          unit: 'ms',
        },
        {
          metric: `${type}: the most the full path can reach over Start's floor`,
          value: ceiling,
          unit: 'ratio',
        },
        {
          metric: `${type}: CPU per request, full path (site process)`,
          value: Math.round(median(pairs.map(([, full]) => full.cpuMs)) * 100) / 100,
          unit: 'ms',
        },
        {
          metric: `${type}: full uncached path, 10 connections`,
          value: Math.round(median(pairs.map(([, full]) => full.perSecond))),
          unit: 'req/s',
        },
      )
    }
    rows.unshift(
      { metric: 'lowest full path / React alone over page types', value: Math.min(...ratios), unit: 'ratio' },
      {
        metric: "Start's floor: the smallest Start app, CPU per request",
        value: Math.round(floor.cpuMs * 1000) / 1000,
        unit: 'ms',
      },
      { metric: "Start's floor: 10 connections", value: Math.round(floor.perSecond), unit: 'req/s' },
      {
        metric: "page types whose React render is too light to reach 0.5 over Start's floor",
        value: ceilings.filter((ceiling) => ceiling < 0.5).length,
        unit: `of ${ceilings.length}`,
      },
    )
    return rows
  } finally {
    await stopProcess(site.child)
  }
}
