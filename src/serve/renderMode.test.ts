import { describe, expect, it } from 'vitest'
import { renderModeOf } from './renderMode.ts'

describe('which pages render whole', () => {
  it('renders content pages, their 404s and the sitemap whole', () => {
    for (const path of [
      '/',
      '/studio',
      '/studio/downloads/mac',
      '/legal/contact',
      '/no-such-page',
      '/search',
    ])
      expect(renderModeOf(path)).toBe('whole')
  })

  it('renders account and admin screens whole (decision 287)', () => {
    for (const path of [
      '/account',
      '/account/licences',
      '/account/support/7',
      '/admin',
      '/admin/notifications',
    ])
      expect(renderModeOf(path)).toBe('whole')
  })

  it('streams sign-up and sign-in', () => {
    for (const path of ['/sign-up', '/sign-in', '/auth/callback']) expect(renderModeOf(path)).toBe('stream')
  })
})
