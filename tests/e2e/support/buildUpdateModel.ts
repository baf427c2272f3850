/**
 * Build-update polling replayed in Chromium against the running site: every state and transition of
 * machines/buildUpdate.model.ts, through the poller the root route renders once the page is idle
 * (src/browser/BuildUpdates.tsx). The test answers every `builds/latest.json` poll and manifest fetch
 * itself, holding each until the path's next event says how it ends; the page's poll interval is set to
 * an hour, and the interval's end is the browser clock jumping forward (Playwright's clock, installed
 * before the page loads, otherwise runs at real time), so a poll comes exactly when a path asks for it.
 * Everything happens in the browser, so the replay runs the same against a deployment
 * (`npm run test:paths -- buildUpdate`).
 */
import type { Route } from 'playwright-core'
import { expect } from 'vitest'
import { buildUpdateModel } from '../../../machines/buildUpdate.model.ts'
import { describeModel } from '../../model/harness.ts'
import type { ReplayEnv } from '../../paths/env.ts'
import type { PageHandle } from './browser.ts'

const nextBuild = 'e2e-next-build'

interface Sut {
  readonly handle: PageHandle
  /** Requests the test holds, oldest first. */
  readonly polls: Route[]
  readonly manifests: Route[]
  readonly warnings: string[]
}

const held = async (list: Route[]) => {
  await expect.poll(() => list.length).toBeGreaterThan(0)
  return list.shift() as Route
}
const buildUpdate = (h: PageHandle) => h.page.evaluate(() => document.documentElement.dataset.buildUpdate)
const sameDocument = (h: PageHandle) => h.page.evaluate(() => 'sameDocument' in window)

export function describeBuildUpdate(handle: PageHandle, env: ReplayEnv) {
  describeModel<Sut>({
    name: 'buildUpdate-browser',
    model: buildUpdateModel,
    paths: 'covering',
    timeout: env.pathTimeout,
    hooks: env.hooks,
    setup: async () => {
      const { page, context } = handle
      const sut: Sut = { handle, polls: [], manifests: [], warnings: [] }
      page.on('console', (m) => m.type() === 'warning' && sut.warnings.push(m.text()))
      await context.route('**/builds/latest.json?*', (route) => void sut.polls.push(route))
      // The next build's manifest is the poller's to fetch; the running build's own is the route
      // rules' (decision 267), fetched once the page is idle, and goes through.
      await context.route('**/builds/meta/*.json', (route) =>
        new URL(route.request().url()).pathname === `/builds/meta/${nextBuild}.json`
          ? void sut.manifests.push(route)
          : route.continue(),
      )
      await page.clock.install()
      // An hour between polls (the e2e stack polls every 500 ms); the page reads it once idle.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () =>
          document.querySelector('meta[name="build-poll-interval"]')?.setAttribute('content', '3600000'),
        )
        addEventListener('app-manifest-update', (e) => {
          Object.assign(window, { announced: (e as CustomEvent<{ id: string }>).detail.id })
        })
      })
      await page.goto('/')
      await page.waitForFunction(() => document.documentElement.dataset.buildUpdate === 'current')
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      return sut
    },
    states: {
      waiting: async ({ handle: h, polls }) => {
        await expect(buildUpdate(h)).resolves.toBe('current')
        expect(polls).toEqual([])
        await expect(sameDocument(h)).resolves.toBe(true)
        return 'build current, links stay in the page'
      },
      checking: async ({ handle: h, polls }) => {
        await expect(buildUpdate(h)).resolves.toBe('current')
        expect(polls.map((p) => new URL(p.request().url()).searchParams.has('t'))).toEqual([true])
        return 'one poll of latest.json in flight, build still current'
      },
      'outdated.fetchingManifest': async ({ handle: h }) => {
        await expect(buildUpdate(h)).resolves.toBe('outdated')
        await expect(h.page.evaluate(() => (window as { announced?: string }).announced)).resolves.toBe(
          nextBuild,
        )
        return `outdated: app-manifest-update announced ${nextBuild}`
      },
      'outdated.ready': async ({ handle: h, manifests }) => {
        expect(manifests).toEqual([])
        // The next navigation is a full page load: a click on a router link loads the document.
        await Promise.all([
          h.page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith('/studio')),
          h.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' }).click(),
        ])
        await h.page.waitForURL((url) => url.pathname === '/studio')
        await h.page.waitForLoadState('load')
        await expect(sameDocument(h)).resolves.toBe(false)
        return 'the next link click loads a fresh page'
      },
    },
    events: {
      'poll.elapsed': async ({ handle: h, polls }) => {
        await h.page.clock.fastForward('01:00:00')
        await expect.poll(() => polls.length).toBe(1)
      },
      'poll.now': async ({ handle: h, polls }) => {
        // A tab coming back into view checks at once.
        await h.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
        await expect.poll(() => polls.length).toBe(1)
      },
      'latest.same': async ({ handle: h, polls }) => {
        const id = await h.page.evaluate(() => document.documentElement.dataset.buildId)
        const poll = await held(polls)
        const answered = h.page.waitForResponse((r) => r.url() === poll.request().url())
        await poll.fulfill({ json: { id, timestamp: Date.now() } })
        await answered
      },
      'latest.fail': async ({ polls, warnings }) => {
        await (await held(polls)).fulfill({ status: 503, body: '' })
        await expect
          .poll(() => warnings.filter((w) => w.includes('[build-update] poll failed')).length)
          .toBe(1)
      },
      'latest.new': async ({ polls, manifests }) => {
        await (await held(polls)).fulfill({ json: { id: nextBuild, timestamp: Date.now() } })
        await expect.poll(() => manifests.length).toBe(1)
      },
      'manifest.done': async ({ handle: h, manifests }) => {
        const route = await held(manifests)
        const answered = h.page.waitForResponse((r) => r.url() === route.request().url())
        const matcher = { static: {}, wildcard: {}, dynamic: {} }
        await route.fulfill({ json: { id: nextBuild, timestamp: Date.now(), matcher } })
        await answered
      },
      'manifest.fail': async ({ manifests, warnings }) => {
        await (await held(manifests)).fulfill({ status: 404, body: '' })
        await expect
          .poll(() => warnings.some((w) => w.includes('[build-update] app manifest fetch failed')))
          .toBe(true)
      },
    },
  })
}
