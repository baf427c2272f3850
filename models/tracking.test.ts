import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { headTitle, isPrivatePage, pageViewEvent, privatePagePath } from './tracking.ts'

const at = (url: string) => {
  const { href, pathname, origin } = new URL(url)
  return { href, pathname, origin }
}

describe('pageViewEvent', () => {
  it('carries the path, location and title of a content page', () => {
    expect(pageViewEvent(at('https://x.test/studio?a=1'), 'Studio')).toEqual({
      event: 'page_view',
      page_path: '/studio',
      page_location: 'https://x.test/studio?a=1',
      page_title: 'Studio',
    })
  })

  it('counts account, sign-up and admin screens under their own path, without the query', () => {
    expect(pageViewEvent(at('https://x.test/account/licences?done=ilok'), 'Your licences')).toEqual({
      event: 'page_view',
      page_path: '/account/licences',
      page_location: 'https://x.test/account/licences',
      page_title: 'Your licences',
    })
    expect(
      pageViewEvent(at('https://x.test/sign-up?ref=ANA-2024&trial=studio'), 'Create your account'),
    ).toEqual(expect.objectContaining({ page_path: '/sign-up', page_location: 'https://x.test/sign-up' }))
    expect(
      pageViewEvent(at('https://x.test/account/admin?email=ana%40example.com'), 'Find customers'),
    ).toEqual(
      expect.objectContaining({ page_path: '/account/admin', page_location: 'https://x.test/account/admin' }),
    )
    expect(pageViewEvent(at('https://x.test/admin/notifications'), 'Notifications console').page_path).toBe(
      '/admin/notifications',
    )
  })

  it('sends no customer id, file id, name or order number', () => {
    const userId = '7d1f5a2e-0b6c-4c1e-9f3a-2b8e4d6c0a11'
    expect(
      pageViewEvent(at(`https://x.test/account/support/${userId}`), 'Support view: Ana Alvarez'),
    ).toEqual({
      event: 'page_view',
      page_path: '/account/support/:id',
      page_location: 'https://x.test/account/support/:id',
      page_title: 'Support view',
    })
    expect(
      pageViewEvent(
        at(`https://x.test/account/support/${userId}/invoice?order=42`),
        'Invoice (support view)',
      ),
    ).toMatchObject({ page_path: '/account/support/:id/invoice', page_title: 'Invoice (support view)' })
    expect(pageViewEvent(at('https://x.test/account/invoice?order=1001'), 'Invoice 1001')).toMatchObject({
      page_path: '/account/invoice',
      page_title: 'Invoice',
    })
    expect(
      pageViewEvent(
        at('https://x.test/account/library/5b1e0c2a-7d4f-4e8b-9a61-0a1f00001001'),
        'mix-final.wav',
      ),
    ).toMatchObject({ page_path: '/account/library/:id', page_title: 'Cloud library file' })
  })

  it('never lets a segment it does not know through, whatever the private address', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9@._%-]{1,40}$/)
    fc.assert(
      fc.property(
        fc.constantFrom('account', 'sign-up', 'admin'),
        fc.array(segment, { maxLength: 4 }),
        (area, rest) => {
          const given = [area, ...rest]
          const sent = privatePagePath(`/${given.join('/')}`)
            .split('/')
            .slice(1)
          expect(sent).toHaveLength(given.length)
          // each part is the screen word it was given, or `:id`: never anything of the visitor's
          for (const [i, part] of sent.entries())
            expect(part === ':id' || (part === given[i] && /^[a-z-]+$/.test(part))).toBe(true)
        },
      ),
    )
  })

  it('tells the private areas from content pages', () => {
    for (const path of ['/account', '/account/orders', '/sign-up', '/sign-up/survey', '/admin/notifications'])
      expect(isPrivatePage(path), path).toBe(true)
    for (const path of ['/', '/studio', '/accounts', '/sign-upper', '/administration', '/studio/account'])
      expect(isPrivatePage(path), path).toBe(false)
  })
})

describe('headTitle', () => {
  it("is the last title of a head's meta entries", () => {
    expect(
      headTitle([
        { charSet: 'utf-8' },
        { title: 'Pulsewave' },
        { name: 'robots' },
        { title: 'Your licences' },
      ]),
    ).toBe('Your licences')
    expect(headTitle([{ name: 'description', content: 'x' }, null, 'title'])).toBeUndefined()
    expect(headTitle(undefined)).toBeUndefined()
  })
})
