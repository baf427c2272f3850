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

  it('streams the screens whose frames load parts lazily', () => {
    for (const path of ['/account', '/account/licences', '/admin', '/sign-up', '/auth/callback'])
      expect(renderModeOf(path)).toBe('stream')
  })
})
