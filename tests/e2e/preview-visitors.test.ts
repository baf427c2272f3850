import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { downloadPath, type PageType, pagePath, pageTypes } from '../../models/content/paths.ts'
import { pathOf, resolvePath } from '../../models/routes/resolve.ts'
import { cmsMutate, cmsQuery, type Doc, draftOf, editorToken } from './support/cms.ts'

/**
 * Proof that visitors are safe (issue 6, item 5): with a draft of every page type and of a downloads
 * document in the CMS, no response to a request without the preview cookie contains draft content or
 * the read token, with or without `?preview=true`.
 */
const marker = `DRAFT-ONLY-${Date.now().toString(36)}`
const baseUrl = inject('baseUrl')
const cookieJar = { value: '' }

interface PageDoc extends Doc {
  contentType: PageType
  product?: string
  slug?: { current?: string }
  title: string
}
interface DownloadDoc extends Doc {
  product: string
  semanticVersion: { majorVersion: number; minorVersion: number; patchVersion: number }
  softwareDownloadCard: Record<string, unknown>
}

const get = (path: string, cookie = '') =>
  fetch(new URL(path, baseUrl), { headers: cookie ? { cookie } : {}, redirect: 'manual' })

describe('visitors never see drafts or the read token', () => {
  const pagePaths: string[] = []
  const drafts: string[] = []

  beforeAll(async () => {
    const pages = await cmsQuery<PageDoc[]>(`*[_type == "page"] | order(contentType asc, _updatedAt desc)`)
    for (const type of pageTypes) {
      // the newest page of the type whose path the route table serves
      const pathOfDoc = (p: PageDoc) => pagePath({ ...p, slug: p.slug?.current })
      const servable = (path: string | undefined) => {
        const resolved = path ? resolvePath(path) : undefined
        return resolved !== undefined && pathOf(resolved) === path
      }
      const doc = pages.find((p) => p.contentType === type && servable(pathOfDoc(p)))
      const path = doc && pathOfDoc(doc)
      if (!doc || !path) throw new Error(`no published page of type ${type} in the seed`)
      pagePaths.push(path)
      drafts.push(await draftOf(doc, { title: `${doc.title} ${marker}`, description: marker }))
    }
    const download = await cmsQuery<DownloadDoc>(
      '*[_type == "downloads" && product == "studio"] | order(semanticVersion.majorVersion desc, semanticVersion.minorVersion desc, semanticVersion.patchVersion desc)[0]',
    )
    const { majorVersion, minorVersion, patchVersion } = download.semanticVersion
    const version = `${majorVersion}.${minorVersion}.${patchVersion}`
    drafts.push(
      await draftOf(download, {
        softwareDownloadCard: { ...download.softwareDownloadCard, headline: marker },
      }),
    )
    pagePaths.push(`/${download.product}/downloads`, downloadPath(download.product, version, 'win'))
    const enable = await get('/api/preview/enable?secret=e2e-preview-secret&redirect=/')
    // Every cookie the answer sets goes back, as a browser would: the preview cookie and, since the
    // attempt limits, the browser cookie beside it.
    cookieJar.value = enable.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
  })
  afterAll(async () => {
    await cmsMutate(drafts.map((id) => ({ delete: { id } })))
  })

  it('the drafts exist and an editor with the cookie can read them (so the check below can fail)', async () => {
    expect(cookieJar.value).toMatch(/(^|; )pulsewave_preview=/)
    for (const path of pagePaths.slice(0, pageTypes.length)) {
      const response = await get(`/api/preview/page?path=${encodeURIComponent(path)}`, cookieJar.value)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toContain(marker)
    }
  })

  it('every page type, with and without ?preview=true, serves published content only', async () => {
    expect(pagePaths.length).toBe(pageTypes.length + 2)
    for (const path of pagePaths) {
      for (const url of [path, `${path}?preview=true`]) {
        const response = await get(url)
        const body = await response.text()
        expect(response.status, url).toBe(200)
        expect(body.includes(marker), `${url} leaks a draft`).toBe(false)
        expect(body.includes(editorToken), `${url} leaks the token`).toBe(false)
      }
    }
  })

  it('the preview proxy answers 401 without the cookie, and a forged cookie is refused', async () => {
    for (const cookie of [
      '',
      'pulsewave_preview=v1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      for (const endpoint of ['page', 'listen']) {
        const response = await get(`/api/preview/${endpoint}?path=/studio`, cookie)
        const body = await response.text()
        expect(response.status).toBe(401)
        expect(body.includes(marker) || body.includes(editorToken)).toBe(false)
      }
    }
  })

  it('the read token is nowhere in the browser build', () => {
    const assets = resolve(import.meta.dirname, '../../dist/client/assets')
    for (const file of readdirSync(assets)) {
      expect(readFileSync(resolve(assets, file), 'latin1').includes(editorToken), file).toBe(false)
    }
  })
})
