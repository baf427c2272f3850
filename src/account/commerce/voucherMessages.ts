/**
 * How the vouchers screen words the catalogue codes its calls can return (decision 093's codes), in a
 * module of its own so they travel in that screen's chunk (decision 271).
 */
import type { MessageOverrides } from '../kit/messages.ts'

export const voucherMessages: MessageOverrides = {
  attempts: 'voucher',
  codes: {
    1004: 'That voucher cannot be redeemed on your account: it is unknown, belongs to someone else, or needs a subscription you do not have.',
    1010: 'You have already redeemed this voucher.',
    2000: 'You are not allowed to redeem vouchers right now. Please sign in again.',
    2012: 'This voucher has expired.',
    2013: 'Please enter a voucher code first.',
  },
  statuses: {
    404: 'We could not find that voucher.',
    409: 'You have already redeemed this voucher.',
  },
}
