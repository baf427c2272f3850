import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usePage } from './support/browser.ts'
import { cmsMutate, cmsQuery, type Doc, draftOf } from './support/cms.ts'

const secret = 'e2e-preview-secret' // tests/e2e/support/env.ts
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

describe('live preview for an editor', () => {
  const handle = usePage()
  let page: Doc & { pageBuilder: Array<{ subSections: Array<{ _type: string; heading?: string }> }> }
  let draftId: string

  beforeAll(async () => {
    page = await cmsQuery('*[_type == "page" && contentType == "features" && product == "studio"][0]')
    expect(page.pageBuilder[0]?.subSections[0]?._type).toBe('heroBlock')
    draftId = await draftOf(page)
  })
  afterAll(async () => {
    await cmsMutate([{ delete: { id: draftId } }])
  })

  const status = () => handle.page.locator('.preview-bar__status').getAttribute('data-status')

  it('shows a draft change on the open page without a reload, and keeps preview on site links', async () => {
    const { page: tab } = handle
    await tab.goto(`/api/preview/enable?secret=${secret}&redirect=/studio`)
    expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe('/studio?preview=true')
    const bar = tab.getByRole('complementary', { name: 'Preview mode' })
    await expect.poll(status).toBe('live')
    await expect(bar.getByRole('link', { name: 'Exit preview' }).count()).resolves.toBe(1)
    await tab.addScriptTag({ content: axeSource })
    const violations = await tab.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
      const result = await (window as any).axe.run('.preview-bar', { resultTypes: ['violations'] })
      return result.violations.map((v: { id: string }) => v.id)
    })
    expect(violations).toEqual([])

    await tab.evaluate(() => Object.assign(window, { sameDocument: true }))
    const heading = `Draft heading ${Date.now()}`
    await cmsMutate([{ patch: { id: draftId, set: { 'pageBuilder[0].subSections[0].heading': heading } } }])
    await tab.getByRole('heading', { name: heading }).waitFor()
    await expect(tab.evaluate(() => 'sameDocument' in window)).resolves.toBe(true)

    // a second change replaces the first
    const second = `${heading} (edited)`
    await cmsMutate([{ patch: { id: draftId, set: { 'pageBuilder[0].subSections[0].heading': second } } }])
    await tab.getByRole('heading', { name: second }).waitFor()

    // clicks on the site's own links keep preview=true
    await tab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sample' }).click()
    await tab.waitForURL((url) => url.pathname === '/sample')
    expect(new URL(tab.url()).searchParams.get('preview')).toBe('true')
    await expect.poll(status).toBe('live')
    await expect(tab.evaluate(() => 'sameDocument' in window)).resolves.toBe(true)
    expect(handle.errors).toEqual([])
  })

  it('shows published content again after exit, and ignores preview=true without the cookie', async () => {
    const { page: tab } = handle
    const heading = `Unpublished ${Date.now()}`
    await cmsMutate([{ patch: { id: draftId, set: { 'pageBuilder[0].subSections[0].heading': heading } } }])
    await tab.goto(`/api/preview/enable?secret=${secret}&redirect=/studio`)
    await tab.getByRole('heading', { name: heading }).waitFor()
    await tab.getByRole('link', { name: 'Exit preview' }).click()
    await tab.waitForURL((url) => url.pathname === '/studio' && !url.search.includes('preview'))
    await expect(tab.getByRole('heading', { name: heading }).count()).resolves.toBe(0)

    // without the cookie the server sends no preview-allowed meta, so the browser never asks (issue 16)
    const asked: string[] = []
    tab.on('request', (r) => r.url().includes('/api/preview/') && asked.push(r.url()))
    await tab.goto('/studio?preview=true')
    await tab.waitForFunction(() => document.documentElement.dataset.buildUpdate === 'current')
    expect(asked).toEqual([])
    await expect(tab.locator('.preview-bar').count()).resolves.toBe(0)
    await expect(tab.getByRole('heading', { name: heading }).count()).resolves.toBe(0)
    const published = page.pageBuilder[0]?.subSections[0]?.heading ?? ''
    await expect(tab.getByRole('heading', { name: published }).count()).resolves.toBeGreaterThan(0)
  })

  it('says so on a page without a page document (downloads) and offers a retry', async () => {
    const { page: tab } = handle
    await tab.goto(`/api/preview/enable?secret=${secret}&redirect=/studio/downloads`)
    await expect.poll(status).toBe('failed')
    const retry = tab.getByRole('button', { name: 'Try again' })
    const again = tab.waitForResponse((r) => r.url().includes('/api/preview/page'))
    await retry.click()
    expect((await again).status()).toBe(404)
    await expect.poll(status).toBe('failed')
  })

  it('refuses a wrong secret and redirects only to local paths', async () => {
    const wrong = await handle.page.request.get(`/api/preview/enable?secret=nope&redirect=/studio`, {
      maxRedirects: 0,
    })
    expect(wrong.status()).toBe(401)
    // No preview cookie: at most the browser's id, by which its tries are counted (decision 212).
    expect(wrong.headers()['set-cookie'] ?? '').not.toMatch(/pulsewave_preview/)
    for (const redirect of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const response = await handle.page.request.get(
        `/api/preview/enable?secret=${secret}&redirect=${encodeURIComponent(redirect)}`,
        { maxRedirects: 0 },
      )
      expect(response.status()).toBe(303)
      expect(response.headers().location).toBe('/?preview=true')
      expect(response.headers()['set-cookie']).toMatch(/HttpOnly/)
    }
  })
})
