/**
 * The rewards screen's campaign terms in Chromium against the stand-ins (issue 30 item 4): each
 * campaign card says how the campaign works, what the customer earns, what a friend gets and when it
 * ends, from the campaign's public read; a failing read costs only the terms, never the links.
 */
import { describe, expect, it } from 'vitest'
import { day } from '../../src/views/dates.ts'
import { axeViolations } from './support/account-session.ts'
import { usePage } from './support/browser.ts'
import { accountsUrl, demoCustomers, sandbox, signInAs } from './support/identity.ts'

/** The campaign as the rewards service publishes it (the stand-in's own answer, not the page's). */
async function published(id: number): Promise<{ ends_at: string | null }> {
  const response = await fetch(`${accountsUrl()}/rewards/api/v1/referralcampaigns/${id}`)
  expect(response.status).toBe(200)
  return (await response.json()) as { ends_at: string | null }
}

describe('referral campaign terms on the rewards screen', () => {
  const handle = usePage()

  it.each([
    ['ana', demoCustomers.ana],
    ['cleo', demoCustomers.cleo],
  ] as const)('%s reads how each campaign works, its rewards and its end date', async (_, customer) => {
    const { page } = handle
    await signInAs(handle, '/account/rewards', customer)
    const studio = page.locator('[data-campaign="1"] [data-terms="1"]')
    // The step that earns the reward is marked, and it is one of several.
    await expect(studio.locator('li[data-rewards=yes]').count()).resolves.toBe(1)
    await expect(studio.locator('li[data-rewards]').count()).resolves.toBeGreaterThan(1)
    await expect(studio.locator('[data-field=reward]').innerText()).resolves.not.toBe('')
    await expect(studio.locator('[data-field=friend-offer]').innerText()).resolves.not.toBe('')
    // The end date is the service's, in words; a campaign without one says so rather than a date.
    const ends = (await published(1)).ends_at
    expect(ends).not.toBeNull()
    await expect(studio.locator('[data-field=ends]').innerText()).resolves.toBe(`On ${day(ends!)}`)
    expect((await published(2)).ends_at).toBeNull()
    await expect(
      page.locator('[data-campaign="2"] [data-terms="2"] [data-field=ends]').innerText(),
    ).resolves.not.toMatch(/^On /)
    // No codes, ids or raw structures in the terms (the referral link itself carries its code).
    const terms = await page.locator('[data-terms]').allInnerTexts()
    expect(terms.join('\n')).not.toMatch(/\b[a-z]+_[a-z]+\b|\b[a-z]{2}_[A-Z]{2}\b|[{}[\]]/)
    await expect(axeViolations(page)).resolves.toEqual([])
    expect(handle.errors).toEqual([])
  })

  it("a failing campaign read costs only that campaign's terms: the links stay, Try again brings them back", async () => {
    const { page } = handle
    // The public read of one campaign only: the list and the customer's own view still answer.
    await sandbox('POST', '/faults', { method: 'GET', path: '*/referralcampaigns/*', kind: '503' })
    try {
      await signInAs(handle, '/account/rewards', demoCustomers.ben)
      const campaigns = page.locator('[data-campaign]')
      const count = await campaigns.count()
      expect(count).toBeGreaterThan(0)
      await expect(page.locator('[data-terms-problem]').count()).resolves.toBe(count)
      const problem = page.locator('[data-campaign="1"] [data-terms-problem]')
      await expect(problem.getAttribute('role')).resolves.toBe('alert')
      await expect(problem.innerText()).resolves.toMatch(/^We could not load the rules of .+ just now/)
      await expect(problem.innerText()).resolves.not.toMatch(/\b503\b|ServiceUnavailable/)
      await expect(page.locator('[data-campaign] [data-field=link]').count()).resolves.toBe(count)
      await expect(page.locator('#earned-heading').isVisible()).resolves.toBe(true)
      await expect(axeViolations(page)).resolves.toEqual([])
    } finally {
      await sandbox('DELETE', '/faults')
    }
    await page.locator('[data-campaign="1"]').getByRole('button', { name: 'Try again' }).click()
    await page.locator('[data-terms="1"] [data-field=ends]').waitFor()
    await expect(page.locator('[data-terms-problem]').count()).resolves.toBe(0)
    expect(handle.errors).toEqual([])
  })
})
