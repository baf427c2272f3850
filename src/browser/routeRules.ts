/**
 * The build's route rules in the browser (spec §7 "builds/meta/{buildId}.json … with a route-rules
 * matcher", §8 "A route rule can define a redirect. An absolute target causes a full browser
 * navigation. Manifest fetch failure is only logged."; docs/decisions/267). The running build's app
 * manifest is fetched once, when the page is idle (src/browser/idle.ts) or at the first client
 * navigation, whichever comes first; the page shell's loader asks it before asking the server, so a
 * path a rule redirects goes to its target without a round trip. A manifest that cannot be fetched is
 * logged and the server's shell answers apply the same rules (src/content/page.server.ts).
 * Loaded by `import()` only: it never reaches a page's initial JavaScript.
 */
import {
  type AppManifest,
  isAppManifest,
  matchRouteRules,
  type RuleRedirect,
  ruleRedirect,
} from '../../models/appManifest.ts'

let manifest: Promise<AppManifest | undefined> | undefined

async function fetchManifest(url: string): Promise<AppManifest> {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  const body: unknown = await response.json()
  if (!isAppManifest(body)) throw new Error(`GET ${url} answered an unexpected shape`)
  return body
}

/** The running build's app manifest; undefined (and logged once) when it cannot be had. */
export function appManifest(buildId = import.meta.env.VITE_BUILD_ID): Promise<AppManifest | undefined> {
  // The development server publishes no manifest (the build writes it): the server's rules apply.
  if (import.meta.env.DEV) return Promise.resolve(undefined)
  manifest ??= fetchManifest(`/builds/meta/${encodeURIComponent(buildId)}.json`).catch((error: unknown) => {
    console.warn('[route-rules] app manifest fetch failed; the server applies the rules', error)
    return undefined
  })
  return manifest
}

/** The redirect the build's rules give `path`, if any. */
export async function clientRedirect(path: string): Promise<RuleRedirect | undefined> {
  const loaded = await appManifest()
  return loaded && ruleRedirect(matchRouteRules(loaded.matcher, path))
}
