/**
 * Until an account screen's machine arrives (decision 261), its hook answers as the machine's first state
 * would: these are the facts the hooks assume (the server's HTML and the first client render show them).
 */
import { describe, expect, it } from 'vitest'
import { type AnyStateMachine, createActor } from 'xstate'
import { accountCommandMachine } from '../../../machines/account/accountCommand.ts'
import { artworkGenerationMachine } from '../../../machines/account/artworkGeneration.ts'
import { chargeRetryMachine } from '../../../machines/account/chargeRetry.ts'
import { planChangeMachine } from '../../../machines/account/planChange.ts'
import { reauthMachine } from '../../../machines/account/reauth.ts'
import { voucherRedeemMachine } from '../../../machines/account/voucherRedeem.ts'
import { asyncDataMachine } from '../../../machines/asyncData.ts'

const first = (machine: AnyStateMachine) =>
  createActor(machine, { input: { subscriptionId: 's1' } }).getSnapshot()
const tagsOf = (machine: AnyStateMachine) => [...first(machine).tags].sort()

describe('each account machine starts where its hook says before it runs', () => {
  it('a command (useAccountCommand, useAvatarUpload): idle, can submit, no failure', () => {
    const state = first(accountCommandMachine)
    expect(tagsOf(accountCommandMachine)).toEqual([])
    expect(state.can({ type: 'user.submit', input: new FormData() })).toBe(true)
    expect(state.context.failure).toBeUndefined()
  })

  it('a read (useAccountRead): idle, where a reload is `load`', () => {
    const state = first(asyncDataMachine)
    expect(tagsOf(asyncDataMachine)).toEqual([])
    expect(state.can({ type: 'load' })).toBe(true)
    expect(state.can({ type: 'retry' })).toBe(false)
    expect(state.context.data).toBeUndefined()
  })

  it('a plan change (usePlanChange): choosing, can choose, nothing to confirm or retry', () => {
    const state = first(planChangeMachine)
    expect(tagsOf(planChangeMachine)).toEqual(['choosing'])
    expect(state.can({ type: 'user.choose', target: '' })).toBe(true)
    expect(state.can({ type: 'user.confirm' })).toBe(false)
    expect(state.can({ type: 'user.retry' })).toBe(false)
  })

  it('a charge retry (useChargeRetry): past due, can retry', () => {
    const state = first(chargeRetryMachine)
    expect(tagsOf(chargeRetryMachine)).toEqual([])
    expect(state.can({ type: 'user.retry' })).toBe(true)
  })

  it('a voucher (useVoucherRedeem): entering, can enter a code, nothing to redeem', () => {
    const state = first(voucherRedeemMachine)
    expect(tagsOf(voucherRedeemMachine)).toEqual([])
    expect(state.can({ type: 'user.enter', code: '' })).toBe(true)
    expect(state.can({ type: 'user.redeem' })).toBe(false)
    expect(state.context.voucher).toBeUndefined()
    expect(state.context.failure).toBeUndefined()
  })

  it('a sensitive action (useReauth): idle, can submit, no password asked', () => {
    const state = first(reauthMachine)
    expect(tagsOf(reauthMachine)).toEqual([])
    expect(state.can({ type: 'user.submit', input: new FormData() })).toBe(true)
    expect(state.can({ type: 'user.password', password: '' })).toBe(false)
    expect(state.context.failure).toBeUndefined()
  })

  it('an artwork (useArtworkGeneration): idle, can generate', () => {
    expect(tagsOf(artworkGenerationMachine)).toEqual([])
    expect(first(artworkGenerationMachine).can({ type: 'user.generate', input: new FormData() })).toBe(true)
  })
})
