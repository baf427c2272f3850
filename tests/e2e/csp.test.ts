/**
 * The content security policy in Chromium (decision 060): every page type, client-side navigation,
 * the preview flow, the signed-in account area and the tag manager run without one CSP violation.
 * Violations are caught in the page (`securitypolicyviolation`, registered before any page script)
 * and in the console.
 */
import type { ChildProcess } from 'node:child_process'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { startProcess } from '../../scripts/stack.ts'
import { type PageHandle, usePage } from './support/browser.ts'
import { demoCustomer } from './support/identity.ts'
import { stubExternalMedia } from './support/media.ts'
import { tableEntries } from './support/site.ts'

const secret = 'e2e-preview-secret' // tests/e2e/support/env.ts

function watchViolations(handle: PageHandle): string[] {
  const violations: string[] = []
  beforeEach(async () => {
    violations.length = 0
    await handle.context.exposeBinding('reportCspViolation', ({ page }, text: string) => {
      violations.push(`${page.url()}: ${text}`)
    })
    await handle.context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation
        report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`)
      })
    })
  })
  return violations
}

const cspErrors = (handle: PageHandle) => handle.errors.filter((e) => /content security policy|CSP/i.test(e))

/** Hydrated, and the idle features (build-update polling) loaded: every script of the page ran. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window))
  await page.waitForFunction(() => document.documentElement.dataset.buildUpdate === 'current')
}

describe('content security policy', () => {
  const handle = usePage()
  stubExternalMedia(handle)
  const violations = watchViolations(handle)

  it('lets every page type render and hydrate with no violation', async () => {
    const byType = new Map<string, string>()
    for (const entry of await tableEntries()) byType.set(entry.resolved.contentType, entry.path)
    const paths = [...byType.values(), '/signed-out', '/no/such/page']
    expect(paths.length).toBeGreaterThan(10)
    for (const path of paths) {
      const response = await handle.page.goto(path)
      expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'nonce-/)
      await settled(handle.page)
    }
    expect(violations).toEqual([])
    expect(cspErrors(handle)).toEqual([])
    // Every page type hydrated in turn: 87–114 s on the loaded 2-core machine, past the project's 60 s.
  }, 180_000)

  it('loads route chunks on client-side navigation with no violation', async () => {
    await handle.page.goto('/')
    await settled(handle.page)
    await handle.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sample' }).click()
    await handle.page.waitForURL((url) => url.pathname === '/sample')
    await handle.page.locator('h1').first().waitFor()
    expect(violations).toEqual([])
    expect(cspErrors(handle)).toEqual([])
  })

  it('keeps the preview bar live under the policy', async () => {
    await handle.page.goto(`/api/preview/enable?secret=${secret}&redirect=/studio`)
    await expect
      .poll(() => handle.page.locator('.preview-bar__status').getAttribute('data-status'))
      .toBe('live')
    expect(violations).toEqual([])
    expect(cspErrors(handle)).toEqual([])
  })

  it('signs in, shows the account area and signs out with no violation', async () => {
    const { page } = handle
    await page.goto('/auth/sign-in?return=%2Faccount')
    await page.getByLabel('Email address').fill(demoCustomer.email)
    await page.getByLabel('Password').fill(demoCustomer.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(
      (url) => url.origin === new URL(handle.baseUrl).origin && url.pathname === '/account',
    )
    await settled(page)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL(
      (url) => url.origin !== new URL(handle.baseUrl).origin || url.pathname !== '/account',
    )
    expect(violations.filter((v) => v.startsWith(handle.baseUrl))).toEqual([])
    expect(cspErrors(handle)).toEqual([])
  })
})

describe('content security policy with the tag manager on', () => {
  const handle = usePage()
  const violations = watchViolations(handle)
  let site: { url: string; child: ChildProcess } | undefined
  let tagManagerLoads = 0

  beforeAll(async () => {
    const env = { ...process.env, ...inject('siteEnv'), GTM_ID: 'GTM-CSPTEST', PORT: '0' }
    site = await startProcess('site-gtm', 'scripts/serve.ts', env)
  })
  afterAll(() => {
    site?.child.kill('SIGTERM')
  })
  beforeEach(async () => {
    // No internet here: answer the tag manager's script with a stand-in that runs and beacons.
    await handle.context.route(/^https:\/\/www\.googletagmanager\.com\/gtm\.js/, (route) => {
      tagManagerLoads++
      return route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerRan = true' })
    })
  })

  it('loads and runs the tag manager script with no violation', async () => {
    // The tag manager loads only for a visitor who allows tracking (decision 130).
    await handle.context.addCookies([{ name: 'tracking_consent', value: 'granted', url: site?.url ?? '' }])
    await handle.page.goto(`${site?.url}/studio`)
    await settled(handle.page)
    await handle.page.waitForFunction(() => 'tagManagerRan' in window)
    expect(tagManagerLoads).toBe(1)
    expect(violations).toEqual([])
    expect(cspErrors(handle)).toEqual([])
  })
})
