/**
 * The three commerce machines' models replayed in Chromium against the running site: each path signs a
 * demo customer in, opens the screen, and drives the flow through its buttons; commands are held in
 * flight (heldCommands.ts) so the busy states and the ignored double submit can be seen, then answered.
 * Outcomes that would use up a demo customer's state (a redemption, a recovered charge) are scripted;
 * the scenarios in account-commerce.test.ts run them for real against the stand-in. The same replays
 * run against a deployment (`npm run test:paths`): nothing here needs a stand-in's test hook, since
 * the commands are held and answered in the browser.
 */
import type { Locator } from 'playwright-core'
import { expect } from 'vitest'
import { chargeRetryModel } from '../../../machines/account/chargeRetry.model.ts'
import { planChangeModel } from '../../../machines/account/planChange.model.ts'
import { voucherRedeemModel } from '../../../machines/account/voucherRedeem.model.ts'
import type { AccountFailure } from '../../../models/accounts/result.ts'
import { subscriptionMessages } from '../../../src/account/commerce/subscriptionMessages.ts'
import { voucherMessages } from '../../../src/account/commerce/voucherMessages.ts'
import { messageFor } from '../../../src/account/kit/messages.ts'
import { describeModel } from '../../model/harness.ts'
import type { ReplayEnv, Role } from '../../paths/env.ts'
import type { PageHandle } from './browser.ts'
import { type HeldCommands, holdCommands } from './heldCommands.ts'

interface Sut {
  readonly handle: PageHandle
  readonly commands: HeldCommands
}

const visible = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 })
const failure = (
  status: number,
  code: number,
  _tag: AccountFailure['_tag'] = 'ApiError',
): AccountFailure => ({
  _tag,
  status,
  code,
})
const declined = failure(400, 2012)

async function open(
  handle: PageHandle,
  env: ReplayEnv,
  role: Role,
  path: string,
  names: string[],
): Promise<Sut> {
  await env.signIn(handle, role)
  const commands = await holdCommands(handle.page, names)
  await handle.page.goto(path)
  // Hydrated: the flows' buttons answer clicks only once React owns the page.
  await handle.page
    .locator('h1')
    .first()
    .evaluate(
      (el) =>
        new Promise<void>((ok) => {
          const check = () =>
            Object.keys(el).some((k) => k.startsWith('__reactProps')) ? ok() : setTimeout(check, 20)
          check()
        }),
    )
  return { handle, commands }
}

const inFlight = async ({ commands }: Sut, name: string, button: Locator) => {
  await commands.waitFor(1)
  expect(commands.current()).toBe(name)
  await expect(button.isDisabled()).resolves.toBe(true)
}

