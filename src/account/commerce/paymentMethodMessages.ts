/**
 * How the payment methods screen words the catalogue codes its calls can return (decision 093's
 * codes), in a module of its own so they travel in that screen's chunk (decision 271).
 */
import type { MessageOverrides } from '../kit/messages.ts'

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
