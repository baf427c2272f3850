import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { type DemoCustomer, demoCustomers, viewports } from '../../scripts/account-tour/screens.ts'
import { settled, signIn } from '../../scripts/account-tour/visit.ts'
import { axeViolations } from './support/account-session.ts'
import { useOwnStack } from './support/ownStack.ts'

type Viewport = (typeof viewports)[number]

const customer = (key: DemoCustomer['key']) => demoCustomers.find((c) => c.key === key)!

/** What no copy may show: locale codes, the stand-in's ids of cards and subscriptions. */
const rawBits = /\b[a-z]{2}_[A-Z]{2}\b|\b(?:sub|pm)_[a-z_]+\b/

describe('the account overview', () => {
  const own = useOwnStack('overview')
  let context: BrowserContext | undefined
  const errors: string[] = []

  afterEach(async () => {
    await context?.close()
    context = undefined
    await faults('DELETE')
  })

  function faults(method: 'POST' | 'DELETE', body?: object): Promise<Response> {
    return fetch(`${own.stack.sandboxUrls.accounts}/__sandbox/faults`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    })
  }

  /** A new browser context at `viewport`, signed in as `who`, on the overview. */
  async function overviewAs(who: DemoCustomer['key'], viewport: Viewport = viewports[0]): Promise<Page> {
    errors.length = 0
    context = await own.browser.newContext({ viewport, baseURL: own.stack.siteUrl, acceptDownloads: true })
    // The demo notifications name images on a made-up CDN: answer them with nothing rather than wait.
    await context.route('https://cdn.example.com/**', (route) => route.fulfill({ status: 204 }))
    const page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await signIn(page, own.stack.siteUrl, customer(who))
    expect(new URL(page.url()).pathname).toBe('/account')
    return page
  }

  const text = (page: Page, selector: string) => page.locator(selector).first().innerText()

  it.each(viewports)(
    "ben's failed payment comes first, then his trial and his address ($name)",
    async (viewport) => {
      const page = await overviewAs('ben', viewport)
      const kinds = await page
        .locator('[data-problem]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-problem')))
      expect(kinds).toEqual(['pastDue', 'trialEnding', 'emailUnverified'])
      // The problems come before every other part of the page.
      const problemsFirst = await page.evaluate(() => {
        const problems = document.querySelector('[data-part=problems]')!
        return [...document.querySelectorAll('[data-part]:not([data-part=problems])')].every(
          (part) => problems.compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING,
        )
      })
      expect(problemsFirst).toBe(true)
      // Why the address matters, next to the button that fixes it.
      const verify = page.locator('[data-problem=emailUnverified]')
      await expect(verify.innerText()).resolves.toMatch(/password/)
      await expect(verify.getByRole('button', { name: 'Send verification email' }).count()).resolves.toBe(1)
      await expect(text(page, 'main')).resolves.not.toMatch(rawBits)
      await expect(axeViolations(page)).resolves.toEqual([])
      await page.screenshot({ path: `reports/screens/overview-ben-${viewport.name}.png`, fullPage: true })
      expect(errors).toEqual([])
    },
  )

  it('ben sends himself the verification email from the reminder, and the page says so', async () => {
    const page = await overviewAs('ben')
    const verify = page.locator('[data-problem=emailUnverified]')
    await verify.getByRole('button', { name: 'Send verification email' }).click()
    // The page's one outcome says what happened (it waits for the command's answer).
    await page.getByRole('status').filter({ hasText: 'verify your address' }).waitFor()
    const outbox = (await (await fetch(`${own.stack.sandboxUrls.accounts}/__sandbox/outbox`)).json()) as {
      items: { email_address: string; redirect_uri: string }[]
    }
    expect(outbox.items.at(-1)).toMatchObject({
      email_address: customer('ben').email,
      redirect_uri: `${own.stack.siteUrl}/account`,
    })
    expect(errors).toEqual([])
  })

  it('ben follows the failed payment to where he retries it; the trial leads to the plans', async () => {
    const page = await overviewAs('ben')
    const pastDue = page.locator('[data-problem=pastDue]')
    // Its text names the card and the amount the subscriptions screen shows.
    const amount = (await pastDue.innerText()).match(/\$\d+\.\d\d/)?.[0]
    expect(amount).toBeDefined()
    await expect(text(page, '[data-part=billing]')).resolves.toContain(amount)
    await pastDue.getByRole('link', { name: 'Fix the payment' }).click()
    await page.waitForURL((url) => url.pathname === '/account/subscriptions')
    await settled(page)
    const card = page.locator('[data-subscription]', { hasText: 'Past Due' })
    await expect(card.getByRole('button', { name: 'Retry the payment' }).count()).resolves.toBe(1)
    await expect(card.innerText()).resolves.toContain(amount)

    await page.goBack()
    await settled(page)
    const plans = page.locator('[data-problem=trialEnding] a')
    const href = await plans.getAttribute('href')
    const response = await page.request.get(href!)
    expect(response.status()).toBe(200)
    expect(errors).toEqual([])
  })

  it.each(viewports)(
    "ana's next bill shows the date, amount and card of her subscription ($name)",
    async (viewport) => {
      const page = await overviewAs('ana', viewport)
      await expect(page.locator('[data-problem]').count()).resolves.toBe(0)
      const bill = await text(page, '[data-field=next-bill]')
      await expect(text(page, 'main')).resolves.not.toMatch(rawBits)
      // Each licence says what happens next, in words: no raw terms.
      const states = await page.locator('[data-product] [data-field=state]').allInnerTexts()
      expect(states.length).toBeGreaterThan(0)
      for (const state of states) expect(state).not.toMatch(/\b(permanent|subscription|timelimited)\b/)
      await expect(axeViolations(page)).resolves.toEqual([])
      await page.screenshot({ path: `reports/screens/overview-ana-${viewport.name}.png`, fullPage: true })

      await page.goto(new URL('/account/subscriptions', own.stack.siteUrl).href)
      await settled(page)
      const subscription = page.locator('[data-subscription]', { hasText: 'Active' }).first()
      const [date, amount] = (await subscription.locator('[data-field=next-billing]').innerText()).split(', ')
      const card = await subscription.locator('[data-field=payment-method]').innerText()
      for (const part of [date, amount, card]) expect(bill).toContain(part)
      expect(errors).toEqual([])
    },
  )

  it('ana downloads an installer again from the overview', async () => {
    const page = await overviewAs('ana')
    await expect(page.locator('[data-part=downloads] [data-empty=downloads]').count()).resolves.toBe(1)
    const first = await page.request.post('/account/download/installer/studio/2.3.1/win', {
      form: { core: '1' },
      headers: { origin: own.stack.siteUrl },
      maxRedirects: 0,
    })
    expect(first.status()).toBe(303)
    await page.reload()
    await settled(page)
    const row = page.locator('[data-part=downloads] [data-download]').first()
    await expect(row.innerText()).resolves.toMatch(/Studio 2\.3\.1 for Windows/)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Download again/ }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/2\.3\.1.*-corepack\.exe$/)
    expect(errors).toEqual([])
  })

  it.each(viewports)(
    "cleo's recommendations are links to product pages; nothing to fix, nothing to bill ($name)",
    async (viewport) => {
      const page = await overviewAs('cleo', viewport)
      await expect(page.locator('[data-problem]').count()).resolves.toBe(0)
      await expect(page.locator('[data-empty=products]').count()).resolves.toBe(1)
      await expect(page.locator('[data-empty=billing]').count()).resolves.toBe(1)
      const links = page.locator('[data-list=recommendations] a')
      const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''))
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of hrefs) {
        expect(href.startsWith('/')).toBe(true)
        expect((await page.request.get(href)).status()).toBe(200)
      }
      await expect(text(page, 'main')).resolves.not.toMatch(rawBits)
      await expect(axeViolations(page)).resolves.toEqual([])
      await page.screenshot({ path: `reports/screens/overview-cleo-${viewport.name}.png`, fullPage: true })
      await links.first().click()
      await page.waitForURL((url) => url.pathname === hrefs[0])
      expect(errors).toEqual([])
    },
  )

  it.each(viewports)('admin sees every part, with nothing raw in the copy ($name)', async (viewport) => {
    const page = await overviewAs('admin', viewport)
    const parts = await page
      .locator('[data-part]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-part')))
    expect(parts).toEqual(['products', 'billing', 'downloads', 'recommended'])
    await expect(page.getByRole('alert').count()).resolves.toBe(0)
    await expect(text(page, 'main')).resolves.not.toMatch(rawBits)
    await expect(axeViolations(page)).resolves.toEqual([])
    await page.screenshot({ path: `reports/screens/overview-admin-${viewport.name}.png`, fullPage: true })
    expect(errors).toEqual([])
  })

  it('a failing licence service costs only its part: the page, the bill and a retry stay', async () => {
    const refused = await faults('POST', { service: 'license', method: 'GET', kind: '503' })
    expect(refused.ok).toBe(true)
    const page = await overviewAs('ana')
    const products = page.locator('[data-part=products]')
    await expect(products.getByRole('alert').count()).resolves.toBe(1)
    await expect(products.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(1)
    await expect(text(page, '[data-field=next-bill]')).resolves.toMatch(/\$\d/)
    await expect(page.locator('[data-part=recommended] a').count()).resolves.toBeGreaterThan(0)
    await expect(text(page, 'main')).resolves.not.toMatch(/\b503\b|ServiceUnavailable/)
    // Once the service is back, "Try again" shows the part.
    await faults('DELETE')
    await products.getByRole('button', { name: 'Try again' }).click()
    await page.locator('[data-part=products] [data-product]').first().waitFor()
    await expect(products.getByRole('alert').count()).resolves.toBe(0)
  })
})
