/**
 * The voucher flow of /account/vouchers through `voucherRedeemMachine` (its calls: the kit's
 * `sendCommand`), as the view reads it: tags and `can`, never state names. A module of its own so the
 * subscriptions screen does not carry it. The machine arrives after hydration (decision 261).
 */
import type { VoucherChoice } from '../../../machines/account/voucherRedeem.ts'
import { sendCommand } from '../kit/post.ts'
import { useLazyActor } from '../kit/useLazyActor.ts'

/**
 * The voucher flow of /account/vouchers: one actor for the screen, created by its route; before the
 * machine runs, `entering`.
 */
export function useVoucherRedeem(reload: () => void) {
  const { snapshot: state, send } = useLazyActor(async ({ fromPromise }) => {
    const { voucherRedeemMachine } = await import('../../../machines/account/voucherRedeem.ts')
    return voucherRedeemMachine.provide({
      actors: {
        assign: fromPromise(({ input }) => sendCommand('assignVoucher', { code: input })),
        redeem: fromPromise(({ input }) => sendCommand('redeemVoucher', { voucherId: input.id })),
      },
      actions: { redeemed: reload, assigned: reload },
    })
  })
  const tag = (name: string) => state?.hasTag(name) ?? false
  return {
    /** The machine runs: the code form goes through it instead of posting. */
    ready: state !== undefined,
    /** Which outcome shows (a new one takes focus): one of the tags, or none. */
    outcome: (['done', 'assigned', 'refused', 'failed'] as const).find(tag),
    busy: tag('busy'),
    assigned: tag('assigned'),
    done: tag('done'),
    refused: tag('refused'),
    signIn: tag('signIn'),
    failed: tag('failed'),
    failure: state?.context.failure,
    voucher: state?.context.voucher,
    canSubmit: state?.can({ type: 'user.enter', code: '' }) ?? true,
    canRedeem: state?.can({ type: 'user.redeem' }) ?? false,
    enter: (code: string) => send({ type: 'user.enter', code }),
    choose: (voucher: VoucherChoice) => send({ type: 'user.choose', voucher }),
    redeem: () => send({ type: 'user.redeem' }),
    retry: () => send({ type: 'user.retry' }),
    dismiss: () => send({ type: 'user.dismiss' }),
  }
}

export type VoucherFlow = ReturnType<typeof useVoucherRedeem>
