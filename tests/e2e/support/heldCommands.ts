/**
 * Holds the browser's account commands (POST /api/account/command/<name>) until the test answers them,
 * so a model replay in Chromium can look at a flow while its call is in flight (the double-click state)
 * and then choose the answer: passed on to the site and the stand-in, or a scripted outcome.
 */
import type { Page, Route } from 'playwright-core'
import type { AccountFailure } from '../../../models/accounts/result.ts'
import { sleep } from './identity.ts'

export interface HeldCommands {
  readonly held: Route[]
  /** Waits until exactly `count` commands are held (1: the one in flight). */
  readonly waitFor: (count?: number) => Promise<void>
  /** The name of the command in flight. */
  readonly current: () => string | undefined
  readonly pass: () => Promise<void>
  readonly succeed: (value?: unknown) => Promise<void>
  readonly refuse: (failure: AccountFailure) => Promise<void>
  /** An answer the browser cannot read: the machine's lost answer. */
  readonly lose: () => Promise<void>
}

export async function holdCommands(page: Page, names: ReadonlyArray<string>): Promise<HeldCommands> {
  const held: Route[] = []
  await page.route(
    (url) => names.some((name) => url.pathname === `/api/account/command/${name}`),
    (route) => {
      held.push(route)
    },
  )
  const next = () => {
    const route = held.shift()
    if (!route) throw new Error('no command in flight')
    return route
  }
  return {
    held,
    waitFor: async (count = 1) => {
      for (let i = 0; i < 200 && held.length < count; i++) await sleep(25)
      // A second submit would show up here within a moment: give it the chance, then count.
      await sleep(150)
      if (held.length !== count) throw new Error(`expected ${count} held command(s), found ${held.length}`)
    },
    current: () => held[0] && new URL(held[0].request().url()).pathname.split('/').at(-1),
    pass: () => next().continue(),
    succeed: (value) => next().fulfill({ json: value === undefined ? { ok: true } : { ok: true, value } }),
    refuse: (failure) => next().fulfill({ json: { ok: false, failure } }),
    lose: () => next().fulfill({ status: 200, contentType: 'text/plain', body: 'not json' }),
  }
}
