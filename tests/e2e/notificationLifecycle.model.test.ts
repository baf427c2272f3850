/**
 * The lifecycle machine's model (machines/account/notificationLifecycle.model.ts) replayed in Chromium
 * against the running console and the stand-in: each path starts from a fresh draft campaign; each state
 * checks the status shown and that exactly the lifecycle table's moves are offered; each move is a double
 * click (the second must change nothing); a refusal is the stand-in's injected fault, then a retry.
 */
import { Effect } from 'effect'
import { describe, expect, inject } from 'vitest'
import {
  moveTargets,
  notificationLifecycleModel,
} from '../../machines/account/notificationLifecycle.model.ts'
import { type LifecycleStatus, lifecycleStatuses, transitions } from '../../models/notifications/lifecycle.ts'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { asCustomer } from '../../services/accounts/http/customer.ts'
import { Identity } from '../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'
import { Notifications } from '../../services/accounts/notifications/Notifications.ts'
import { describeModel } from '../model/harness.ts'
import { doubleClick, type PageHandle, usePage } from './support/browser.ts'
import { sandbox } from './support/identity.ts'
import { admin, signInAs } from './support/notifications.ts'

const layer = accountServicesLayer(accountsSettingsFromEnv(inject('siteEnv')))

/** A new draft campaign through the service, so every path starts from `draft`. */
async function freshCampaign(name: string): Promise<string> {
  const campaign = await Effect.runPromise(
    Effect.gen(function* () {
      const signedIn = yield* Identity.use((i) =>
        i.login({ email_address: admin.email, password: admin.password }),
      )
      const credentials = { accessToken: signedIn.tokens.access.token, userId: 0 }
      return yield* Notifications.use((n) =>
        n
          .createCampaign({
            name,
            starts_at: new Date(Date.now() - 3_600_000).toISOString(),
            ends_at: new Date(Date.now() + 86_400_000).toISOString(),
          })
          .pipe(asCustomer(credentials)),
      )
    }).pipe(Effect.provide(layer)),
  )
  return String(campaign.id)
}

interface Sut {
  readonly handle: PageHandle
  readonly id: string
}

const control = ({ handle, id }: Sut) => handle.page.locator(`[data-status-of="setCampaignStatus:${id}"]`)

const atStatus = (status: LifecycleStatus) => async (sut: Sut) => {
  const c = control(sut)
  await c.locator('[data-field=status]', { hasText: new RegExp(`^${status}$`) }).waitFor()
  const offered = await c
    .locator('button[data-move]')
    .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-move')))
  expect(offered).toEqual(lifecycleStatuses.filter((to) => transitions[status].includes(to)))
  await expect(c.getByRole('alert').count()).resolves.toBe(0)
  expect(sut.handle.errors).toEqual([])
}

const move = (to: LifecycleStatus) => async (sut: Sut) => {
  const button = control(sut).locator(`button[data-move=${to}]`)
  if (to === 'ended') {
    // Ending is final, so it asks first (kit/Confirm.tsx), and nothing has changed while it asks; the
    // same marker is then on "Yes, end …".
    const before = await control(sut).locator('[data-field=status]').textContent()
    await button.click()
    await control(sut)
      .locator('[data-confirm]')
      .getByText(/^End .*\? It stops showing/)
      .waitFor()
    await expect(control(sut).locator('[data-field=status]').textContent()).resolves.toBe(before)
  }
  // A double click: the second click finds the change in flight and must send nothing.
  await doubleClick(button)
  await control(sut)
    .locator('[data-field=status]', { hasText: new RegExp(`^${to}$`) })
    .waitFor()
  if (to === 'ended') {
    // It says what happened, and the message has focus.
    const said = control(sut)
      .getByRole('status')
      .filter({ hasText: /is ended: it no longer shows/ })
    await said.waitFor()
    await expect(said.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
  }
}

describe('notification lifecycle in Chromium', () => {
  const handle = usePage()
  let paths = 0
  describeModel<Sut>({
    name: 'notificationLifecycle-browser',
    model: notificationLifecycleModel,
    timeout: 45_000,
    setup: async () => {
      paths += 1
      const id = await freshCampaign(`Lifecycle path ${paths} ${Date.now()}`)
      await signInAs(handle, admin)
      await handle.page.goto('/admin/notifications')
      return { handle, id }
    },
    teardown: async () => {
      await sandbox('DELETE', '/faults')
    },
    states: {
      draft: atStatus('draft'),
      scheduled: atStatus('scheduled'),
      live: atStatus('live'),
      paused: atStatus('paused'),
      ended: atStatus('ended'),
      refused: async (sut) => {
        const c = control(sut)
        await c.getByRole('alert').waitFor()
        await expect(c.locator('[data-field=status]').textContent()).resolves.toBe('draft')
        await expect(c.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(1)
      },
    },
    events: {
      ...Object.fromEntries(Object.entries(moveTargets).map(([event, to]) => [event, move(to)])),
      'change.refused': async (sut) => {
        await sandbox('POST', '/faults', {
          service: 'notifications',
          method: 'PUT',
          path: `/api/v2/campaigns/${sut.id}`,
          kind: '500',
          times: 1,
        })
        await control(sut).locator('button[data-move=scheduled]').click()
      },
      'user.retry': async (sut) => {
        await control(sut).getByRole('button', { name: 'Try again' }).click()
      },
    },
  })
})
