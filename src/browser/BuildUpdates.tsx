/**
 * Build-update polling in the browser (spec §4, §7; decision 040): `useBuildUpdates` binds
 * `buildUpdateMachine` with `@xstate/react` and real fetches. The root route renders this chunk once the
 * page is idle (routes/__root.tsx, decision 151), so XState never reaches a visitor's initial JavaScript.
 * When a newer build appears it re-announces `app-manifest-update` on `window` and blocks the router's
 * next navigation, turning it into a full page load of the same address.
 */
import type { BlockerFnArgs } from '@tanstack/history'
import { useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import { buildUpdateMachine } from '../../machines/buildUpdate.ts'
import { isAppManifest, isLatestBuild, reloadTarget } from '../../models/appManifest.ts'
import { buildPollMetaName } from './clientConfig.ts'

async function getJson<T>(url: string, guard: (value: unknown) => value is T): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  const body: unknown = await response.json()
  if (!guard(body)) throw new Error(`GET ${url} answered an unexpected shape`)
  return body
}

const browserBuildUpdateMachine = buildUpdateMachine.provide({
  actors: {
    fetchLatest: fromPromise(({ input }) =>
      getJson(`/builds/latest.json?t=${input.timestamp}`, isLatestBuild),
    ),
    fetchManifest: fromPromise(({ input }) => getJson(`/builds/meta/${input.id}.json`, isAppManifest)),
  },
})

/** The interval the server put in the page's head (one build serves every environment). */
function pollInterval(): number {
  const ms = Number(document.querySelector(`meta[name="${buildPollMetaName}"]`)?.getAttribute('content'))
  return ms > 0 ? ms : 300_000
}

export function useBuildUpdates(): void {
  const router = useRouter()
  const actor = useActorRef(browserBuildUpdateMachine, {
    input: { currentId: import.meta.env.VITE_BUILD_ID, intervalMs: pollInterval() },
  })
  const outdated = useSelector(actor, (snapshot) => snapshot.hasTag('reloadOnNavigate'))

  useEffect(() => {
    const root = document.documentElement
    root.dataset.buildId = import.meta.env.VITE_BUILD_ID
    root.dataset.buildUpdate = outdated ? 'outdated' : 'current'
  }, [outdated])

  useEffect(() => {
    const subscription = actor.on('app-manifest-update', ({ latest }) => {
      dispatchEvent(new CustomEvent('app-manifest-update', { detail: latest }))
      router.history.block({
        enableBeforeUnload: false,
        // Hold the client-side navigation forever: the browser is already loading the new document.
        blockerFn: ({ nextLocation, action }: BlockerFnArgs) => {
          // The new build's manifest, when it came, may already redirect the address (decision 267).
          const next = actor.getSnapshot().context.manifest
          if (action === 'PUSH' || action === 'REPLACE') location.assign(reloadTarget(next, nextLocation))
          else location.reload()
          return new Promise<boolean>(() => {})
        },
      })
    })
    return () => subscription.unsubscribe()
  }, [actor, router])

  // A tab coming back into view checks at once instead of waiting out the interval.
  useEffect(() => {
    const checkWhenVisible = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'poll.now' })
    }
    document.addEventListener('visibilitychange', checkWhenVisible)
    return () => document.removeEventListener('visibilitychange', checkWhenVisible)
  }, [actor])
}

/** What the root route renders: nothing to see, the page's polling for as long as the page lives. */
export default function BuildUpdates() {
  useBuildUpdates()
  return null
}
