/**
 * Async data loading replayed in Chromium against the running site: every state and transition of
 * machines/asyncData.browser.model.ts, on /account/profile, whose read (`useAccountRead`) is fetched
 * again after every command that made it stale. A save of the contact preferences (unchanged, so the
 * customer's data stays as it was) asks for the reload; the test holds each read request
 * (`/api/account/read/profile`) until the path says how it ends: passed on to the site and the
 * accounts stand-in, or answered 503 as an unreachable service would be. Only the browser's requests are
 * held, so the replay runs the same against a deployment (`npm run test:paths -- asyncData`, as the
 * test customer of TEST_PATHS_CUSTOMER).
 */
import type { Request, Route } from 'playwright-core'
import { expect } from 'vitest'
import { asyncDataBrowserModel } from '../../../machines/asyncData.browser.model.ts'
import { messageFor } from '../../../src/account/kit/messages.ts'
import { describeModel } from '../../model/harness.ts'
import type { ReplayEnv } from '../../paths/env.ts'
import type { PageHandle } from './browser.ts'

interface HeldRead {
  readonly route: Route
  readonly request: Request
}

interface Sut {
  readonly handle: PageHandle
  /** Read requests the test holds; an aborted one (a reload started over) leaves the list. */
  readonly held: HeldRead[]
  /** Read requests made since the page loaded. */
  reads: number
  /** The last read passed on: what the screen must show. */
  fetched: { value: { values: { global_contact_status?: number } } } | undefined
}

const networkProblem = messageFor({ _tag: 'NetworkError' })
const screen = (h: PageHandle) => h.page.locator('section[aria-labelledby="profile-heading"]')
const busy = (h: PageHandle) => screen(h).getAttribute('aria-busy')
const problem = (h: PageHandle) => screen(h).locator('.account-page__notice--problem')
const contactForm = (h: PageHandle) => screen(h).locator('form[aria-labelledby="contact-heading"]')
const checkedLevel = (h: PageHandle) =>
  contactForm(h).locator('input[name="global_contact_status"]:checked').getAttribute('value')

/** The contact preferences saved as they are: the command succeeds and asks for the read again. */
async function saveAndAwaitRead(sut: Sut): Promise<void> {
  const before = sut.reads
  await contactForm(sut.handle).getByRole('button', { name: 'Save preferences' }).click()
  await expect.poll(() => sut.reads).toBe(before + 1)
  await expect.poll(() => sut.held.length).toBe(1)
}

export function describeAsyncData(handle: PageHandle, env: ReplayEnv) {
  describeModel<Sut>({
    name: 'asyncData-browser',
    model: asyncDataBrowserModel,
    paths: 'covering',
    timeout: env.pathTimeout,
    hooks: env.hooks,
    setup: async () => {
      const { page, context } = handle
      const sut: Sut = { handle, held: [], reads: 0, fetched: undefined }
      page.on('requestfailed', (request) => {
        const i = sut.held.findIndex((r) => r.request === request)
        if (i >= 0) sut.held.splice(i, 1)
      })
      await context.route('**/api/account/read/profile*', (route) => {
        sut.reads += 1
        sut.held.push({ route, request: route.request() })
      })
      await env.signIn(handle, 'customer')
      await page.goto('/account/profile')
      await expect.poll(() => contactForm(handle).getAttribute('data-ready')).toBe('true')
      return sut
    },
    states: {
      idle: async ({ handle: h, held, reads }) => {
        await expect(busy(h)).resolves.toBe('false')
        await expect(problem(h).count()).resolves.toBe(0)
        await expect(checkedLevel(h)).resolves.not.toBeNull()
        expect([reads, held.length]).toEqual([0, 0])
        return 'the profile as the page was served, nothing loading'
      },
      pending: async ({ handle: h, held }) => {
        await expect.poll(() => busy(h)).toBe('true')
        expect(held).toHaveLength(1)
        // The data on screen stays while the new read is on its way.
        await expect(checkedLevel(h)).resolves.not.toBeNull()
        return 'screen marked busy while the profile loads again'
      },
      success: async ({ handle: h, held, fetched }) => {
        await expect.poll(() => busy(h)).toBe('false')
        await expect(problem(h).count()).resolves.toBe(0)
        expect(held).toEqual([])
        const level = fetched?.value.values.global_contact_status
        if (level !== undefined) await expect(checkedLevel(h)).resolves.toBe(String(level))
        return 'the profile just read, nothing loading'
      },
      error: async ({ handle: h, held }) => {
        await expect.poll(() => busy(h)).toBe('false')
        await expect(problem(h).textContent()).resolves.toBe(`${networkProblem} Try again`)
        await expect(problem(h).getByRole('button', { name: 'Try again' }).count()).resolves.toBe(1)
        expect(held).toEqual([])
        // The last data stays on screen under the problem.
        await expect(checkedLevel(h)).resolves.not.toBeNull()
        return `“${networkProblem}” with “Try again”, the last data still shown`
      },
    },
    events: {
      load: saveAndAwaitRead,
      // In flight, the older read is aborted (it leaves `held`) and a new one starts. After a failed
      // reload, the command still fetches the changed data (it stayed stale before reloadEvent.ts).
      reload: saveAndAwaitRead,
      retry: async (sut) => {
        const before = sut.reads
        await problem(sut.handle).getByRole('button', { name: 'Try again' }).click()
        await expect.poll(() => sut.reads).toBe(before + 1)
        await expect.poll(() => sut.held.length).toBe(1)
      },
      'load.done': async (sut) => {
        const read = sut.held.shift() as HeldRead
        const response = await read.route.fetch()
        sut.fetched = await response.json()
        await read.route.fulfill({ response })
        await expect.poll(() => busy(sut.handle)).toBe('false')
      },
      'load.fail': async (sut) => {
        const read = sut.held.shift() as HeldRead
        await read.route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
        await problem(sut.handle).waitFor()
      },
    },
  })
}
