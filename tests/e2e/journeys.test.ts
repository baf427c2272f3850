/**
 * Journeys that end (decisions 181, 184): a visitor follows a call to action in Chromium and gets what
 * it named: the trial download after sign-up, a soundpack after its licence, the store's checkout with
 * the campaign's discount, a customer's plan change with the plan chosen. Also the pages' own controls:
 * the audio player by keyboard, the poster that becomes the video player, and the pause control of a
 * looping video.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { reactOwns, usePage } from './support/browser.ts'
import { demoCustomers, signInAs } from './support/identity.ts'
import { stubExternalMedia } from './support/media.ts'

describe('journeys that end', () => {
  const handle = usePage({ viewport: { width: 1440, height: 900 } })
  stubExternalMedia(handle)

  it('starts a free trial: sign-up, the welcome questions, then the trial download', {
    timeout: 300_000,
  }, async () => {
    await handle.page.goto('/studio')
    await handle.page.getByRole('link', { name: 'Start free trial' }).first().click()
    await handle.page.waitForURL(
      (url) => url.pathname === '/sign-up' && url.searchParams.get('trial') === 'studio',
    )
    await handle.page.getByLabel('First name').fill('Tara')
    await handle.page.getByLabel('Last name').fill('Trial')
    await handle.page.getByLabel('Email address').fill(`tara-${randomUUID().slice(0, 8)}@example.com`)
    await handle.page.getByLabel('Password').fill('Trial-Journey-24')
    await handle.page.getByRole('button', { name: 'Create account' }).click()
    await handle.page.getByRole('button', { name: 'Continue to your Studio download' }).click()
    await handle.page.waitForURL((url) => url.pathname === '/studio/downloads')
    await handle.page.getByRole('heading', { name: /^Latest: Studio / }).waitFor()
    // Signed in now: the download goes through the account (decision 122) and starts.
    const download = handle.page.waitForEvent('download')
    // By keyboard: the signed-in customer's notices stick to the bottom of the window and may sit over
    // the button, which a pointer click would wait on.
    const viaAccount = handle.page.getByRole('button', { name: /^Download for Windows/ }).first()
    await viaAccount.focus()
    await handle.page.keyboard.press('Enter')
    expect((await download).suggestedFilename()).toMatch(/^PulsewaveStudio-.*\.exe$/)

    // Signed in, a trial call to action goes straight to the download: here the dj product's section.
    await handle.page.goto('/dj/pro')
    await handle.page.getByRole('link', { name: 'Start free trial' }).first().click()
    await handle.page.getByRole('link', { name: 'Download DJ Pro' }).click()
    await handle.page.waitForURL((url) => url.pathname === '/dj/pro' && url.hash === '#download')
    const dj = handle.page.waitForEvent('download')
    await handle.page
      .locator('#download')
      .getByRole('link', { name: /^Download for macOS/ })
      .click()
    expect((await dj).suggestedFilename()).toMatch(/^PulsewaveDJPro-.*\.dmg$/)
    expect(handle.errors).toEqual([])
  })

  it('downloads a soundpack after its licence, and says so', async () => {
    await handle.page.goto('/studio/sounds/night-shift-drums')
    const get = handle.page.getByRole('button', { name: 'Get Night Shift Drums' })
    // Without script the archive downloads too, but only the hydrated link closes the terms and says so.
    await reactOwns(get)
    await get.click()
    const dialog = handle.page.getByRole('dialog', { name: 'Royalty-free, with one rule' })
    await dialog.waitFor()
    const download = handle.page.waitForEvent('download')
    await dialog.getByRole('link', { name: 'Agree and download' }).click()
    expect((await download).suggestedFilename()).toBe('NightShiftDrums-Soundpack.zip')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect(
      handle.page.getByRole('status').filter({ hasText: 'Night Shift Drums' }).textContent(),
    ).resolves.toMatch(/download of Night Shift Drums .* has started/)
  })

  it('takes the campaign’s discount to the store’s checkout', async () => {
    await handle.page.goto('/campaign/studio-2-launch')
    await handle.page.getByRole('link', { name: 'Claim 40% off' }).first().click()
    await handle.page.waitForURL((url) => url.pathname === '/checkout')
    await expect(handle.page.locator('[data-field="id"]').textContent()).resolves.toBe('1013')
    await expect(handle.page.locator('[data-field="discount"]').getAttribute('data-discount')).resolves.toBe(
      'STUDIO2-LAUNCH',
    )
    await expect(handle.page.locator('[data-field="total"]').textContent()).resolves.toBe('$119.40')
  })

  it('subscribes to the Producer Suite at the store, at the price its page names', async () => {
    await handle.page.goto('/music-production/producer-suite')
    await expect(handle.page.getByText('Save 21%').count()).resolves.toBeGreaterThan(0)
    await handle.page.getByRole('link', { name: 'Subscribe to the suite' }).click()
    await handle.page.waitForURL((url) => url.pathname === '/checkout')
    await expect(handle.page.locator('[data-field="name"]').textContent()).resolves.toBe(
      'Producer Suite monthly',
    )
    await expect(handle.page.locator('[data-field="price"]').textContent()).resolves.toBe('$14.99 a month')
  })

  it('opens a customer’s plan change with the plan chosen on the pricing page', async () => {
    await signInAs(handle, '/account/subscriptions', demoCustomers.ana)
    const studio = handle.page.locator('[data-flow="planChange"] select').first()
    // ana's plan is whatever an earlier file left it at (account-commerce changes it): take the pricing
    // page's switch to a plan her subscription can change to, and expect that one chosen.
    const offered = await studio
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    await handle.page.goto('/studio/pricing')
    const switches = handle.page.getByRole('link', { name: /^Switch to / })
    const plans = await switches.evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('plan')),
    )
    const index = plans.findIndex((plan) => plan !== null && offered.includes(plan))
    expect(index, `a switch among ${plans.join(', ')} to one of ${offered.join(', ')}`).toBeGreaterThan(-1)
    const plan = plans[index]!
    await switches.nth(index).click()
    await handle.page.waitForURL(
      (url) => url.pathname === '/account/subscriptions' && url.searchParams.get('plan') === plan,
    )
    await expect(studio.inputValue()).resolves.toBe(plan)
  })
})

describe('the pages’ own controls', () => {
  const handle = usePage({ viewport: { width: 390, height: 844 } })
  stubExternalMedia(handle)

  it('plays a pack’s sound and moves through it by keyboard', async () => {
    await handle.page.goto('/studio/sounds/night-shift-drums')
    const slider = handle.page.getByRole('slider', { name: 'Position in Trap kit' })
    await reactOwns(slider)
    await slider.focus()
    await handle.page.keyboard.press('End')
    await expect(slider.getAttribute('aria-valuenow')).resolves.toBe(
      await slider.getAttribute('aria-valuemax'),
    )
    await handle.page.keyboard.press('Home')
    await expect(slider.getAttribute('aria-valuenow')).resolves.toBe('0')
    await handle.page.keyboard.press('ArrowRight')
    await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThan(0)
    await handle.page.keyboard.press('Home')
    await handle.page.evaluate(() => {
      for (const audio of document.querySelectorAll('audio')) audio.muted = true
    })
    await handle.page.getByRole('button', { name: 'Play Trap kit' }).click()
    await handle.page.getByRole('button', { name: 'Pause Trap kit' }).waitFor()
    await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThan(0)
    // One clip at a time: starting another pauses the first.
    await handle.page.getByRole('button', { name: 'Play Drill kit' }).click()
    await handle.page.getByRole('button', { name: 'Play Trap kit' }).waitFor()
    expect(handle.errors).toEqual([])
  })

  it('shows a video’s poster until Play is pressed, then the player, focused, playing', async () => {
    const served = await handle.page.request.get('/studio')
    const html = await served.text()
    // The server sends no player: the browser's controls cost half the first style pass (decision 281).
    expect(html).not.toContain('<video')
    await handle.page.goto('/studio')
    const start = handle.page.getByRole('button', { name: /^Play video: / })
    await reactOwns(start)
    await start.click()
    const video = handle.page.locator('video[controls]')
    await video.waitFor()
    await expect.poll(() => video.evaluate((v) => v === document.activeElement)).toBe(true)
    await expect(start.count()).resolves.toBe(0)
    expect(handle.errors).toEqual([])
  })

  it('gives a looping video a pause control', async () => {
    await handle.page.goto('/')
    // An autoplaying video is its poster until it nears the window (decision 281).
    await handle.page.locator('.video__frame').first().scrollIntoViewIfNeeded()
    const video = handle.page.locator('video[loop]').first()
    await video.waitFor()
    const toggle = handle.page.locator('.video__frame', { has: video }).getByRole('button')
    await reactOwns(toggle)
    await expect(toggle.textContent()).resolves.toMatch(/^(Pause|Play) video$/)
    // The stub answers no video, so the element cannot really play: record what the control asks of it.
    await video.evaluate((v: HTMLVideoElement & { asked?: string[] }) => {
      const asked: string[] = []
      v.asked = asked
      v.play = () => {
        asked.push('play')
        return Promise.resolve()
      }
      v.pause = () => {
        asked.push('pause')
      }
    })
    const wasPaused = await video.evaluate((v: HTMLVideoElement) => v.paused)
    await toggle.click()
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement & { asked?: string[] }) => v.asked?.at(-1)))
      .toBe(wasPaused ? 'play' : 'pause')
  })
})
