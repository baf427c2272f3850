/**
 * Content pages hydrate with a route tree without the application sections (decision 144), account
 * screens with one without the other sections (decision 271): a client-side navigation into a section
 * the tree lacks reloads the document there, where that page's tree takes over.
 */
import { describe, expect, it } from 'vitest'
import { usePage } from './support/browser.ts'
import { signInAs } from './support/identity.ts'

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
    // The full tree is a chunk of its own; an account screen's tree travels in the account-kit chunk with
    // the account frame (decisions 261 and 271).
    const fullTree = () => scripts.filter((path) => path.includes('/routeTree.gen-'))
    const accountTree = () => scripts.filter((path) => path.includes('/account-kit-'))
    // goto returns once the page has hydrated, which needs the route tree it picked
    await page.goto('/studio/sounds')
    expect([...fullTree(), ...accountTree()]).toEqual([])
    await page.goto('/signed-out?reason=ended')
    expect(fullTree()).toHaveLength(1)
    expect(handle.errors).toEqual([])
  })

  it('hydrates an account screen with the account tree, which moves between account screens in the page', async () => {
    const { page } = handle
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
    await signInAs(handle, '/account/orders')
    expect(scripts.filter((path) => path.includes('/account-kit-'))).toHaveLength(1)
    expect(scripts.filter((path) => path.includes('/routeTree.gen-'))).toEqual([])
    // A client-side move between account screens stays in the page.
    const documents: string[] = []
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname)
    })
    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Licences' })
      .click()
    await page.waitForURL((url) => url.pathname === '/account/licences')
    await expect.poll(() => page.locator('#licences-heading').count()).toBe(1)
    expect(documents).toEqual([])
    expect(handle.errors).toEqual([])
  })
})
