/**
 * How the subscriptions screen (cards, plan change, charge retry) words the catalogue codes its calls
 * can return (decision 093's codes), in a module of its own so they travel in that screen's chunk
 * (decision 271).
 */
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
