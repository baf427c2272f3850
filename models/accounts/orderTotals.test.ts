import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cents, orderTotals, problems } from './orderTotals.ts'

describe('orderTotals', () => {
  it('shows each line before tax, its tax and its total, with subtotal + tax = total', () => {
    const order = {
      lines: [
        { quantity: 1, unitPrice: 9.99, tax: 1, total: 10.99 },
        { quantity: 2, unitPrice: 0.1, tax: 0.02, total: 0.22 },
      ],
      tax: 1.02,
      total: 11.21,
    }
    expect(orderTotals(order)).toEqual({
      lines: [
        { price: 9.99, tax: 1, total: 10.99 },
        { price: 0.2, tax: 0.02, total: 0.22 },
      ],
      subtotal: 10.19,
      tax: 1.02,
      total: 11.21,
    })
    expect(problems(order)).toEqual([])
  })

  it('takes a missing line tax as the rest of the line total', () => {
    const order = {
      lines: [{ quantity: 1, unitPrice: 99, tax: undefined, total: 108.9 }],
      tax: undefined,
      total: 108.9,
    }
    expect(orderTotals(order).lines[0]).toEqual({ price: 99, tax: 9.9, total: 108.9 })
    expect(orderTotals(order).tax).toBe(9.9)
    expect(problems(order)).toEqual([])
  })

  it('names every figure that does not add up', () => {
    const order = { lines: [{ quantity: 1, unitPrice: 9.99, tax: 1, total: 10.98 }], tax: 1.5, total: 11 }
    expect(problems(order)).toEqual([
      'line 1: 9.99 + 1 ≠ 10.98',
      'lines sum to 10.98, total is 11',
      'line taxes sum to 1, tax is 1.5',
      'subtotal 9.99 + tax 1.5 ≠ total 11',
    ])
  })

  it('adds up in whole cents for any prices, quantities and taxes built line by line', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 5 }),
      unit: fc.integer({ min: 0, max: 100_000 }),
      tax: fc.integer({ min: 0, max: 20_000 }),
    })
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (lines) => {
        const priced = lines.map((l) => ({
          quantity: l.quantity,
          unitPrice: l.unit / 100,
          tax: l.tax / 100,
          total: (l.unit * l.quantity + l.tax) / 100,
        }))
        const tax = lines.reduce((sum, l) => sum + l.tax, 0) / 100
        const total = priced.reduce((sum, l) => sum + cents(l.total), 0) / 100
        expect(problems({ lines: priced, tax, total })).toEqual([])
      }),
    )
  })
})
