/**
 * Every path of machines/account/reauth.model.ts replayed in Chromium on /account/security (the email
 * change): the page's own reauth machine, its form and its password step, with the site's two answers
 * (the change, the password sign-in) held by the test and settled by hand, as the Vitest runner does.
 */
import { Exit, ManagedRuntime } from 'effect'
import type { Route } from 'playwright-core'
import { describe, expect, inject } from 'vitest'
import { reauthModel } from '../../machines/account/reauth.model.ts'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { cookieNames } from '../../src/identity/cookies.ts'
import { describeModel } from '../model/harness.ts'
import { type PageHandle, usePage } from './support/browser.ts'

const runtime = ManagedRuntime.make(accountServicesLayer(accountsSettingsFromEnv(inject('siteEnv'))))
const reentry = { ok: false, failure: { _tag: 'PasswordReentryRequired', status: 401, code: 2011 } }
const refused = { ok: false, failure: { _tag: 'ApiError', status: 409, code: 1010 } }
const wrongPassword = { ok: false, failure: { _tag: 'ApiError', status: 400, code: 2012 } }

interface Held {
  readonly kind: 'attempt' | 'confirm'
  readonly route: Route
  readonly body: string
}
interface Sut {
  readonly handle: PageHandle
  readonly held: Held[]
  readonly attempts: string[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 250; i += 1) {
    if (await check()) return
    await sleep(20)
  }
  throw new Error(`timed out waiting for ${what}`)
}

const section = (sut: Sut) => sut.handle.page.locator('section[aria-labelledby=email-heading]')
const busy = (sut: Sut) => section(sut).locator('[aria-busy=true]').count()
const submitEmail = (sut: Sut) =>
  section(sut)
    .locator('form.security__form')
    .evaluate((f: HTMLFormElement) => f.requestSubmit())

async function settle(sut: Sut, kind: Held['kind'], body: unknown) {
  const next = sut.held.shift()
  if (next?.kind !== kind) throw new Error(`no ${kind} in flight`)
  await next.route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
  // Settled when nothing is busy, or the retry after the password is already held.
  await until(async () => sut.held.length > 0 || (await busy(sut)) === 0, `${kind} to settle`)
}

describe('reauth in Chromium', () => {
  const handle = usePage()
  describeModel<Sut>({
    name: 'reauth-browser',
    model: reauthModel,
    // The fewest paths that still take every transition: each browser path costs seconds (139 → a few).
    paths: 'covering',
    timeout: 45_000,
    setup: async () => {
      const exit = await runtime.runPromiseExit(
        Identity.use((i) => i.login({ email_address: 'cleo@example.com', password: 'Studio-Demo-3' })),
      )
      if (!Exit.isSuccess(exit)) throw new Error('login failed')
      const url = handle.baseUrl
      await handle.context.addCookies([
        { name: cookieNames.access, value: encodeURIComponent(exit.value.tokens.access.token), url },
        { name: cookieNames.refresh, value: encodeURIComponent(exit.value.tokens.refresh.token), url },
      ])
      const sut: Sut = { handle, held: [], attempts: [] }
      await handle.page.route('**/api/account/command/changeEmail', async (route) => {
        const body = route.request().postData() ?? ''
        sut.attempts.push(body)
        sut.held.push({ kind: 'attempt', route, body })
      })
      await handle.page.route('**/api/account/security/confirm-password', async (route) => {
        sut.held.push({ kind: 'confirm', route, body: route.request().postData() ?? '' })
      })
      await handle.page.goto('/account/security')
      await handle.page.waitForFunction(() => !('$_TSR' in window))
      await section(sut)
        .getByRole('button', { name: 'Change email' })
        .evaluate(
          (el) =>
            new Promise<void>((ok) => {
              const check = () =>
                Object.keys(el).some((k) => k.startsWith('__reactProps')) ? ok() : setTimeout(check, 20)
              check()
            }),
        )
      await section(sut).getByLabel('New email address').fill('cleo.new@example.com')
      return sut
    },
    states: {
      idle: async (sut) => {
        expect(sut.held).toEqual([])
        await expect(section(sut).getByRole('button', { name: 'Change email' }).isEnabled()).resolves.toBe(
          true,
        )
        await expect(section(sut).getByLabel('Password', { exact: true }).count()).resolves.toBe(0)
        await expect(section(sut).getByRole('alert').count()).resolves.toBe(0)
        await expect(section(sut).getByRole('status').count()).resolves.toBe(0)
      },
      attempting: async (sut) => {
        expect(sut.held.map((h) => h.kind)).toEqual(['attempt'])
        // The button says what it is doing while the change is under way, and cannot be pressed twice.
        await expect(section(sut).getByRole('button', { name: 'Changing…' }).isDisabled()).resolves.toBe(true)
      },
      askingPassword: async (sut) => {
        expect(sut.held).toEqual([])
        await expect(
          section(sut).getByRole('button', { name: 'Confirm password' }).isEnabled(),
        ).resolves.toBe(true)
      },
      confirming: async (sut) => {
        expect(sut.held.map((h) => h.kind)).toEqual(['confirm'])
        expect(sut.held[0]?.body).toBe('password=Studio-Demo-3')
        await expect(
          section(sut).getByRole('button', { name: 'Checking your password…' }).isDisabled(),
        ).resolves.toBe(true)
      },
      retrying: async (sut) => {
        expect(sut.held.map((h) => h.kind)).toEqual(['attempt'])
        // The retry sends what the customer submitted.
        expect(sut.attempts.at(-1)).toBe(sut.attempts.at(-2))
        await expect(section(sut).getByRole('button', { name: 'Changing…' }).isDisabled()).resolves.toBe(true)
      },
      done: async (sut) => {
        await section(sut).getByRole('status').filter({ hasText: 'Your email address is changed.' }).waitFor()
      },
      failed: async (sut) => {
        await section(sut).getByRole('alert').waitFor()
        await expect(section(sut).getByRole('button', { name: 'Try again' }).count()).resolves.toBe(1)
      },
    },
    events: {
      'user.submit': async (sut) => {
        const before = sut.attempts.length
        const inFlight = sut.held.length > 0
        await submitEmail(sut)
        if (inFlight) await sleep(100)
        else await until(() => sut.attempts.length === before + 1, 'the attempt')
      },
      'user.password': async (sut) => {
        const inFlight = sut.held.length > 0
        await section(sut).getByLabel('Password', { exact: true }).fill('Studio-Demo-3')
        await section(sut)
          .locator('form.security__password')
          .evaluate((f: HTMLFormElement) => f.requestSubmit())
        if (inFlight) await sleep(100)
        else await until(() => sut.held.length === 1, 'the password sign-in')
      },
      'user.retry': async (sut) => {
        const before = sut.attempts.length
        await section(sut).getByRole('button', { name: 'Try again' }).click()
        await until(() => sut.attempts.length === before + 1, 'the retried attempt')
      },
      'user.dismiss': async (sut) => {
        const label =
          (await section(sut).getByRole('button', { name: 'Cancel' }).count()) > 0 ? 'Cancel' : 'Close'
        await section(sut).getByRole('button', { name: label }).click()
      },
      'attempt.ok': (sut) => settle(sut, 'attempt', { ok: true }),
      'attempt.reentry': (sut) => settle(sut, 'attempt', reentry),
      'attempt.refused': (sut) => settle(sut, 'attempt', refused),
      'confirm.ok': (sut) => settle(sut, 'confirm', { ok: true }),
      'confirm.refused': (sut) => settle(sut, 'confirm', wrongPassword),
    },
  })
})
