import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ConsentDecision } from '../../models/trackingConsent.ts'

type Submit = { target: unknown; submitter: unknown; preventDefault: () => void }

/**
 * A window and document just big enough for the tracking chunk, and a consent endpoint that answers
 * `decision` to GET and the chosen consent to POST.
 */
function fakeBrowser(decision: ConsentDecision, at = 'https://x.test/studio?a=1') {
  const appended: { src: string }[] = []
  const requests: Array<{ method: string; body: string }> = []
  let submit: ((event: Submit) => void) | undefined
  const { href, pathname, origin } = new URL(at)
  const w = { location: { href, pathname, origin } } as Record<string, unknown>
  const root = { dataset: {} as Record<string, string> }
  vi.stubGlobal('window', w)
  vi.stubGlobal('document', {
    title: 'Studio',
    documentElement: root,
    head: { appendChild: (el: { src: string }) => appended.push(el) },
    createElement: () => ({ async: false, src: '' }),
    querySelectorAll: () => [],
    addEventListener: (type: string, handler: (event: Submit) => void) => {
      if (type === 'submit') submit = handler
    },
  })
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const body = String(init.body ?? '')
    requests.push({ method, body })
    const consent = new URLSearchParams(body).get('consent')
    const answer =
      method === 'POST' ? { allow: consent === 'granted', consent, reason: `consent_${consent}` } : decision
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
  })
  const events = () => ((w.dataLayer as { event: string }[] | undefined) ?? []).map((e) => e.event)
  /** A click on one of the footer form's buttons. */
  const choose = async (value: string) => {
    const event = {
      target: { matches: (selector: string) => selector === 'form[data-consent-form]' },
      submitter: { value },
      preventDefault: vi.fn(),
    }
    submit?.(event)
    await vi.waitFor(() => expect(root.dataset.tracking).toBeDefined())
    return event
  }
  return { w, root, appended, requests, events, choose }
}

const refused: ConsentDecision = { allow: false, consent: null, reason: 'consent_required' }
const allowed: ConsentDecision = { allow: true, consent: null, reason: 'no_consent_required' }
const gtmScript = 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12'

describe('trackPageView', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  it('does nothing, and asks nothing, when tracking is off (no id)', async () => {
    const { w, appended, requests, root } = fakeBrowser(allowed)
    const { trackPageView } = await import('./pageViews.ts')
    await trackPageView(null)
    expect(root.dataset.tracking).toBe('off')
    expect(w.dataLayer).toBeUndefined()
    expect(appended).toEqual([])
    expect(requests).toEqual([])
  })

  it('loads nothing and pushes nothing while the visitor is not allowed to be tracked', async () => {
    const { w, appended, root, requests } = fakeBrowser(refused)
    const { trackPageView } = await import('./pageViews.ts')
    await trackPageView('GTM-AB12')
    await trackPageView('GTM-AB12')
    expect(w.dataLayer).toBeUndefined()
    expect(appended).toEqual([])
    expect(root.dataset.tracking).toBe('refused')
    expect(requests).toHaveLength(1) // asked once per page load
  })

  it('when allowed, loads the tag manager once and pushes a page_view per call', async () => {
    const { w, appended, events } = fakeBrowser(allowed)
    const { trackPageView } = await import('./pageViews.ts')
    await trackPageView('GTM-AB12')
    await trackPageView('GTM-AB12')
    expect(appended.map((s) => s.src)).toEqual([gtmScript])
    expect(events()).toEqual(['gtm.js', 'page_view', 'page_view'])
    expect((w.dataLayer as unknown[])[1]).toMatchObject({ page_path: '/studio', page_title: 'Studio' })
  })

  it("names the page by its route's title when given one, and a private screen by its screen alone", async () => {
    const { w } = fakeBrowser(allowed, 'https://x.test/account/support/7d1f5a2e?tab=orders')
    const { trackPageView } = await import('./pageViews.ts')
    await trackPageView('GTM-AB12', 'Support view: Ana Alvarez')
    await trackPageView('GTM-AB12')
    const [, first, second] = w.dataLayer as Record<string, unknown>[]
    expect(first).toEqual({
      event: 'page_view',
      page_path: '/account/support/:id',
      page_location: 'https://x.test/account/support/:id',
      page_title: 'Support view',
    })
    expect(second).toMatchObject({ page_path: '/account/support/:id', page_title: 'Support view' })
  })

  it('granting in the footer loads the tag manager and counts the page; withdrawing stops it', async () => {
    const { appended, events, choose, requests } = fakeBrowser(refused)
    const { trackPageView } = await import('./pageViews.ts')
    await trackPageView('GTM-AB12')
    expect(events()).toEqual([])

    const grant = await choose('granted')
    expect(grant.preventDefault).toHaveBeenCalled() // sent in the background, the page stays
    await vi.waitFor(() => expect(events()).toEqual(['gtm.js', 'page_view']))
    await trackPageView('GTM-AB12')
    expect(events()).toEqual(['gtm.js', 'page_view', 'page_view'])

    await choose('denied')
    await trackPageView('GTM-AB12')
    await trackPageView('GTM-AB12')
    expect(events()).toEqual(['gtm.js', 'page_view', 'page_view'])
    expect(appended.map((s) => s.src)).toEqual([gtmScript])
    expect(requests.map((r) => `${r.method} ${r.body}`)).toEqual([
      'GET ',
      'POST consent=granted',
      'POST consent=denied',
    ])
  })

  it('a withdrawal while the question is in flight wins over the earlier answer', async () => {
    const { events, choose } = fakeBrowser(allowed)
    const { trackPageView } = await import('./pageViews.ts')
    const first = trackPageView('GTM-AB12')
    await choose('denied')
    await first
    expect(events()).toEqual([])
  })
})
