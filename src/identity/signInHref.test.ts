import { describe, expect, it } from 'vitest'
import { signInHref } from './signInHref.ts'

describe('signInHref', () => {
  it('carries the return path, query included, as one encoded parameter', () => {
    expect(signInHref('/account/orders?status=complete')).toBe(
      '/auth/sign-in?return=%2Faccount%2Forders%3Fstatus%3Dcomplete',
    )
    expect(signInHref('/')).toBe('/auth/sign-in?return=%2F')
  })
})
