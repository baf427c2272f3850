import { afterEach, describe, expect, it, vi } from 'vitest'

describe('trackPageView', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  function fakeBrowser() {
    const appended: { src: string }[] = []
    const w = { location: { href: 'https://x.test/studio?a=1', pathname: '/studio' } } as Record<
      string,
      unknown
    >
    vi.stubGlobal('window', w)
    vi.stubGlobal('document', {
      title: 'Studio',
      head: { appendChild: (el: { src: string }) => appended.push(el) },
      createElement: () => ({ async: false, src: '' }),
    })
    return { w, appended }
  }

  it('does nothing when tracking is off (no id)', async () => {
    const { w, appended } = fakeBrowser()
    const { trackPageView } = await import('./pageViews.ts')
    trackPageView(null)
    expect(w.dataLayer).toBeUndefined()
    expect(appended).toEqual([])
  })

  it('loads the tag manager once and pushes a page_view per call', async () => {
    const { w, appended } = fakeBrowser()
    const { trackPageView } = await import('./pageViews.ts')
    trackPageView('GTM-AB12')
    trackPageView('GTM-AB12')
    expect(appended.map((s) => s.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12'])
    const events = (w.dataLayer as { event: string }[]).map((e) => e.event)
    expect(events).toEqual(['gtm.js', 'page_view', 'page_view'])
    expect((w.dataLayer as unknown[])[1]).toMatchObject({ page_path: '/studio', page_title: 'Studio' })
  })
})
