/**
 * Issue 14's "Done when" in Chromium against the stand-ins: ana downloads an installer with the core
 * pack and finds it in her history, emails herself a macOS link, downloads a sound-pack resource and a
 * cloud-library file, generates artwork and downloads it (and a cancel aborts the upstream work); a customer
 * without a licence is told why they may not generate. Signed-out visitors are sent to sign-in; anonymous downloads stay direct.
 */
import { mkdirSync } from 'node:fs'
import type { Download, Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ineligibleReasons } from '../../src/account/artwork/ArtworkView.tsx'
import { axeViolations, shoot } from './support/account-session.ts'
import { quietNotifications, usePage } from './support/browser.ts'
import { demoCustomers, sandbox, signInAs } from './support/identity.ts'
import { newCustomer } from './support/newCustomer.ts'

const anaFile = '5b1e0c2a-7d4f-4e8b-9a61-0a1f00001001'
type Generations = { started: number; completed: number; aborted: number }

async function downloaded(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; bytes: number }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  const path = await download.path()
  const { statSync } = await import('node:fs')
  return { download, bytes: statSync(path).size }
}

describe('downloads, assets, library and artwork in the account area', () => {
  const handle = usePage()
  // Nothing held or switched off in the AI stand-in outlives the test that did it.
  afterEach(() => sandbox('POST', '/ai-proxy/reset'))
  quietNotifications(handle)
  beforeAll(() => mkdirSync('reports/screens', { recursive: true }))

  it('ana downloads Studio 2.3.1 for Windows with the core pack, and sees it in her history', async () => {
    const { page } = handle
    await signInAs(handle, '/account/downloads', demoCustomers.ana)
    await page.goto('/studio/downloads/2.3.1/win')
    await shoot(page, 'downloads-page-signed-in')
    const card = page.locator('.download-card form').first()
    await card.getByLabel('Include the core pack').check()
    const { download, bytes } = await downloaded(page, () =>
      card.getByRole('button', { name: /Download for Windows/ }).click(),
    )
    expect(download.suggestedFilename()).toMatch(/2\.3\.1.*-corepack\.exe$/)
    expect(bytes).toBeGreaterThan(100_000)
    await page.goto('/account/downloads')
    const row = page.locator('[data-download]').first()
    await expect(row.textContent()).resolves.toMatch(/Studio 2\.3\.1 for Windows.*Core packIncluded/)
    await expect(row.textContent()).resolves.toContain(download.suggestedFilename())
    await expect(axeViolations(page)).resolves.toEqual([])
    await shoot(page, 'account-downloads')
    expect(handle.errors).toEqual([])
  })

  it('ana emails herself the macOS link of a plugin, and the outbox holds it', async () => {
    const { page } = handle
    await signInAs(handle, '/account/assets?type=plugin&os=mac', demoCustomers.ana)
    const resource = page.locator('[data-resource]').first()
    await expect(resource.textContent()).resolves.toContain('macOS')
    const resourceId = Number(await resource.getAttribute('data-resource'))
    await resource.getByRole('button', { name: /Email me the link/ }).click()
    await expect(resource.getByRole('status').textContent()).resolves.toContain('emailed you the link')
    const outbox = (await sandbox('GET', '/da/outbox')) as {
      items: { email_address: string; resource_id: number; file_name: string }[]
    }
    expect(outbox.items.at(-1)).toMatchObject({
      email_address: demoCustomers.ana.email,
      resource_id: resourceId,
    })
    expect(outbox.items.at(-1)?.file_name).toMatch(/\.dmg$/)
    expect(handle.errors).toEqual([])
  })

  it('ana opens a sound pack and downloads its resource', async () => {
    const { page } = handle
    await signInAs(handle, '/account/downloads', demoCustomers.ana)
    // Client-side navigation: the assets read comes as JSON.
    const read = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/account/read/assets')
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Assets' }).click()
    expect((await read).status()).toBe(200)
    await page.getByLabel('Type').selectOption('soundpack')
    await page.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL((url) => url.searchParams.get('type') === 'soundpack')
    const pack = page.locator('[data-asset]', { hasText: 'Night Shift Drums' })
    await expect(page.locator('[data-field=type]').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Sound pack']),
    )
    const { download } = await downloaded(page, () =>
      pack
        .getByRole('button', { name: /^Download/ })
        .first()
        .click(),
    )
    expect(download.suggestedFilename()).toMatch(/\.zip$/)
    await expect(axeViolations(page)).resolves.toEqual([])
    await shoot(page, 'account-assets')
    expect(handle.errors).toEqual([])
  })

  it('ana opens a cloud-library file and downloads it; a stranger id is not in her library', async () => {
    const { page } = handle
    await signInAs(handle, `/account/library/${anaFile}`, demoCustomers.ana)
    await expect(page.locator('[data-field=file-name]').textContent()).resolves.toBe('Night Drive.pwproj')
    await expect(page.locator('[data-field=type]').textContent()).resolves.toBe('application/octet-stream')
    const size = await page.locator('[data-field=size]').textContent()
    const { download, bytes } = await downloaded(page, () =>
      page.getByRole('button', { name: /Download/ }).click(),
    )
    expect(download.suggestedFilename()).toBe('Night Drive.pwproj')
    expect(`${Math.round(bytes / 1000)} KB`).toBe(size)
    await expect(axeViolations(page)).resolves.toEqual([])
    await shoot(page, 'account-library-file')
    await page.goto('/account/library/5b1e0c2a-7d4f-4e8b-9a61-0a1f00002001')
    await expect(page.getByRole('alert').textContent()).resolves.toContain('not in your cloud library')
  })

  it('ana generates artwork, sees progress, downloads the image; a cancel aborts the upstream work', async () => {
    const { page } = handle
    await sandbox('POST', '/ai-proxy/reset')
    await signInAs(handle, '/account/artwork', demoCustomers.ana)
    await page.getByLabel('Describe the artwork').fill('a neon fox over a city at dusk')
    await page.getByLabel('Size').selectOption('256x256')
    await page.getByRole('button', { name: 'Generate' }).click()
    await page.locator('[data-state=generating]').waitFor()
    await expect(page.getByRole('button', { name: 'Generate' }).isDisabled()).resolves.toBe(true)
    await page.locator('[data-state=done] img').waitFor({ timeout: 15_000 })
    const { download, bytes } = await downloaded(page, () =>
      page.getByRole('link', { name: 'Download the image' }).click(),
    )
    expect(download.suggestedFilename()).toMatch(/^artwork-\d+\.png$/)
    expect(bytes).toBeGreaterThan(100)
    await expect(axeViolations(page)).resolves.toEqual([])
    await shoot(page, 'account-artwork')

    // The second generation is held upstream until its caller leaves: Cancel comes once the work has
    // started there (a cancel before that never reaches the stand-in), and the work cannot finish first.
    await sandbox('POST', '/ai-proxy/hold', { held: true })
    await page.getByRole('button', { name: 'Generate' }).click()
    await page.locator('[data-state=generating]').waitFor()
    await expect
      .poll(async () => ((await sandbox('GET', '/ai-proxy/generations')) as Generations).started)
      .toBe(2)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.locator('[data-state=cancelled]').waitFor()
    await expect
      .poll(async () => ((await sandbox('GET', '/ai-proxy/generations')) as Generations).aborted)
      .toBe(1)
    expect((await sandbox('GET', '/ai-proxy/generations')) as Generations).toMatchObject({
      started: 2,
      completed: 1,
    })
    expect(handle.errors).toEqual([])
  })

  it('a customer who holds no licence is told why they cannot generate artwork', async () => {
    const { page } = handle
    // Not cleo: her redeemed voucher (account-commerce) grants her a licence when that file runs first.
    await signInAs(handle, '/account/artwork', await newCustomer('no-artwork'))
    await expect(page.locator('[data-field=ineligible]').textContent()).resolves.toContain(
      ineligibleReasons.no_license,
    )
    await expect(page.getByRole('button', { name: 'Generate' }).count()).resolves.toBe(0)
    await expect(axeViolations(page)).resolves.toEqual([])
    await shoot(page, 'account-artwork-ineligible')
  })

  it('sends signed-out visitors to sign-in, and keeps anonymous downloads direct', async () => {
    const { page } = handle
    for (const path of [
      '/account/downloads',
      '/account/assets',
      `/account/library/${anaFile}`,
      '/account/artwork',
    ]) {
      await page.goto(path)
      expect(new URL(page.url()).pathname).toMatch(/\/authorize$/)
    }
    await page.goto('/studio/downloads/2.3.1/win')
    await expect(page.locator('.download-card form').count()).resolves.toBe(0)
    await expect(page.locator('.download-card a[download]').count()).resolves.toBeGreaterThan(0)
    const installer = '/account/download/installer/studio/2.3.1/win'
    const post = await page.request.post(installer, { maxRedirects: 0, headers: { origin: handle.baseUrl } })
    expect([post.status(), post.headers().location]).toEqual([
      303,
      '/auth/sign-in?return=%2Faccount%2Fdownloads',
    ])
    const forged = await page.request.post(installer, {
      maxRedirects: 0,
      headers: { origin: 'https://evil.example' },
    })
    expect(forged.status()).toBe(403)
  })
})
