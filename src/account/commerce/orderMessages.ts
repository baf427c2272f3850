/**
 * How the orders and invoice screens word the catalogue codes their calls can return (decision 093's
 * codes), in a module of their own so they travel with those screens' chunks (decision 271).
 */
import type { MessageOverrides } from '../kit/messages.ts'

export const orderMessages: MessageOverrides = {
  codes: { 2012: 'That order filter is not one we know.' },
  statuses: { 404: 'We could not find that invoice.' },
}