export function describePlanChange(handle: PageHandle, env: ReplayEnv) {
  const flow = () => handle.page.locator('[data-flow=planChange]')
  const button = (name: string) => flow().getByRole('button', { name, exact: true })
  describeModel<Sut>({
    name: 'planChange-browser',
    model: planChangeModel,
    paths: 'transitions',
    timeout: env.pathTimeout,
    hooks: env.hooks,
    setup: () =>
      open(handle, env, 'subscriber', '/account/subscriptions', ['requestPlanChange', 'confirmPlanChange']),
    states: {
      choosing: async () => {
        await visible(button('Review the change'))
        await expect(button('Review the change').isEnabled()).resolves.toBe(true)
        await expect(flow().locator('[data-review]').count()).resolves.toBe(0)
      },
      requesting: async (sut) => {
        await inFlight(sut, 'requestPlanChange', button('Review the change'))
        await expect(flow().getAttribute('aria-busy')).resolves.toBe('true')
      },
      requestFailed: async () => {
        await visible(flow().getByRole('alert'))
        await expect(flow().getByRole('alert').textContent()).resolves.toContain(
          messageFor(declined, subscriptionMessages),
        )
        await visible(button('Keep my plan'))
      },
      review: async ({ commands }) => {
        await visible(button('Confirm the change'))
        await expect(button('Confirm the change').isEnabled()).resolves.toBe(true)
        await expect(flow().locator('[data-field=review-due]').textContent()).resolves.toMatch(
          /^\$\d+\.\d\d plus tax$/,
        )
        expect(commands.held).toHaveLength(0)
      },
      confirming: async (sut) => {
        // The double click: a second click on the busy button sends nothing.
        await button('Confirm the change').click({ force: true })
        await inFlight(sut, 'confirmPlanChange', button('Confirm the change'))
      },
      confirmFailed: async () => {
        await visible(flow().getByText('Your subscription is as it was'))
        await visible(button('Try again'))
      },
      reentry: async () => {
        await visible(flow().getByRole('link', { name: 'Sign in again' }))
        await expect(flow().locator('[data-review]').count()).resolves.toBe(1)
      },
      changed: async () => {
        await visible(flow().getByText('Your plan is changed'))
      },
      cancelled: async () => {
        await visible(flow().getByText('Plan change cancelled. Nothing was charged.'))
      },
    },
    events: {
      'user.choose': async ({ commands }) => {
        await button('Review the change').click()
        await commands.waitFor(1)
      },
      'user.confirm': async ({ commands }) => {
        await button('Confirm the change').click()
        await commands.waitFor(1)
      },
      'user.retry': async ({ commands }) => {
        await button('Try again').click()
        await commands.waitFor(1)
      },
      'user.cancel': () => button('Keep my plan').click(),
      'user.dismiss': () => button('OK').click(),
      'user.signedInAgain': async ({ handle: h }) => {
        await flow().getByRole('link', { name: 'Sign in again' }).click()
        const { email, password } = env.customer('subscriber')
        await h.page.getByLabel('Email address').fill(email)
        await h.page.getByLabel('Password').fill(password)
        await h.page.getByRole('button', { name: 'Sign in' }).click()
        await h.page.waitForURL(
          (url) => url.origin === new URL(h.baseUrl).origin && !url.searchParams.has('code'),
        )
        expect(new URL(h.page.url()).searchParams.get('resume')).toBeTruthy()
      },
      // Passed on: the stand-in computes the change, and a confirm really changes ana's plan.
      'send.ok': ({ commands }) => commands.pass(),
      'send.refused': ({ commands }) => commands.refuse(declined),
      'send.reentry': ({ commands }) => commands.refuse(failure(401, 2011, 'PasswordReentryRequired')),
    },
  })
}

const voucher = { id: 'CLEO-HEXFX-GIFT', title: 'Hex FX lifetime licence' }

