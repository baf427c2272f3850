import { describe, expect, it } from 'vitest'
import { referralLink } from './rewards.ts'

describe('referralLink', () => {
  it("puts the campaign's landing page on the site's own address, whatever host the service named", () => {
    const campaign = { base_url: 'http://localhost:3000/products/studio?ref=1', referral_code: 'ANA-STUDIO' }
    expect(referralLink('https://www.pulsewave.example', campaign)).toBe(
      'https://www.pulsewave.example/products/studio?ref=1&referral_code=ANA-STUDIO',
    )
    expect(referralLink('http://127.0.0.1:4100', campaign)).toBe(
      'http://127.0.0.1:4100/products/studio?ref=1&referral_code=ANA-STUDIO',
    )
  })

  it('takes a path-only or broken base_url as a page of the site, and encodes the code', () => {
    expect(referralLink('https://a.example', { base_url: '/sample', referral_code: 'X Y' })).toBe(
      'https://a.example/sample?referral_code=X+Y',
    )
    expect(referralLink('https://a.example', { base_url: 'http://[bad', referral_code: 'ABC' })).toBe(
      'https://a.example/?referral_code=ABC',
    )
  })
})
