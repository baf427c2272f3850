/**
 * Redeeming a voucher (issue "Commerce"): enter a code → assigning → assigned → redeeming → redeemed;
 * a voucher already assigned (chosen from the list) goes straight to redeeming. Each catalogue refusal
 * is its own state with its next step (decision 096): already redeemed (409), expired (2012), not
 * redeemable or unknown (1004), not allowed (2000, sign in again); anything else is retryable. While a
 * call is in flight no submit is accepted, so a double click never redeems twice. Views read tags.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { AccountFailure } from '../../models/accounts/result.ts'
import { failureOf, lostAnswer, type ValueOutcome } from './outcome.ts'

/** The voucher as the flow shows it. */
export interface VoucherChoice {
  readonly id: string
  readonly title: string
  /** What the service said of a code just added (absent: not known, so it may be tried). */
  readonly redeemable?: boolean
  readonly expired?: boolean
  readonly redeemed?: boolean
}

export interface VoucherContext {
  readonly voucher: VoucherChoice | undefined
  readonly code: string | undefined
  readonly failure: AccountFailure | undefined
}

export type VoucherEvent =
  | { readonly type: 'user.enter'; readonly code: string }
  | { readonly type: 'user.choose'; readonly voucher: VoucherChoice }
  | { readonly type: 'user.redeem' }
  | { readonly type: 'user.retry' }
  | { readonly type: 'user.dismiss' }

export type Refusal = 'alreadyRedeemed' | 'expired' | 'notRedeemable' | 'denied' | 'failed'

/** Which state a refusal leads to: by status and code, as the catalogue words them. */
export function refusalOf(failure: AccountFailure | undefined): Refusal {
  if (!failure) return 'failed'
  if (failure.status === 409 || failure.code === 1010) return 'alreadyRedeemed'
  if (failure.code === 2012) return 'expired'
  if (failure.code === 1004 || failure.status === 404) return 'notRedeemable'
  if (failure.code === 2000 || failure._tag === 'AccessDenied') return 'denied'
  return 'failed'
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`voucherRedeemMachine: provide a \`${name}\` actor`)
}

export const voucherRedeemMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time (decision 260)
  types: { context: {} as VoucherContext, events: {} as VoucherEvent },
  actors: {
    assign: fromPromise<ValueOutcome<VoucherChoice>, string>(notProvided('assign')),
    redeem: fromPromise<ValueOutcome<VoucherChoice>, VoucherChoice>(notProvided('redeem')),
  },
  guards: {
    refusedAs: (_, params: { outcome: ValueOutcome<unknown>; as: Refusal }) =>
      !params.outcome.ok && refusalOf(params.outcome.failure) === params.as,
  },
  actions: {
    /** Once per redemption: the view reloads the vouchers (and the orders it made). */
    redeemed: () => {},
    /** Once per code added: the view reloads the vouchers, so the list shows the new one. */
    assigned: () => {},
    keepVoucher: assign({ voucher: (_, voucher: VoucherChoice | undefined) => voucher, failure: undefined }),
    keepFailure: assign({ failure: (_, failure: AccountFailure | undefined) => failure }),
    lost: assign({ failure: (): AccountFailure => lostAnswer }),
    startOver: assign({ voucher: undefined, code: undefined, failure: undefined }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: nothing reads the id; no target names it (decision 260)
  id: 'voucherRedeem',
  initial: 'entering',
  // Stryker disable next-line ObjectLiteral: every field starts undefined either way (decision 260)
  context: { voucher: undefined, code: undefined, failure: undefined },
  states: {
    entering: {
      on: {
        'user.enter': { target: 'assigning', actions: assign({ code: ({ event }) => event.code }) },
        'user.choose': { target: 'redeeming', actions: assign({ voucher: ({ event }) => event.voucher }) },
      },
    },
    assigning: {
      tags: ['busy'],
      invoke: {
        src: 'assign',
        // Stryker disable next-line StringLiteral: assigning is entered only with a code (decision 260)
        input: ({ context }) => context.code ?? '',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'assigned',
            actions: [
              'assigned',
              {
                type: 'keepVoucher',
                params: ({ event }) => (event.output.ok ? event.output.value : undefined),
              },
            ],
          },
          ...(['alreadyRedeemed', 'expired', 'notRedeemable', 'denied', 'failed'] as const).map((as) => ({
            guard: {
              type: 'refusedAs' as const,
              params: ({ event }: { event: { output: ValueOutcome<VoucherChoice> } }) => ({
                outcome: event.output,
                as,
              }),
            },
            target: as,
            actions: {
              type: 'keepFailure' as const,
              params: ({ event }: { event: { output: ValueOutcome<VoucherChoice> } }) =>
                failureOf(event.output),
            },
          })),
        ],
        onError: { target: 'failed', actions: 'lost' },
      },
    },
    assigned: {
      tags: ['assigned'],
      on: { 'user.redeem': 'redeeming', 'user.dismiss': { target: 'entering', actions: 'startOver' } },
    },
    redeeming: {
      tags: ['busy'],
      invoke: {
        src: 'redeem',
        input: ({ context }) => context.voucher!,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'redeemed',
            actions: [
              'redeemed',
              {
                type: 'keepVoucher',
                params: ({ event }) => (event.output.ok ? event.output.value : undefined),
              },
            ],
          },
          ...(['alreadyRedeemed', 'expired', 'notRedeemable', 'denied', 'failed'] as const).map((as) => ({
            guard: {
              type: 'refusedAs' as const,
              params: ({ event }: { event: { output: ValueOutcome<VoucherChoice> } }) => ({
                outcome: event.output,
                as,
              }),
            },
            target: as,
            actions: {
              type: 'keepFailure' as const,
              params: ({ event }: { event: { output: ValueOutcome<VoucherChoice> } }) =>
                failureOf(event.output),
            },
          })),
        ],
        onError: { target: 'failed', actions: 'lost' },
      },
    },
    redeemed: { tags: ['done'], on: { 'user.dismiss': { target: 'entering', actions: 'startOver' } } },
    alreadyRedeemed: {
      tags: ['refused'],
      on: { 'user.dismiss': { target: 'entering', actions: 'startOver' } },
    },
    expired: { tags: ['refused'], on: { 'user.dismiss': { target: 'entering', actions: 'startOver' } } },
    notRedeemable: {
      tags: ['refused'],
      on: { 'user.dismiss': { target: 'entering', actions: 'startOver' } },
    },
    denied: {
      tags: ['refused', 'signIn'],
      on: { 'user.dismiss': { target: 'entering', actions: 'startOver' } },
    },
    /** Anything else (service down, no answer): try the step that failed again. */
    failed: {
      tags: ['failed'],
      on: {
        'user.retry': [
          { guard: ({ context }) => context.voucher !== undefined, target: 'redeeming' },
          { target: 'assigning' },
        ],
        'user.dismiss': { target: 'entering', actions: 'startOver' },
      },
    },
  },
})
