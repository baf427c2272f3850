/**
 * The support view (issue 30 item 5, "Done when"): the admin finds ana by part of her address, reads her
 * profile, licences, subscriptions and orders with an invoice through the services' `/users/{userId}`
 * paths, and the access shows on ana's own overview; ben gets the 404 page at the same addresses.
 * What support sees is compared with what ana's own screens show, not with copies of the demo data.
 *
 * Like the overview's file (decision 241), it runs on a stack of its own: the support log it writes
 * shows on ana's overview, which other files look at.
 */
import { mkdirSync } from 'node:fs'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { topicsInWords } from '../../models/accounts/supportAccess.ts'
import { type DemoCustomer, demoCustomers, viewports } from '../../scripts/account-tour/screens.ts'
import { settled, signIn } from '../../scripts/account-tour/visit.ts'
import { axeViolations } from './support/account-session.ts'
import { useOwnStack } from './support/ownStack.ts'

const customer = (key: DemoCustomer['key']) => demoCustomers.find((c) => c.key === key)!
/** What no copy may show: locale codes, the stand-in's ids of cards, subscriptions and licences. */
const rawBits = /\b[a-z]{2}_[A-Z]{2}\b|\b(?:sub|pm)_[a-z_]+\b|\b1001\b/

describe('the support view', () => {
  const own = useOwnStack('support')
  const contexts: BrowserContext[] = []
  const errors: string[] = []

  beforeAll(() => {
    mkdirSync('reports/screens', { recursive: true })
  })
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close()
    const seen = errors.splice(0)
    expect(seen).toEqual([])
  })

  /** A browser of its own for `who`, signed in. */
  async function signedIn(who: DemoCustomer['key']): Promise<Page> {
    const context = await own.browser.newContext({ viewport: viewports[0], baseURL: own.stack.siteUrl })
    contexts.push(context)
    await context.route('https://cdn.example.com/**', (route) => route.fulfill({ status: 204 }))
    // Campaign banners are another suite's subject: here they must not sit over what is checked.
    await context.route('**/api/notifications', (route) => route.fulfill({ json: { items: [] } }))
    const page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await signIn(page, own.stack.siteUrl, customer(who))
    return page
  }

  async function open(page: Page, path: string) {
    const response = await page.goto(new URL(path, own.stack.siteUrl).href)
    await settled(page)
    return response
  }

  const texts = (page: Page, selector: string) => page.locator(selector).allInnerTexts()

  /** Addresses laid out on lines that each end after an `@` or a comma, but the last. */
  function expectBreaksAfterAt(addresses: string[][]) {
    expect(addresses.length).toBeGreaterThan(0)
    for (const lines of addresses) {
      expect(lines.join('')).toContain('@example.com')
      for (const line of lines.slice(0, -1)) expect(line, lines.join(' / ')).toMatch(/[@,]\s*$/)
    }
  }

  /** Each element's text as the browser laid it out, one string per line. */
  const linesOf = (elements: Locator) =>
    elements.evaluateAll((nodes) =>
      nodes.map((element) => {
        const lines: string[] = []
        let top = Number.NEGATIVE_INFINITY
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? ''
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange()
            range.setStart(node, i)
            range.setEnd(node, i + 1)
            const box = range.getClientRects()[0]
            // A space the line ended on has no box of its own: it belongs to the line before.
            if (box && box.top > top + 1) {
              lines.push('')
              top = box.top
            }
            lines[Math.max(0, lines.length - 1)] = (lines.at(-1) ?? '') + text[i]
          }
        }
        return lines
      }),
    )

  async function shoot(page: Page, name: string) {
    for (const viewport of [...viewports].reverse()) {
      await page.setViewportSize(viewport)
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: `reports/screens/${name}-${viewport.width}.png`, fullPage: true })
    }
    await page.setViewportSize(viewports[0])
  }

  /** What ana's own screens show, support's address of her account, and ana's own.browser. */
  let anaProducts: string[] = []
  let anaPlans: string[] = []
  let anaOrders = 0
  let supportPath = ''

  it("ana's own screens, and no support access on her overview yet", async () => {
    const ana = await signedIn('ana')
    await open(ana, '/account/licences')
    anaProducts = await texts(ana, '[data-licence] .licence__title')
    await open(ana, '/account/subscriptions')
    anaPlans = await texts(ana, '[data-subscription] h2')
    await open(ana, '/account/orders')
    anaOrders = await ana.locator('[data-order]').count()
    expect(anaProducts.length * anaPlans.length * anaOrders).toBeGreaterThan(0)
    await open(ana, '/account')
    await ana.locator('[data-part=products]').waitFor()
    await expect(ana.locator('[data-part=support-access]').count()).resolves.toBe(0)
  })

  it('an admin finds ana by part of her address and reads her licences, subscriptions, orders and an invoice', async () => {
    const admin = await signedIn('admin')
    await open(admin, '/account/admin')
    await admin.getByLabel('Email address, or part of one').fill('ana@')
    await admin.getByRole('button', { name: 'Find' }).click()
    await admin.waitForURL((url) => url.searchParams.get('email') === 'ana@')
    await settled(admin)
    const card = admin
      .locator('[data-user]')
      .filter({ has: admin.locator('[data-field=email]', { hasText: /^ana@example\.com$/ }) })
    await shoot(admin, 'support-admin-search')
    await admin.setViewportSize(viewports[1])
    expectBreaksAfterAt(
      await linesOf(admin.locator('[data-field=email], [data-field=history]', { hasText: '@' })),
    )
    await admin.setViewportSize(viewports[0])
    await card.getByRole('link', { name: /account \(read-only\)/ }).click()
    await admin.waitForURL((url) => /^\/account\/support\/\d+$/.test(url.pathname))
    await settled(admin)
    supportPath = new URL(admin.url()).pathname

    await expect(admin.locator('[data-part=support-profile] dl').innerText()).resolves.toContain(
      'ana@example.com',
    )
    const seenProducts = await texts(admin, '[data-part=support-licences] [data-licence] .overview__name')
    expect(new Set(seenProducts)).toEqual(new Set(anaProducts))
    const seenPlans = await texts(
      admin,
      '[data-part=support-subscriptions] [data-subscription] .overview__name',
    )
    expect(new Set(seenPlans)).toEqual(new Set(anaPlans))
    await expect(admin.locator('[data-part=support-orders] [data-order]').count()).resolves.toBe(anaOrders)
    expect(await admin.locator('main').innerText()).not.toMatch(rawBits)
    // Read-only: not one form in the page's main part.
    await expect(admin.locator('main form').count()).resolves.toBe(0)
    await expect(axeViolations(admin)).resolves.toEqual([])
    await shoot(admin, 'support-view-admin')
    // On a phone an address that does not fit wraps after its @, never inside a word ("ana@example.co" /
    // "m" before), in the profile as in the search's cards above.
    await admin.setViewportSize(viewports[1])
    expectBreaksAfterAt(await linesOf(admin.locator('[data-part=support-profile] dd', { hasText: '@' })))
    await admin.setViewportSize(viewports[0])

    await admin.locator('[data-part=support-orders] a', { hasText: 'Invoice' }).first().click()
    await admin.waitForURL((url) => url.pathname === `${supportPath}/invoice`)
    await settled(admin)
    await admin.locator('[data-invoice] [data-field=total]').waitFor()
    await expect(axeViolations(admin)).resolves.toEqual([])
    await shoot(admin, 'support-invoice-admin')
  })

  it("ana's overview says, in words, who from support looked at what", async () => {
    expect(supportPath).not.toBe('')
    const ana = await signedIn('ana')
    const access = ana.locator('[data-part=support-access] [data-access]')
    await access.first().waitFor()
    await expect(access.count()).resolves.toBe(1)
    const line = await access.innerText()
    expect(line).toContain('admin@example.com')
    expect(line).toContain(topicsInWords(['profile', 'licences', 'subscriptions', 'orders', 'invoice']))
    expect(line).not.toMatch(rawBits)
    await expect(axeViolations(ana)).resolves.toEqual([])
    await shoot(ana, 'support-access-ana-overview')
  })

  it('ben, a customer, gets the 404 page at the same addresses, and nothing is logged', async () => {
    expect(supportPath).not.toBe('')
    const ben = await signedIn('ben')
    for (const path of [supportPath, `${supportPath}/invoice?order=1&invoice=1`]) {
      const refused = await open(ben, path)
      expect(refused?.status()).toBe(404)
      await expect(ben.locator('[data-part^=support]').count()).resolves.toBe(0)
      await expect(ben.locator('main').innerText()).resolves.not.toContain('ana@example.com')
    }
    // The 404s are the answers under test; the browser reports them as failed loads.
    const notFounds = errors.filter((e) => e.includes('status of 404'))
    expect(notFounds).toHaveLength(2)
    errors.splice(0, errors.length, ...errors.filter((e) => !notFounds.includes(e)))
    const ana = await signedIn('ana')
    await ana.locator('[data-part=support-access] [data-access]').first().waitFor()
    await expect(ana.locator('[data-part=support-access] [data-access]').count()).resolves.toBe(1)
  })
})