export function describeVoucherRedeem(handle: PageHandle, env: ReplayEnv) {
  const page = () => handle.page
  const outcome = (kind: string) => page().locator(`[data-outcome=${kind}]`)
  const add = () => page().getByRole('button', { name: 'Add voucher', exact: true })
  const refused = (f: AccountFailure) => async () => {
    await visible(outcome('refused'))
    await expect(outcome('refused').textContent()).resolves.toContain(messageFor(f, voucherMessages))
  }
  const failed = async () => {
    await visible(outcome('failed'))
    await visible(outcome('failed').getByRole('button', { name: 'Try again' }))
  }
  describeModel<Sut>({
    name: 'voucherRedeem-browser',
    model: voucherRedeemModel,
    paths: 'transitions',
    timeout: env.pathTimeout,
    hooks: env.hooks,
    setup: () => open(handle, env, 'voucherHolder', '/account/vouchers', ['assignVoucher', 'redeemVoucher']),
    states: {
      entering: async ({ commands }) => {
        await visible(add())
        await expect(page().locator('[data-outcome]').count()).resolves.toBe(0)
        await expect(add().isEnabled()).resolves.toBe(true)
        expect(commands.held).toHaveLength(0)
      },
      // The button says what it is doing while the code is added.
      assigning: (sut) =>
        inFlight(sut, 'assignVoucher', page().getByRole('button', { name: 'Adding…', exact: true })),
      redeeming: async (sut) => {
        await page().locator(`[data-voucher=${voucher.id}] button`).click({ force: true })
        await inFlight(sut, 'redeemVoucher', add())
      },
      assigned: () => visible(outcome('assigned')),
      redeemed: () => visible(outcome('redeemed')),
      alreadyRedeemed: refused(failure(409, 1010)),
      expired: refused(failure(400, 2012)),
      notRedeemable: refused(failure(400, 1004)),
      denied: async () => {
        await refused(failure(403, 2000, 'AccessDenied'))()
        await visible(outcome('refused').getByRole('link', { name: 'Sign in again' }))
      },
      assignFailed: failed,
      redeemFailed: failed,
    },
    events: {
      'user.enter': async ({ commands }) => {
        await page().getByLabel('Voucher code', { exact: true }).fill(voucher.id)
        await add().click()
        await commands.waitFor(1)
      },
      'user.choose': async ({ commands }) => {
        await page().locator(`[data-voucher=${voucher.id}] button`).click()
        await commands.waitFor(1)
      },
      'user.redeem': async ({ commands }) => {
        await page().getByRole('button', { name: 'Redeem it now' }).click()
        await commands.waitFor(1)
      },
      'user.retry': async ({ commands }) => {
        await page().getByRole('button', { name: 'Try again' }).click()
        await commands.waitFor(1)
      },
      'user.dismiss': () =>
        page()
          .locator('[data-outcome]')
          .getByRole('button', { name: /^(OK|Not now|Cancel)$/ })
          .click(),
      'send.ok': ({ commands }) => commands.succeed(voucher),
      'send.409': ({ commands }) => commands.refuse(failure(409, 1010)),
      'send.expired': ({ commands }) => commands.refuse(failure(400, 2012)),
      'send.1004': ({ commands }) => commands.refuse(failure(400, 1004)),
      'send.2000': ({ commands }) => commands.refuse(failure(403, 2000, 'AccessDenied')),
      'send.lost': ({ commands }) => commands.lose(),
    },
  })
}

export function describeChargeRetry(handle: PageHandle, env: ReplayEnv) {
  const flow = () => handle.page.locator('[data-flow=chargeRetry]')
  const retry = () => flow().getByRole('button', { name: 'Retry the payment' })
  describeModel<Sut>({
    name: 'chargeRetry-browser',
    model: chargeRetryModel,
    paths: 'transitions',
    timeout: env.pathTimeout,
    hooks: env.hooks,
    setup: () => open(handle, env, 'pastDue', '/account/subscriptions', ['retryCharge', 'useMethod']),
    states: {
      pastDue: async ({ commands }) => {
        await visible(retry())
        await expect(retry().isEnabled()).resolves.toBe(true)
        await expect(flow().getByRole('alert').count()).resolves.toBe(0)
        expect(commands.held).toHaveLength(0)
      },
      switching: (sut) => inFlight(sut, 'useMethod', retry()),
      retrying: async (sut) => {
        await retry().click({ force: true })
        await inFlight(sut, 'retryCharge', retry())
      },
      stillFailing: async () => {
        await visible(flow().getByRole('alert'))
        await expect(flow().getByRole('alert').textContent()).resolves.toContain(
          messageFor(declined, subscriptionMessages),
        )
      },
      active: () => visible(handle.page.getByText('Payment received. Your subscription is active again.')),
    },
    events: {
      'user.retry': async ({ commands }) => {
        await retry().click()
        await commands.waitFor(1)
      },
      'user.useMethod': async ({ commands }) => {
        await flow().getByRole('button', { name: 'Use this card and retry' }).click()
        await commands.waitFor(1)
      },
      'send.ok': async ({ commands }) => {
        const switching = commands.current() === 'useMethod'
        await commands.succeed()
        // A switched card is retried at once: the retry is the next command in flight.
        if (switching) await commands.waitFor(1)
      },
      'send.declined': ({ commands }) => commands.refuse(declined),
    },
  })
}
