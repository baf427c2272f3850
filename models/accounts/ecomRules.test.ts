import { describe, expect, it } from 'vitest'
import { voucherInputPattern, voucherPattern } from './ecomRules.ts'

describe('voucher input pattern', () => {
  it('compiles as a browser compiles a pattern attribute (v flag) and agrees with the server rule', () => {
    const browser = new RegExp(`^(?:${voucherInputPattern})$`, 'v')
    for (const code of ['CLEO-HEXFX-GIFT', 'ab_1', 'x', '-AB', 'A B', 'ÄBC']) {
      expect(browser.test(code), code).toBe(voucherPattern.test(code))
    }
  })
})
