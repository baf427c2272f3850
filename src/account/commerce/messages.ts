/** How the commerce screens word the catalogue codes their calls can return (decision 093's codes). */
import type { MessageOverrides } from '../kit/messages.ts'

export const subscriptionMessages: MessageOverrides = {
  codes: {
    1004: 'That payment method is not on your account any more. Please choose another.',
    2012: 'The payment was declined or the payment method has expired. Nothing was charged. Please choose another payment method.',
    2013: 'Please choose an option first.',
  },
  statuses: {
    400: 'That change is not possible for this subscription. Nothing was changed.',
    404: 'We could not find that subscription. It may have changed; please reload the page.',
  },
}

export const paymentMethodMessages: MessageOverrides = {
  codes: {
    1010: 'This card pays for a subscription, so it cannot be removed. Choose another card for the subscription first.',
    2012: 'That card could not be added. Please try again from the card form.',
    2013: 'Please choose a card first.',
  },
  statuses: {
    404: 'We could not find that card. It may already have been removed.',
    409: 'This card pays for a subscription, so it cannot be removed. Choose another card for the subscription first.',
  },
}

export const orderMessages: MessageOverrides = {
  codes: { 2012: 'That order filter is not one we know.' },
  statuses: { 404: 'We could not find that invoice.' },
}

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
