/**
 * `order_status` values the orders call filters by. A module of its own: the orders route's query check
 * ships with every account page, and importing the whole of ecomRules.ts there would carry its form rules along.
 */
export const orderStatuses = ['complete', 'pending_payment', 'cancel', 'fraud'] as const
export type OrderStatus = (typeof orderStatuses)[number]
export const isOrderStatus = (value: string): value is OrderStatus =>
  (orderStatuses as ReadonlyArray<string>).includes(value)
