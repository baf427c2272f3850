import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { compileRouteRules } from '../../models/appManifest.ts'
import { routeRules } from '../../models/routes/meta.ts'

/** The manifest the build publishes for the site's own rules (vite.config.ts does the same). */
const published = {
  id: 'build-7',
  timestamp: 1,
  matcher: compileRouteRules(
    Object.fromEntries(Object.entries(routeRules).map(([path, redirect]) => [path, { redirect }])),
  ),
}

/** A fresh module (its manifest is fetched once per page) against `answer`. */
async function load(answer: () => Response | Promise<Response>) {
  const requests: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url)
    return answer()
  })
  const warn = vi.mocked(console.warn)
  vi.resetModules()
  const module = await import('./routeRules.ts')
  return { ...module, requests, warn }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.stubEnv('DEV', false)
  vi.stubEnv('VITE_BUILD_ID', 'build-7')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.mocked(console.warn).mockRestore()
})

describe('route rules in the browser', () => {
  it("follows the running build's rules: a site path client-side, another origin by a full navigation", async () => {
    const { clientRedirect, requests, warn } = await load(() => Response.json(published))
    for (const [path, rule] of Object.entries(routeRules)) {
      await expect(clientRedirect(path), path).resolves.toEqual({
        to: rule.to,
        external: /^https?:/.test(rule.to),
      })
    }
    await expect(clientRedirect('/support')).resolves.toMatchObject({ external: true })
    await expect(clientRedirect('/dj')).resolves.toMatchObject({ external: false })
    await expect(clientRedirect('/studio')).resolves.toBeUndefined()
    expect(requests).toEqual(['/builds/meta/build-7.json']) // once per page, for this build
    expect(warn).not.toHaveBeenCalled()
  })

  it('only logs a manifest that cannot be fetched, once, and leaves every path to the server', async () => {
    const { clientRedirect, requests, warn } = await load(() => new Response('gone', { status: 404 }))
    await expect(clientRedirect('/dj')).resolves.toBeUndefined()
    await expect(clientRedirect('/support')).resolves.toBeUndefined()
    expect(requests).toHaveLength(1)
    expect(warn).toHaveBeenCalledOnce()
    expect(String(warn.mock.calls[0]?.[0])).toContain('[route-rules] app manifest fetch failed')
  })

  it('treats a network failure the same way', async () => {
    const offline = await load(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(offline.clientRedirect('/dj')).resolves.toBeUndefined()
    expect(offline.warn).toHaveBeenCalledOnce()
  })

  it('treats a manifest of the wrong shape the same way', async () => {
    const odd = await load(() => Response.json({ id: 'build-7', timestamp: 1 }))
    await expect(odd.clientRedirect('/dj')).resolves.toBeUndefined()
    expect(odd.warn).toHaveBeenCalledOnce()
  })

  it('asks nothing on the development server, which publishes no manifest', async () => {
    vi.stubEnv('DEV', true)
    const { clientRedirect, requests, warn } = await load(() => Response.json(published))
    await expect(clientRedirect('/dj')).resolves.toBeUndefined()
    expect(requests).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })
})
