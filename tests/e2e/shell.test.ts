import { describe, expect, it } from 'vitest'
import { notFoundLinks, notFoundTexts, primaryNav } from '../../models/site.ts'
import { usePage } from './support/browser.ts'
import { stubExternalMedia } from './support/media.ts'

describe('default layout and not-found page', () => {
  const handle = usePage()
  stubExternalMedia(handle)

  it('serves the home page with 200 inside the default layout', async () => {
    const response = await handle.page.goto('/')
    expect(response?.status()).toBe(200)
    const nav = handle.page.getByRole('navigation', { name: 'Main' })
    for (const item of primaryNav) {
      await expect(nav.getByRole('link', { name: item.label }).getAttribute('href')).resolves.toBe(item.to)
    }
    await expect(handle.page.locator('footer').count()).resolves.toBe(1)
    expect(handle.errors).toEqual([])
  })

  it('answers an unknown path with 404 and the spec texts', async () => {
    const response = await handle.page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(handle.page.title()).resolves.toBe(notFoundTexts.title)
    await expect(handle.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      notFoundTexts.heading,
    )
    await expect(handle.page.getByText(notFoundTexts.text).count()).resolves.toBe(1)
    await expect(handle.page.locator('.logo--animated').count()).resolves.toBe(1)
    const buttons = handle.page.locator('.not-found__links a')
    await expect(buttons.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).resolves.toEqual(
      notFoundLinks.map((l) => l.to),
    )
  })

  it('navigates client-side from the not-found page without console errors', async () => {
    await handle.page.goto('/no-such-page')
    await handle.page.waitForFunction(() => !('$_TSR' in window))
    await handle.page.locator('.not-found__links a', { hasText: 'Home' }).click()
    await handle.page.waitForURL((url) => url.pathname === '/')
    await expect(handle.page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1)
    expect(handle.errors.filter((e) => !e.includes('404'))).toEqual([])
  })
})
