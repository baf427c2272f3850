/**
 * The page data a server-rendered page sends to the browser for hydration carries what its views draw,
 * not whole documents (decision 284): the downloads list sends one download card (the latest release's)
 * and each release's notes and installers; a soundpack's page its own pack; the sounds page no packs
 * beside its card container's. Nothing drawn is lost: every checksum stays on the page, and the list
 * still renders after a client-side navigation, which reads the same data.
 */
import { describe, expect, it } from 'vitest'
import { hydrated, usePage } from './support/browser.ts'
import { cmsQuery } from './support/cms.ts'
import { get } from './support/site.ts'

/** The inline script that carries the router's dehydrated state. */
function pageData(html: string): string {
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '')
  const data = scripts.find((s) => s.includes('$_TSR.router'))
  if (!data) throw new Error('no dehydrated router state in the page')
  return data
}

const occurrences = (text: string, needle: string) => text.split(needle).length - 1

interface Release {
  readonly _id: string
  readonly win: string
  readonly mac: string
}

describe('page data sent for hydration', () => {
  const handle = usePage({ viewport: { width: 1440, height: 900 } })

  it('the downloads list sends one download card and every release’s checksums', async () => {
    const releases = await cmsQuery<Release[]>(
      '*[_type == "downloads" && product == "studio"]{_id, "win": productRelease.installers.win.sha256, "mac": productRelease.installers.mac.sha256}',
    )
    expect(releases.length).toBeGreaterThan(10)
    const { status, html } = await get('/studio/downloads')
    expect(status).toBe(200)
    const data = pageData(html)
    expect(occurrences(data, 'softwareDownloadCard')).toBe(1)
    expect(occurrences(data, 'systemRequirements')).toBe(1)
    const body = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
    for (const release of releases) {
      expect(data, release._id).toContain(`"${release._id}"`)
      expect(body, release._id).toContain(release.win)
      expect(body, release._id).toContain(release.mac)
    }
  })

  it('the list renders from the same data after a client-side navigation', async () => {
    const [oldest] = await cmsQuery<Array<Release & { version: string }>>(
      '*[_type == "downloads" && product == "studio"] | order(semanticVersion.majorVersion asc, semanticVersion.minorVersion asc, semanticVersion.patchVersion asc)[0..0]{_id, "mac": productRelease.installers.mac.sha256, "version": string(semanticVersion.majorVersion) + "." + string(semanticVersion.minorVersion) + "." + string(semanticVersion.patchVersion)}',
    )
    expect(oldest).toBeDefined()
    const { page, errors } = handle
    await page.goto('/studio/downloads')
    await hydrated(page)
    await page.getByRole('link', { name: 'macOS' }).first().click()
    await page.waitForURL((u) => u.pathname === '/studio/downloads/mac')
    await page.getByRole('heading', { level: 1, name: /for macOS/ }).waitFor()
    const entry = page.locator(`li.release#v${oldest?.version.replaceAll('.', '\\.')}`)
    await expect.poll(() => entry.locator('code.checksum').allTextContents()).toEqual([oldest?.mac])
    expect(errors).toEqual([])
  })

  it('a soundpack’s page sends its own pack and no other', async () => {
    const packs = await cmsQuery<Array<{ _id: string; slug: string }>>(
      '*[_type == "soundpack"]{_id, "slug": slug.current}',
    )
    expect(packs.length).toBeGreaterThan(1)
    const [pack, ...others] = packs
    const { status, html } = await get(`/studio/sounds/${pack?.slug}`)
    expect(status).toBe(200)
    const data = pageData(html)
    expect(data).toContain(`"${pack?._id}"`)
    for (const other of others) expect(data, other.slug).not.toContain(`"${other._id}"`)
  })

  it('the sounds page sends each pack once, with its card', async () => {
    const packs = await cmsQuery<Array<{ _id: string }>>('*[_type == "soundpack"]{_id}')
    const { status, html } = await get('/studio/sounds')
    expect(status).toBe(200)
    const data = pageData(html)
    for (const pack of packs) expect(occurrences(data, `"${pack._id}"`), pack._id).toBeLessThanOrEqual(1)
  })
})
