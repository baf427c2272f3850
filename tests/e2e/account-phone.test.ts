/**
 * Every account screen fits a phone: at 390 × 844 nothing makes the page wider than the screen, so no
 * field or button sits off to the side (a fieldset or select sized by its longest option once widened
 * the profile to 481 px).
 */
import { describe, expect, it } from 'vitest'
import { accountScreens } from '../bench/initial-js.ts'
import { hydrated, usePage } from './support/browser.ts'
import { demoCustomers, signInAs } from './support/identity.ts'

describe('account screens on a phone', () => {
  const handle = usePage({ viewport: { width: 390, height: 844 } })

  it('are no wider than the screen, for a customer with every kind of data', async () => {
    const { page } = handle
    await signInAs(handle, '/account', demoCustomers.ana)
    const wider: string[] = []
    for (const path of accountScreens) {
      await page.goto(path)
      await hydrated(page)
      const { scroll, client, culprit } = await page.evaluate(() => {
        const root = document.documentElement
        const outside = [...document.querySelectorAll('main *')].find(
          (e) => e.getBoundingClientRect().right > root.clientWidth + 1,
        )
        return {
          scroll: root.scrollWidth,
          client: root.clientWidth,
          culprit: outside ? `${outside.tagName.toLowerCase()}.${outside.className}` : '',
        }
      })
      if (scroll > client) wider.push(`${path}: ${scroll} px (${culprit})`)
    }
    expect(wider).toEqual([])
    expect(handle.errors).toEqual([])
  })
})
