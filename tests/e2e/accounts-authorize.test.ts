/** The accounts stand-in's sign-in page in Chromium: accessible, signs a demo customer in, redirects back. */
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, inject, it } from 'vitest'
import { usePage } from './support/browser.ts'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const identity = `${inject('sandboxUrls').accounts}/identity`

function authorizeUrl(redirectUri: string, state: string) {
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url')
  const query = new URLSearchParams({
    app_id: 'website',
    state,
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 's256',
  })
  return `${identity}/en/authorize?${query}`
}

describe('accounts stand-in sign-in page', () => {
  const handle = usePage()

  it('has no axe violations, with and without an error shown', async () => {
    const { page } = handle
    for (const password of [undefined, 'wrong-password']) {
      await page.goto(authorizeUrl(`${handle.baseUrl}/`, 's'))
      if (password) {
        await page.getByLabel('Email address').fill('ana@example.com')
        await page.getByLabel('Password').fill(password)
        await page.getByRole('button', { name: 'Sign in' }).click()
        await page.getByRole('alert').waitFor()
      }
      await page.addScriptTag({ content: axeSource })
      const violations = await page.evaluate(async () => {
        const result = await (
          window as unknown as { axe: { run(): Promise<{ violations: { id: string }[] }> } }
        ).axe.run()
        return result.violations.map((v) => v.id)
      })
      expect(violations).toEqual([])
    }
  })

  it('signs a demo customer in and sends the browser back to the site with state and code', async () => {
    const { page } = handle
    const probe = `${handle.baseUrl}/en/callback-probe`
    await page.goto(authorizeUrl(probe, 'e2e-state'))
    await page.getByLabel('Email address').fill('cleo@example.com')
    await page.getByLabel('Password').fill('Studio-Demo-3')
    // The site's handling of the callback is not under test here, only the request the browser makes.
    const [callback] = await Promise.all([
      page.waitForRequest((request) => request.url().startsWith(probe)),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ])
    const back = new URL(callback.url())
    expect(back.searchParams.get('state')).toBe('e2e-state')
    expect(back.searchParams.get('code')).toMatch(/^[\w-]{20,}$/)
  })
})
