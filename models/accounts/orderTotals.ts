/**
 * An order's figures as a customer checks them: each line's price (quantity × unit price before tax),
 * its tax and its total, then the subtotal, the tax and the total. Sums run in whole cents so $9.99 +
 * $1.00 is $10.99 exactly. `problems` names every figure that does not add up: the page shows the
 * provider's figures as sent, and a test proves they agree (issue 23, "totals that add up").
 */

export interface PricedLine {
  readonly quantity: number
  /** The unit price charged before tax (the special price when there is one). */
  readonly unitPrice: number
  readonly tax: number | undefined
  readonly total: number
}

export interface OrderFigures {
  readonly lines: ReadonlyArray<PricedLine>
  readonly tax: number | undefined
  readonly total: number
}

export interface LineTotals {
  readonly price: number
  readonly tax: number
  readonly total: number
}

export interface Totals {
  readonly lines: ReadonlyArray<LineTotals>
  readonly subtotal: number
  readonly tax: number
  readonly total: number
}

export const cents = (amount: number): number => Math.round(amount * 100)
const amount = (value: number): number => value / 100

/** The figures to show: a line without its own tax takes the rest of the order's, so lines still add up. */
export function orderTotals(order: OrderFigures): Totals {
  const prices = order.lines.map((line) => cents(line.unitPrice) * line.quantity)
  const lineTaxes = order.lines.map((line, i) =>
    line.tax === undefined ? cents(line.total) - prices[i]! : cents(line.tax),
  )
  const subtotal = prices.reduce((sum, p) => sum + p, 0)
  const tax = order.tax === undefined ? lineTaxes.reduce((sum, t) => sum + t, 0) : cents(order.tax)
  return {
    lines: order.lines.map((line, i) => ({
      price: amount(prices[i]!),
      tax: amount(lineTaxes[i]!),
      total: amount(cents(line.total)),
    })),
    subtotal: amount(subtotal),
    tax: amount(tax),
    total: amount(cents(order.total)),
  }
}

/** Every figure of the order that does not add up, in words; empty when price + tax = total throughout. */
export function problems(order: OrderFigures): string[] {
  const totals = orderTotals(order)
  const found: string[] = []
  totals.lines.forEach((line, i) => {
    if (cents(line.price) + cents(line.tax) !== cents(line.total))
      found.push(`line ${i + 1}: ${line.price} + ${line.tax} ≠ ${line.total}`)
  })
  const lineSum = totals.lines.reduce((sum, l) => sum + cents(l.total), 0)
  if (lineSum !== cents(totals.total)) found.push(`lines sum to ${amount(lineSum)}, total is ${totals.total}`)
  const lineTax = totals.lines.reduce((sum, l) => sum + cents(l.tax), 0)
  if (lineTax !== cents(totals.tax)) found.push(`line taxes sum to ${amount(lineTax)}, tax is ${totals.tax}`)
  if (cents(totals.subtotal) + cents(totals.tax) !== cents(totals.total))
    found.push(`subtotal ${totals.subtotal} + tax ${totals.tax} ≠ total ${totals.total}`)
  return found
}
