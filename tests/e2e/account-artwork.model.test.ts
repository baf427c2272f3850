/**
 * Artwork generation replayed in Chromium against the running site and the AI proxy stand-in: every
 * state and transition of machines/account/artworkGeneration.browser.model.ts (success, cancel with
 * the upstream work aborted, the provider switched off and a retry).
 */
import { describe, expect } from 'vitest'
import { artworkGenerationBrowserModel } from '../../machines/account/artworkGeneration.browser.model.ts'
import { artworkMessages } from '../../src/account/artwork/ArtworkView.tsx'
import { describeModel } from '../model/harness.ts'
import { type PageHandle, usePage } from './support/browser.ts'
import { demoCustomers, sandbox, signInAs } from './support/identity.ts'

interface Sut {
  readonly handle: PageHandle
  prompts: number
}
type Generations = { started: number; completed: number; aborted: number }
const generations = async () => (await sandbox('GET', '/ai-proxy/generations')) as Generations

async function submit(sut: Sut) {
  sut.prompts += 1
  const { page } = sut.handle
  await page.getByLabel('Describe the artwork').fill(`a paper boat on a neon sea, take ${sut.prompts}`)
  await page.getByLabel('Size').selectOption('256x256')
  await page.getByRole('button', { name: 'Generate' }).click()
}

describe('artwork generation in Chromium', () => {
  const handle = usePage()
  describeModel<Sut>({
    name: 'artworkGeneration-browser',
    model: artworkGenerationBrowserModel,
    timeout: 45_000,
    setup: async () => {
      await sandbox('POST', '/ai-proxy/reset')
      // Generations wait upstream until the model says how they end: released (generate.ok) or
      // cancelled, never finished by the clock before a Cancel arrives.
      await sandbox('POST', '/ai-proxy/hold', { held: true })
      await signInAs(handle, '/account/artwork', demoCustomers.ana)
      return { handle, prompts: 0 }
    },
    teardown: async () => {
      await sandbox('POST', '/ai-proxy/reset')
    },
    states: {
      idle: async ({ handle: h }) => {
        await expect(h.page.getByRole('button', { name: 'Generate' }).isEnabled()).resolves.toBe(true)
        await expect(h.page.locator('[data-state]').count()).resolves.toBe(0)
      },
      generating: async ({ handle: h }) => {
        await h.page.locator('[data-state=generating]').waitFor()
        // A second submit cannot be sent while one is in flight.
        await expect(h.page.getByRole('button', { name: 'Generate' }).isDisabled()).resolves.toBe(true)
      },
      done: async ({ handle: h }) => {
        const link = h.page.getByRole('link', { name: 'Download the image' })
        await expect(link.getAttribute('href')).resolves.toMatch(/^data:image\/png;base64,/)
        await expect(link.getAttribute('download')).resolves.toMatch(/^artwork-\d+\.png$/)
        expect(h.errors).toEqual([])
      },
      failed: async ({ handle: h }) => {
        await expect(h.page.getByRole('alert').textContent()).resolves.toContain(
          artworkMessages.statuses?.[503],
        )
      },
      cancelled: async ({ handle: h }) => {
        await h.page.locator('[data-state=cancelled]').waitFor()
        // The site interrupted the call and the stand-in stopped its work: counted as aborted, never completed.
        await expect.poll(async () => (await generations()).aborted).toBeGreaterThan(0)
      },
    },
    events: {
      'user.generate': (sut) => submit(sut),
      'generate.ok': async ({ handle: h }) => {
        await sandbox('POST', '/ai-proxy/hold', { held: false })
        await h.page.locator('[data-state=done]').waitFor({ timeout: 15_000 })
        await sandbox('POST', '/ai-proxy/hold', { held: true })
      },
      'user.cancel': async ({ handle: h }) => {
        // Once the work runs upstream: a cancel before that never reaches the stand-in.
        await expect
          .poll(async () => {
            const { started, completed, aborted } = await generations()
            return started - completed - aborted
          })
          .toBe(1)
        await h.page.getByRole('button', { name: 'Cancel' }).click()
      },
      'generate.refused': async (sut) => {
        await sandbox('POST', '/ai-proxy/provider', { available: false })
        await submit(sut)
        await sut.handle.page.getByRole('alert').waitFor({ timeout: 15_000 })
      },
      'user.retry': async ({ handle: h }) => {
        await sandbox('POST', '/ai-proxy/provider', { available: true })
        await h.page.getByRole('button', { name: 'Try again' }).click()
      },
    },
  })
})
