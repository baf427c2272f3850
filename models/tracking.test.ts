import { describe, expect, it } from 'vitest'
import { pageViewEvent } from './tracking.ts'

describe('pageViewEvent', () => {
  it('carries the path, location and title', () => {
    expect(pageViewEvent({ href: 'https://x.test/studio?a=1', pathname: '/studio' }, 'Studio')).toEqual({
      event: 'page_view',
      page_path: '/studio',
      page_location: 'https://x.test/studio?a=1',
      page_title: 'Studio',
    })
  })
})
