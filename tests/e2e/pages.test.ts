import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { usePage } from './support/browser.ts'
import { stubExternalMedia } from './support/media.ts'
import { tableEntries } from './support/site.ts'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * One path per content type, plus the platform list and the platform detail, a search with results
 * and one without, and the dj product's page (its plans, trial and download sections).
 */
async function pathPerType(): Promise<string[]> {
  const entries = await tableEntries()
  const seen = new Map<string, string>()
  for (const e of entries) {
    const key = `${e.resolved.contentType}:${e.resolved.version ? 'v' : ''}${e.resolved.platform ? 'p' : ''}`
    if (!seen.has(key)) seen.set(key, e.path)
  }
  return [
    ...seen.values(),
    '/search?q=remix',
    '/search?q=xylophonic',
    '/dj/pro',
    '/studio/sounds/night-shift-drums',
  ]
}

async function axeOf(page: import('playwright-core').Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map(
      (v: { id: string; nodes: { target: string[] }[] }) =>
        `${v.id} ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
  })
}

describe('page types in the browser', () => {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    describe(`at ${width}×${height}`, () => {
      const handle = usePage({ viewport: { width, height } })
      stubExternalMedia(handle)

      it('has no axe violations on any page type and no console errors', async () => {
        const problems: string[] = []
        for (const path of await pathPerType()) {
          const response = await handle.page.goto(path)
          expect(response?.status(), path).toBe(200)
          await handle.page.waitForFunction(() => !('$_TSR' in window))
          for (const v of await axeOf(handle.page)) problems.push(`${path}: ${v}`)
        }
        expect(problems).toEqual([])
        expect(handle.errors).toEqual([])
        // 18 page types with the search, legal and dj pages: at a load average near 28 one width took 340 s.
      }, 600_000)

      if (width < 600)
        it('has no axe violations with the menu drawer or a licence dialog open', async () => {
          await handle.page.goto('/studio/sounds')
          await handle.page.getByRole('button', { name: 'Menu' }).click()
          await handle.page.getByRole('dialog', { name: 'Menu' }).waitFor()
          const problems = (await axeOf(handle.page)).map((v) => `menu: ${v}`)
          await handle.page.keyboard.press('Escape')
          await handle.page.getByRole('button', { name: /^Get / }).first().click()
          await handle.page.getByRole('dialog').waitFor()
          problems.push(...(await axeOf(handle.page)).map((v) => `licence: ${v}`))
          expect(problems).toEqual([])
        })
    })
  }
})

describe('behaviour after hydration', () => {
  const handle = usePage()
  stubExternalMedia(handle)

  it('navigates client-side between content pages without console errors', async () => {
    await handle.page.goto('/')
    await handle.page.waitForFunction(() => !('$_TSR' in window))
    await handle.page.evaluate(() => {
      ;(window as unknown as { marker: number }).marker = 1
    })
    await handle.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' }).click()
    await handle.page.waitForURL((u) => u.pathname === '/studio')
    await handle.page
      .getByRole('link', { name: /Download Studio/ })
      .first()
      .click()
    await handle.page.waitForURL((u) => u.pathname === '/studio/downloads')
    await handle.page.getByRole('heading', { level: 1, name: /Download Studio/ }).waitFor()
    await handle.page.getByRole('link', { name: 'macOS' }).first().click()
    await handle.page.waitForURL((u) => u.pathname === '/studio/downloads/mac')
    // Still the same document: the navigations were client-side.
    await expect(handle.page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(
      1,
    )
    await handle.page.getByRole('heading', { level: 1, name: /for macOS/ }).waitFor()
    // The head follows the page (canonical link from the server's base address plus the full path).
    await expect
      .poll(async () => {
        const href = await handle.page.locator('link[rel="canonical"]').getAttribute('href')
        return href ? new URL(href).pathname : undefined
      })
      .toBe('/studio/downloads/mac')
    expect(handle.errors).toEqual([])
  })

  it('loads the first hero image eagerly with high priority and every other image lazily', async () => {
    await handle.page.goto('/')
    const images = await handle.page.locator('main img').evaluateAll((imgs) =>
      imgs.map((i) => ({
        loading: i.getAttribute('loading'),
        priority: i.getAttribute('fetchpriority'),
        alt: i.getAttribute('alt'),
        w: i.getAttribute('width'),
        h: i.getAttribute('height'),
        srcset: i.getAttribute('srcset'),
      })),
    )
    expect(images.length).toBeGreaterThan(2)
    expect(images[0]).toMatchObject({ loading: 'eager', priority: 'high' })
    for (const img of images.slice(1)) expect(img.loading).toBe('lazy')
    for (const img of images) {
      expect(img.alt).not.toBeNull()
      expect(Number(img.w)).toBeGreaterThan(0)
      expect(Number(img.h)).toBeGreaterThan(0)
    }
  })

  it('plays an audio preview for real', async () => {
    const entries = await tableEntries()
    const candidates = [
      '/studio/sounds',
      ...entries.filter((e) => e.resolved.contentType === 'soundpack').map((e) => e.path),
    ]
    let played = false
    for (const path of candidates) {
      await handle.page.goto(path)
      const audio = handle.page.locator('main audio').first()
      if ((await audio.count()) === 0) continue
      await handle.page.waitForFunction(() => !('$_TSR' in window))
      played = await audio.evaluate(async (el: HTMLAudioElement) => {
        el.muted = true
        await el.play()
        await new Promise((r) => setTimeout(r, 600))
        return el.currentTime > 0 && el.error === null
      })
      break
    }
    expect(played).toBe(true)
  })

  it('opens the licence modal as an accessible dialog and closes it with Escape', async () => {
    const entries = await tableEntries()
    for (const path of ['/studio/sounds', ...entries.map((e) => e.path).slice(0, 40)]) {
      await handle.page.goto(path)
      const get = handle.page.getByRole('button', { name: /^Get / }).first()
      if ((await get.count()) === 0) continue
      await handle.page.waitForFunction(() => !('$_TSR' in window))
      // The button opens its dialog with an invoker command: no need to wait for the block's script.
      await get.click()
      const dialog = handle.page.getByRole('dialog')
      await dialog.waitFor()
      expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy()
      const z = await dialog.evaluate((el) => Number(getComputedStyle(el).zIndex))
      expect(z).toBeGreaterThanOrEqual(100000)
      expect(z).toBeLessThanOrEqual(100150)
      await handle.page.keyboard.press('Escape')
      await expect(dialog.count()).resolves.toBe(0)
      return
    }
    expect.unreachable('no page with a sounds card container and licence modal')
  })
})
