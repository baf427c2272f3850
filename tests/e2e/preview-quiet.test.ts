/**
 * `?preview=true` without the preview cookie (issue 16): the visitor keeps the published page, and the
 * browser neither asks the preview proxy (no 401 in the console) nor leaves a request open.
 */
import { describe, expect, it } from 'vitest'
import { usePage } from './support/browser.ts'
import { stubExternalMedia } from './support/media.ts'

describe('preview without the cookie', () => {
  const handle = usePage()
  stubExternalMedia(handle)

  it('is quiet: no preview request, no console error, every request settles', async () => {
    const { page } = handle
    const open = new Set<string>()
    const preview: string[] = []
    page.on('request', (r) => {
      open.add(r.url())
      if (new URL(r.url()).pathname.startsWith('/api/preview/')) preview.push(r.url())
    })
    page.on('requestfinished', (r) => open.delete(r.url()))
    page.on('requestfailed', (r) => open.delete(r.url()))
    await page.goto('/studio?preview=true')
    // hydrated and idle: the point where preview would have started
    await page.waitForFunction(() => !('$_TSR' in window))
    await page.waitForFunction(() => document.documentElement.dataset.buildUpdate === 'current')
    await expect.poll(() => [...open].filter((u) => !u.includes('/builds/'))).toEqual([])
    expect(preview).toEqual([])
    expect(await page.locator('.preview-bar').count()).toBe(0)
    expect(handle.errors).toEqual([])
  })

  it('still starts for an editor holding the cookie', async () => {
    const { page } = handle
    await page.goto('/api/preview/enable?secret=e2e-preview-secret&redirect=/studio')
    await expect.poll(() => page.locator('.preview-bar__status').getAttribute('data-status')).toBe('live')
    expect(handle.errors).toEqual([])
  })
})
