import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { asCustomer } from './http/customer.ts'
import { Identity } from './identity/Identity.ts'
import { License } from './license/License.ts'
import { testLayer } from './testLayer.ts'

const me = { accessToken: 'at-0', userId: 0 }

describe('testLayer', () => {
  it('answers with the methods the test provides', async () => {
    const layer = testLayer(License, { listProducts: () => Effect.succeed({ items: [] }) })
    const exit = await Effect.runPromiseExit(
      License.use((l) => l.listProducts().pipe(asCustomer(me))).pipe(Effect.provide(layer)),
    )
    expect(exit).toMatchObject({ _tag: 'Success', value: { items: [] } })
  })

  it('fails loudly, naming service and method, for one it did not provide', async () => {
    const exit = await Effect.runPromiseExit(
      Identity.use((identity) => identity.getMe().pipe(asCustomer(me))).pipe(
        Effect.provide(testLayer(Identity, {})),
      ),
    )
    expect(Exit.isFailure(exit) && String(exit.cause)).toContain(
      'services/accounts/identity/Identity.getMe was called but the test did not provide it',
    )
  })
})
