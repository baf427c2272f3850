/**
 * Site search (decision 183): relevance, no-match suggestions, the HTML cache, the page without
 * JavaScript, and suggestions as you type with it.
 */
import { describe, expect, it } from 'vitest'
import { usePage } from './support/browser.ts'
import { stubExternalMedia } from './support/media.ts'
import { baseUrl, get } from './support/site.ts'

const results = (html: string) =>
  [...html.matchAll(/<h2 class="search__title"><a[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '')

describe('site search', () => {
  it('finds the remix tutorial first for “remix”', async () => {
    const { status, html } = await get('/search?q=remix')
    expect(status).toBe(200)
    expect(results(html)[0]).toBe('/studio/tutorials/how-to-make-a-remix')
  })

  it('finds release 2.3.1 first for “2.3.1”', async () => {
    const { html } = await get('/search?q=2.3.1')
    expect(results(html)[0]).toBe('/studio/downloads/2.3.1')
  })

  it('says when nothing matches and suggests pages', async () => {
    const { status, html } = await get('/search?q=xylophonic+zebra')
    expect(status).toBe(200)
    expect(html).toContain('No results for “xylophonic zebra”')
    expect(results(html)).toEqual([])
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
    expect(main).toContain('Popular pages')
    expect((main.match(/data-cta="page"/g) ?? []).length).toBeGreaterThan(2)
  })

  it('is cached like any anonymous page, per query', async () => {
    const url = new URL('/search?q=sample', baseUrl())
    await (await fetch(url)).text()
    const again = await fetch(url)
    await again.text()
    expect(again.headers.get('x-cache')).toMatch(/hit|stale/)
    const other = await fetch(new URL('/search?q=beat', baseUrl()))
    expect(await other.text()).toContain('for “beat”')
  })

  it('answers suggestions as JSON, and nothing for an empty or hostile query', async () => {
    const suggest = async (q: string) =>
      (await fetch(new URL(`/api/search?q=${encodeURIComponent(q)}`, baseUrl()))).json()
    expect((await suggest('remi')).results[0]).toMatchObject({
      kind: 'tutorial',
      path: '/studio/tutorials/how-to-make-a-remix',
    })
    expect((await suggest('')).results).toEqual([])
    expect((await suggest('*)]{"$q"} || true')).results).toBeInstanceOf(Array)
    expect((await suggest('x'.repeat(5000))).results).toEqual([])
  })
})

describe('search in the browser', () => {
  const handle = usePage({ viewport: { width: 1440, height: 900 } })
  stubExternalMedia(handle)

  it('works without JavaScript: the header field submits to /search', async () => {
    const context = await handle.page.context().browser()?.newContext({ javaScriptEnabled: false })
    const page = await context!.newPage()
    try {
      await page.goto(new URL('/studio', baseUrl()).href)
      await page.getByRole('searchbox', { name: 'Search' }).first().fill('sidechain')
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.pathname === '/search')
      await expect(page.locator('.search__title a').first().getAttribute('href')).resolves.toBe(
        '/studio/tutorials/sidechain-compression',
      )
    } finally {
      await context?.close()
    }
  })

  it('suggests as you type, by keyboard, and opens the chosen page', async () => {
    await handle.page.goto('/careers')
    // The header's field (it becomes a combobox once its suggestions load).
    const field = handle.page.locator('#header-search')
    await field.focus()
    await field.pressSequentially('remi')
    const list = handle.page.getByRole('listbox', { name: 'Suggestions' })
    await list.waitFor()
    await expect(field.getAttribute('aria-expanded')).resolves.toBe('true')
    await handle.page.keyboard.press('ArrowDown')
    const active = await field.getAttribute('aria-activedescendant')
    await expect(handle.page.locator(`#${active}`).getAttribute('aria-selected')).resolves.toBe('true')
    await expect(handle.page.locator(`#${active}`).textContent()).resolves.toContain('remix')
    await handle.page.keyboard.press('Enter')
    await handle.page.waitForURL((url) => url.pathname === '/studio/tutorials/how-to-make-a-remix')
    expect(handle.errors).toEqual([])
  })

  it('closes the suggestions on Escape and searches on Enter', async () => {
    await handle.page.goto('/careers')
    const field = handle.page.locator('#header-search')
    await field.focus()
    await field.pressSequentially('studio')
    await handle.page.getByRole('listbox', { name: 'Suggestions' }).waitFor()
    await handle.page.keyboard.press('Escape')
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('false')
    await handle.page.keyboard.press('Enter')
    await handle.page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('q') === 'studio',
    )
    await expect(handle.page.locator('.search__title a').first().getAttribute('href')).resolves.toBe(
      '/studio',
    )
  })
})
