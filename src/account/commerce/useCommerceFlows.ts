/** Binds `chargeRetryMachine` and `voucherRedeemMachine` to their views; views read tags and `can`. */
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { chargeRetryMachine } from '../../../machines/account/chargeRetry.ts'
import { type VoucherChoice, voucherRedeemMachine } from '../../../machines/account/voucherRedeem.ts'
import { postCommand } from './post.ts'

export function useChargeRetry(subscriptionId: string, reload: () => void) {
  const [state, send] = useMachine(
    chargeRetryMachine.provide({
      actors: {
        retry: fromPromise(({ input }) =>
          postCommand('retryCharge', { subscriptionId: input.subscriptionId }),
        ),
        useMethod: fromPromise(({ input }) =>
          postCommand('useMethod', { subscriptionId: input.subscriptionId, token: input.token }),
        ),
      },
      actions: { changed: reload },
    }),
    { input: { subscriptionId } },
  )
  return {
    busy: state.hasTag('busy'),
    done: state.hasTag('done'),
    failure: state.hasTag('failed') ? state.context.failure : undefined,
    canRetry: state.can({ type: 'user.retry' }),
    retry: () => send({ type: 'user.retry' }),
    payWith: (token: string) => send({ type: 'user.useMethod', token }),
  }
}

export function useVoucherRedeem(reload: () => void) {
  const [state, send] = useMachine(
    voucherRedeemMachine.provide({
      actors: {
        assign: fromPromise(({ input }) => postCommand<VoucherChoice>('assignVoucher', { code: input })),
        redeem: fromPromise(({ input }) =>
          postCommand<VoucherChoice>('redeemVoucher', { voucherId: input.id }),
        ),
      },
      actions: { redeemed: reload },
    }),
  )
  return {
    busy: state.hasTag('busy'),
    assigned: state.hasTag('assigned'),
    done: state.hasTag('done'),
    refused: state.hasTag('refused'),
    signIn: state.hasTag('signIn'),
    failed: state.hasTag('failed'),
    failure: state.context.failure,
    voucher: state.context.voucher,
    canSubmit: state.can({ type: 'user.enter', code: '' }),
    canRedeem: state.can({ type: 'user.redeem' }),
    enter: (code: string) => send({ type: 'user.enter', code }),
    choose: (voucher: VoucherChoice) => send({ type: 'user.choose', voucher }),
    redeem: () => send({ type: 'user.redeem' }),
    retry: () => send({ type: 'user.retry' }),
    dismiss: () => send({ type: 'user.dismiss' }),
  }
}
