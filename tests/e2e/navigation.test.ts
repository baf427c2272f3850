/**
 * Navigation (decision 182): the menu drawer on a phone by keyboard alone, the current item kept on
 * sub-pages, a product menu and short breadcrumbs on every page below a product, the full footer.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { resolvePath } from '../../models/routes/resolve.ts'
import { primaryNav } from '../../models/site.ts'
import { usePage } from './support/browser.ts'
import { stubExternalMedia } from './support/media.ts'
import { getSettled as get, pool, sitemapPaths } from './support/site.ts'

/** What has the focus: its text or label, and whether it is inside the open menu drawer. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return {
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      tag: el?.tagName ?? '',
      inMenu: Boolean(el?.closest('dialog#site-menu')),
      menuOpen: (document.getElementById('site-menu') as HTMLDialogElement | null)?.open ?? false,
    }
  })

/** Tab (forwards) until `match` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, match: (f: Awaited<ReturnType<typeof focused>>) => boolean, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const f = await focused(page)
    if (match(f)) return f
  }
  throw new Error('the focus never reached it')
}

describe('the menu drawer on a phone (390×844), by keyboard alone', () => {
  const handle = usePage({ viewport: { width: 390, height: 844 } })
  stubExternalMedia(handle)

  const openMenu = async () => {
    await tabTo(handle.page, (f) => f.text === 'Menu')
    await handle.page.keyboard.press('Enter')
    await expect.poll(async () => (await focused(handle.page)).menuOpen).toBe(true)
  }

  it('hides the bar’s links and shows a menu button', async () => {
    await handle.page.goto('/careers')
    await expect(handle.page.getByRole('button', { name: 'Menu' }).isVisible()).resolves.toBe(true)
    await expect(handle.page.locator('.site-header__inner .site-nav').isVisible()).resolves.toBe(false)
  })

  for (const item of primaryNav)
    it(`reaches ${item.label} (${item.to}) through the menu`, async () => {
      await handle.page.goto('/careers')
      await openMenu()
      // Every step stays inside the drawer until the link is reached.
      const reached = await tabTo(handle.page, (f) => {
        if (!f.inMenu) throw new Error(`the focus left the menu for ${f.tag} “${f.text}”`)
        return f.text === item.label
      })
      expect(reached.inMenu).toBe(true)
      await handle.page.keyboard.press('Enter')
      await handle.page.waitForURL((url) => url.pathname === item.to)
      // The drawer closed behind the navigation.
      await expect.poll(async () => (await focused(handle.page)).menuOpen).toBe(false)
    })

  it('reaches search, sign-in and sign-up through the menu', async () => {
    await handle.page.goto('/careers')
    await openMenu()
    await tabTo(handle.page, (f) => f.tag === 'INPUT')
    await handle.page.keyboard.type('remix')
    await handle.page.keyboard.press('Enter')
    await handle.page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'remix')
    for (const [label, path] of [
      ['Sign in', '/auth/sign-in'],
      ['Create account', '/sign-up'],
    ] as const) {
      await handle.page.goto('/careers')
      await openMenu()
      const link = await tabTo(handle.page, (f) => f.text === label)
      expect(link.inMenu).toBe(true)
      const href = await handle.page.evaluate(() => document.activeElement?.getAttribute('href') ?? '')
      expect(href.startsWith(path), href).toBe(true)
    }
  })

  it('keeps the focus inside while open, closes on Escape and gives the focus back to the menu button', async () => {
    await handle.page.goto('/careers')
    await openMenu()
    const stops = new Set<string>()
    for (let i = 0; i < 30; i++) {
      await handle.page.keyboard.press('Tab')
      const f = await focused(handle.page)
      // The browser's own controls may take a stop between two rounds; the page outside never does.
      if (f.tag !== 'BODY') expect(f.inMenu, `${f.tag} “${f.text}”`).toBe(true)
      stops.add(f.text)
    }
    expect(stops.has('Close menu')).toBe(true)
    expect(stops.has('Tutorials')).toBe(true)
    await handle.page.keyboard.press('Escape')
    await expect.poll(async () => (await focused(handle.page)).menuOpen).toBe(false)
    await expect.poll(async () => (await focused(handle.page)).text).toBe('Menu')
    expect(handle.errors).toEqual([])
  })

  it('announces the drawer as a dialog named Menu, and its current page', async () => {
    await handle.page.goto('/studio/sounds/night-shift-drums')
    await openMenu()
    const menu = handle.page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'Sounds' }).getAttribute('aria-current')).resolves.toBe(
      'true',
    )
    await expect(menu.getByRole('link', { name: 'Studio' }).getAttribute('aria-current')).resolves.toBeNull()
  })
})

describe('current items, product menus, breadcrumbs and the footer on every page', () => {
  it('marks where a page belongs, in the header and in its product’s menu', async () => {
    const cases: Array<[string, string, string | undefined]> = [
      ['/studio', 'Studio', 'Overview'],
      ['/studio/downloads/2.3.1/win', 'Studio', 'Downloads'],
      ['/studio/tutorials/sidechain-compression', 'Tutorials', 'Tutorials'],
      ['/studio/sounds/analog-dusk', 'Sounds', 'Sounds'],
      ['/sample/free-trial', 'Sample', 'Free trial'],
      ['/music-production/producer-suite/downloads', 'Music production', 'Downloads'],
      // The dj product's menu links to sections of its one page: only the page itself is current.
      ['/dj/pro', 'DJ Pro', 'Overview'],
    ]
    for (const [path, header, product] of cases) {
      const { html } = await get(path)
      const current = (nav: string) =>
        [
          ...(
            new RegExp(`<nav[^>]*class="${nav}[^"]*"[^>]*>([\\s\\S]*?)</nav>`).exec(html)?.[1] ?? ''
          ).matchAll(/<a[^>]*aria-current="(?:page|true)"[^>]*>([^<]*)</g),
        ].map((m) => m[1])
      expect(current('site-nav site-header__wide'), path).toEqual([header])
      expect(current('product-nav'), path).toEqual(product ? [product] : [])
    }
  })

  it('gives every page below a product its product menu and short breadcrumbs', async () => {
    const paths = await sitemapPaths()
    const problems: string[] = []
    await pool(paths, 4, async (path) => {
      const product =
        resolvePath(path)?.product ?? (path.startsWith('/music-production/producer-suite') ? 'suite' : '')
      if (!product) return
      const { html } = await get(path)
      if (!html.includes('class="product-nav')) problems.push(`${path}: no product menu`)
      const crumbs = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(html)?.[0]
      if (path.split('/').length > 2 && !crumbs) problems.push(`${path}: no breadcrumbs`)
      for (const m of (crumbs ?? '').matchAll(/<li[^>]*>(?:<a[^>]*>)?([^<]*)/g))
        if ((m[1] ?? '').length > 32) problems.push(`${path}: long breadcrumb “${m[1]}”`)
    })
    expect(problems).toEqual([])
  }, 180_000)

  it('has support, contact, legal and privacy links and the cookie choice in the footer', async () => {
    const { html } = await get('/studio')
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
    for (const [label, href] of [
      ['Support', '/legal/contact#help'],
      ['Contact', '/legal/contact'],
      ['Terms and licence', '/legal/terms'],
      ['Privacy', '/legal/privacy'],
      ['Cookies', '/legal/privacy#cookies'],
    ])
      expect(footer, label).toMatch(new RegExp(`href="${href}"[^>]*>${label}</a>`))
    expect(footer).toContain('Cookie choice')
    for (const path of ['/legal/contact', '/legal/terms', '/legal/privacy'])
      expect((await get(path)).status, path).toBe(200)
  })
})
