/** The Identity client against the accounts stand-in: every call of spec §7 and typed errors from real answers. */
import { Effect, Exit, ManagedRuntime } from 'effect'
import { describe, expect, inject, it } from 'vitest'
import { accountsSettingsFromEnv } from '../../services/accounts/http/config.ts'
import { asCustomer } from '../../services/accounts/http/customer.ts'
import { Identity, type IdentityShape } from '../../services/accounts/identity/Identity.ts'
import { accountServicesLayer } from '../../services/accounts/layer.ts'

const settings = accountsSettingsFromEnv(inject('siteEnv'))
const identity: IdentityShape = ManagedRuntime.make(accountServicesLayer(settings)).runSync(
  Effect.gen(function* () {
    return yield* Identity
  }),
)
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)
const ok = async <A, E>(effect: Effect.Effect<A, E>): Promise<A> => {
  const exit = await run(effect)
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value
}
const tagOf = <A, E>(exit: Exit.Exit<A, E>) =>
  Exit.isFailure(exit)
    ? (exit.cause.reasons[0] as { error?: { _tag: string; code?: number } }).error
    : undefined

describe('Identity client against the stand-in', () => {
  it('adds a user, logs in, reads and changes them, verifies, refreshes (v1, v2), logs out, deletes', async () => {
    const email = `e2e-${Date.now()}@example.com`
    const added = await ok(
      identity.addUser({
        email_address: email,
        password: 'Long-enough-1',
        first_name: 'Eve',
        last_name: 'Tee',
        locale: 'en_GB',
      }),
    )
    expect(added).toMatchObject({ email_address: email, first_name: 'Eve', locale: 'en_GB' })
    const signedIn = await ok(
      identity.login({ email_address: email, password: 'Long-enough-1', device_name: 'e2e' }),
    )
    const me = { accessToken: signedIn.tokens.access.token, userId: 0 }
    await expect(ok(identity.getMe().pipe(asCustomer(me)))).resolves.toMatchObject({
      id: added.id,
      email_address: email,
    })
    await ok(
      identity.sendVerifyEmailAddress({ redirect_uri: `${inject('baseUrl')}/account` }).pipe(asCustomer(me)),
    )
    const changed = await ok(identity.updateEmailAddress(added.id, `new-${email}`).pipe(asCustomer(me)))
    expect(changed.email_address).toBe(`new-${email}`)

    const v1 = await ok(identity.refreshTokens(signedIn.tokens.refresh.token, { rotate: false }))
    expect(v1.refresh.token).toBe(signedIn.tokens.refresh.token)
    const v2 = await ok(identity.refreshTokens(signedIn.tokens.refresh.token))
    expect(v2.refresh.token).not.toBe(signedIn.tokens.refresh.token)
    // The rotated-away token is refused, typed.
    expect(tagOf(await run(identity.refreshTokens(signedIn.tokens.refresh.token)))).toMatchObject({
      _tag: 'InvalidRefreshToken',
      code: 1001,
    })

    const again = await ok(identity.login({ email_address: `new-${email}`, password: 'Long-enough-1' }))
    const fresh = { accessToken: again.tokens.access.token, userId: 0 }
    await ok(identity.logout({ refresh_token: again.tokens.refresh.token }).pipe(asCustomer(fresh)))
    expect(tagOf(await run(identity.refreshTokens(again.tokens.refresh.token)))?._tag).toBe(
      'InvalidRefreshToken',
    )

    const last = await ok(identity.login({ email_address: `new-${email}`, password: 'Long-enough-1' }))
    await ok(identity.deleteMe().pipe(asCustomer({ accessToken: last.tokens.access.token, userId: 0 })))
    expect(
      tagOf(await run(identity.login({ email_address: `new-${email}`, password: 'Long-enough-1' })))?._tag,
    ).toBeDefined()
  })

  it('finds users with an admin token and is denied without one', async () => {
    const admin = await ok(identity.login({ email_address: 'admin@example.com', password: 'Admin-Demo-9' }))
    const found = await ok(
      identity
        .findUsers({ email_address: 'ben@example.com', include_email_address_history: true })
        .pipe(asCustomer({ accessToken: admin.tokens.access.token, userId: 0 })),
    )
    expect(found.items.map((u) => u.email_address)).toEqual(['ben@example.com'])
    const customer = await ok(identity.login({ email_address: 'ben@example.com', password: 'Studio-Demo-2' }))
    const denied = await run(
      identity
        .findUsers({ email_address: 'ana@example.com' })
        .pipe(asCustomer({ accessToken: customer.tokens.access.token, userId: 0 })),
    )
    expect(tagOf(denied)).toMatchObject({ _tag: 'AccessDenied', code: 2000 })
    expect(
      tagOf(await run(identity.getMe().pipe(asCustomer({ accessToken: 'not-a-jwt', userId: 0 }))))?._tag,
    ).toBe('InvalidAccessToken')
    expect(tagOf(await run(identity.getMe().pipe(asCustomer({ accessToken: '', userId: 0 }))))?._tag).toBe(
      'AccessDenied',
    )
  })
})
