import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { tokenRenewalMachine } from './tokenRenewal.ts'

describe('tokenRenewalMachine', () => {
  const start = (refreshToken: string | undefined) => {
    let calls = 0
    const actor = createActor(
      tokenRenewalMachine.provide({
        actors: {
          refreshTokens: fromPromise(() => {
            calls += 1
            return new Promise(() => {})
          }),
        },
      }),
      { input: { accessToken: 'at-1', refreshToken } },
    ).start()
    return { actor, calls: () => calls }
  }

  it('ignores the rejection of a token that was already replaced', () => {
    const { actor, calls } = start('rt-1')
    actor.send({ type: 'token.rejected', accessToken: 'at-0' })
    expect([actor.getSnapshot().value, calls()]).toEqual(['active', 0])
  })

  it('cannot renew without a refresh token', () => {
    const { actor, calls } = start(undefined)
    actor.send({ type: 'token.rejected', accessToken: 'at-1' })
    expect([actor.getSnapshot().value, calls()]).toEqual(['active', 0])
  })

  it('starts one refresh however many rejections arrive while it runs', () => {
    const { actor, calls } = start('rt-1')
    for (let i = 0; i < 5; i++) actor.send({ type: 'token.rejected', accessToken: 'at-1' })
    expect([actor.getSnapshot().value, calls()]).toEqual(['refreshing', 1])
  })
})
