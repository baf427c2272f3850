/**
 * Editors in the local Studio (issue 25): the Studio `npm start` serves, signed in as the local editor,
 * opens a site page in its Presentation tool; a click on the hero heading opens that field; the draft
 * shows in the preview; Publish makes an anonymous visitor's page show it (through the HTML cache's
 * invalidation). And stega: preview text carries the source map, published HTML never does.
 */
import { VERCEL_STEGA_REGEX, vercelStegaDecode } from '@vercel/stega'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from './support/browser.ts'
import { cmsMutate, cmsQuery, type Doc } from './support/cms.ts'
import { get, pool, sitemapPaths } from './support/site.ts'

const secret = 'e2e-preview-secret' // tests/e2e/support/env.ts
// The regex's flags matter (`u`: its ranges are code points), and a fresh one has no lastIndex.
const hasStega = (text: string) =>
  new RegExp(VERCEL_STEGA_REGEX.source, VERCEL_STEGA_REGEX.flags.replace('g', '')).test(text)

interface Hero {
  _key: string
  _type: string
  heading: string
}
type StudioPage = Doc & { pageBuilder: Array<{ _key: string; subSections: Hero[] }> }

describe('published and preview HTML', () => {
  it('never carries stega characters on a published page', async () => {
    const paths = await sitemapPaths()
    expect(paths.length).toBeGreaterThan(40)
    const carrying: string[] = []
    await pool(paths, 2, async (path) => {
      const { status, html } = await get(path)
      expect(status, path).toBe(200)
      if (hasStega(html)) carrying.push(path)
    })
    expect(carrying).toEqual([])
  }, 180_000)
})

describe('the local Studio', () => {
  let browser: Browser
  let original: StudioPage
  const studioUrl = inject('studioUrl')

  beforeAll(async () => {
    expect(studioUrl, 'the e2e stack serves the Studio (studio/dist is built)').toMatch(/^http/)
    browser = await launchBrowser()
    original = await cmsQuery<StudioPage>('*[_id == "page_studio_features"][0]')
    expect(original.pageBuilder[0]?.subSections[0]?._type).toBe('heroBlock')
  })
  afterAll(async () => {
    await browser?.close()
    // Back to the seed's page for the other tests (publishing also deleted the draft).
    if (original)
      await cmsMutate([{ createOrReplace: original }, { delete: { id: `drafts.${original._id}` } }])
    // Presentation stores its preview-URL secret as a document (decision 169); the real service drops it
    // after an hour. The other tests compare the dataset with the seed, so it goes now.
    await cmsMutate([{ delete: { query: '*[_type == "sanity.previewUrlSecret"]' } }])
    await expect(cmsQuery<number>('count(*[_type == "sanity.previewUrlSecret"])', 'raw')).resolves.toBe(0)
  })

  /** A page whose uncaught errors are collected; Sanity's own hosts are unreachable offline. */
  async function studioPage(): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    await context.route(/^https:\/\/([^/]+\.)?(sanity\.io|sanity-cdn\.com)\//, (route) => route.abort())
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    return { page, errors }
  }

  it('edits the hero heading of /studio in Presentation, previews the draft, and publishes it', async () => {
    const { page, errors } = await studioPage()
    const section = original.pageBuilder[0] as StudioPage['pageBuilder'][number]
    const hero = section.subSections[0] as Hero
    await page.goto(`${studioUrl}/presentation?preview=${encodeURIComponent('/studio')}`)

    // The preview frame is the site in preview mode, entered with the Studio's preview-URL secret.
    const frame = page.frameLocator('iframe')
    await frame.locator('.preview-bar__status[data-status="live"]').waitFor({ timeout: 240_000 })
    const heading = frame.getByRole('heading', { level: 1 }).first()
    const text = (await heading.textContent()) ?? ''
    // Draft text carries its source: the hero heading of this very document.
    const source = vercelStegaDecode<{ href?: string }>(text)
    expect(decodeURIComponent(source?.href ?? '')).toContain(original._id)
    expect(decodeURIComponent(source?.href ?? '')).toContain(hero._key)

    // Click-to-edit: the overlay opens the field in the Studio's document pane. On a busy machine the
    // frame may connect after the Studio's first wait ("Continue anyway"); click until the field opens.
    const path = `pageBuilder[_key=="${section._key}"].subSections[_key=="${hero._key}"].heading`
    const field = page.getByTestId(`field-${path}`).locator('input')
    // The Studio may render the dialog twice while it settles, one copy disabled: click the live one.
    const continueAnyway = page
      .getByRole('button', { name: 'Continue anyway' })
      .and(page.locator(':enabled'))
      .first()
    await expect
      .poll(
        async () => {
          if (await continueAnyway.isVisible())
            await continueAnyway.click({ timeout: 5_000 }).catch(() => undefined)
          await heading.click({ timeout: 10_000 }).catch(() => undefined)
          return field.isVisible()
        },
        { timeout: 300_000, interval: 5_000 },
      )
      .toBe(true)
    await expect(field.inputValue()).resolves.toBe(hero.heading)

    const edited = `Written in the Studio ${Date.now()}`
    // The form may show before it accepts input on a busy machine: type until the draft holds the text.
    const draftHeading = () =>
      cmsQuery<string | null>(
        '*[_id == "drafts.page_studio_features"][0].pageBuilder[0].subSections[0].heading',
        'raw',
      )
    await expect
      .poll(
        async () => {
          if ((await draftHeading()) === edited) return true
          if ((await field.inputValue()) !== edited) await field.fill(edited)
          return false
        },
        { timeout: 180_000, interval: 5_000 },
      )
      .toBe(true)
    await frame.getByRole('heading', { level: 1, name: edited }).waitFor({ timeout: 180_000 })
    // Still a draft: visitors see the published heading.
    expect((await get('/studio')).html).not.toContain(edited)

    await page.getByTestId('action-publish').click({ timeout: 60_000 })
    await expect
      .poll(async () => (await get('/studio')).html.includes(edited), { timeout: 60_000 })
      .toBe(true)
    const published = await cmsQuery<StudioPage>('*[_id == "page_studio_features"][0]')
    expect(published.pageBuilder[0]?.subSections[0]?.heading).toBe(edited)
    expect(hasStega((await get('/studio')).html)).toBe(false)
    expect(errors).toEqual([])
    await page.context().close()
  }, 600_000)

  it('encodes stega into a preview page opened with the site secret', async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl') })
    const page = await context.newPage()
    await page.goto(`/api/preview/enable?secret=${secret}&redirect=/studio`)
    await page.locator('.preview-bar__status[data-status="live"]').waitFor({ timeout: 120_000 })
    await expect
      .poll(async () => hasStega((await page.locator('h1').first().textContent()) ?? ''), { timeout: 60_000 })
      .toBe(true)
    await context.close()
  }, 240_000)
})
