/**
 * Content pages hydrate with a route tree without the application sections (decision 144): a
 * client-side navigation into one reloads the document there, where the full tree takes over.
 */
import { describe, expect, it } from 'vitest'
import { usePage } from './support/browser.ts'

describe('the route tree a page hydrates with', () => {
  const handle = usePage()

  it('takes a client-side navigation from a content page into the account area as a document load', async () => {
    const { page } = handle
    const documents: string[] = []
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname)
    })
    await page.goto('/studio')
    // What the router does on Back or Forward: read the address and load it client-side.
    await page.evaluate(() => {
      history.pushState({ __TSR_index: history.length }, '', '/account/orders?status=complete')
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    })
    await expect.poll(() => documents).toContain('/account/orders')
    expect(documents[0]).toBe('/studio')
    expect(handle.errors).toEqual([])
  })

  it('loads the full route tree only on a page in an application section, and hydrates there', async () => {
    const { page } = handle
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
    // The full tree travels in the account-kit chunk with the account frame (decision 261).
    const fullTree = (paths: string[]) => paths.filter((path) => path.includes('/account-kit-'))
    // goto returns once the page has hydrated, which needs the route tree it picked
    await page.goto('/studio/sounds')
    expect(fullTree(scripts)).toEqual([])
    await page.goto('/signed-out?reason=ended')
    expect(fullTree(scripts)).toHaveLength(1)
    expect(handle.errors).toEqual([])
  })
})
