/**
 * Build-update polling in the browser: a lazily imported chunk (docs/decisions/006), started by the
 * client entry once the page is idle. Runs `buildUpdateMachine` with real fetches; when a newer build
 * appears it re-announces `app-manifest-update` on `window` and blocks the router's next navigation,
 * turning it into a full page load of the same address.
 */

import type { BlockerFnArgs } from '@tanstack/history'
import type { AnyRouter } from '@tanstack/react-router'
import { createActor, fromPromise } from 'xstate'
import { buildUpdateMachine } from '../../machines/buildUpdate.ts'
import { isAppManifest, isLatestBuild } from '../../models/appManifest.ts'
import { buildPollMetaName } from './clientConfig.ts'

async function getJson<T>(url: string, guard: (value: unknown) => value is T): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  const body: unknown = await response.json()
  if (!guard(body)) throw new Error(`GET ${url} answered an unexpected shape`)
  return body
}

export function startBuildUpdates(router: AnyRouter) {
  const intervalMs = Number(
    document.querySelector(`meta[name="${buildPollMetaName}"]`)?.getAttribute('content'),
  )
  const actor = createActor(
    buildUpdateMachine.provide({
      actors: {
        fetchLatest: fromPromise(({ input }) =>
          getJson(`/builds/latest.json?t=${input.timestamp}`, isLatestBuild),
        ),
        fetchManifest: fromPromise(({ input }) => getJson(`/builds/meta/${input.id}.json`, isAppManifest)),
      },
    }),
    {
      input: { currentId: import.meta.env.VITE_BUILD_ID, intervalMs: intervalMs > 0 ? intervalMs : 300_000 },
    },
  )
  actor.on('app-manifest-update', ({ latest }) => {
    dispatchEvent(new CustomEvent('app-manifest-update', { detail: latest }))
    router.history.block({
      enableBeforeUnload: false,
      // Hold the client-side navigation forever: the browser is already loading the new document.
      blockerFn: ({ nextLocation, action }: BlockerFnArgs) => {
        if (action === 'PUSH' || action === 'REPLACE') location.assign(nextLocation.href)
        else location.reload()
        return new Promise<boolean>(() => {})
      },
    })
  })
  const root = document.documentElement
  root.dataset.buildId = import.meta.env.VITE_BUILD_ID
  actor.subscribe((snapshot) => {
    root.dataset.buildUpdate = snapshot.hasTag('reloadOnNavigate') ? 'outdated' : 'current'
  })
  actor.start()
  // A tab coming back into view checks at once instead of waiting out the interval.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') actor.send({ type: 'poll.now' })
  })
  return actor
}
