import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AccountControl } from './AccountControl.tsx'

describe('AccountControl', () => {
  it('offers sign-in that returns to the current page when signed out', () => {
    const html = renderToStaticMarkup(
      <AccountControl session={{ state: 'loggedOut' }} returnTo="/studio?x=1" />,
    )
    expect(html).toContain('href="/auth/sign-in?return=%2Fstudio%3Fx%3D1"')
    expect(html).not.toContain('Sign out')
  })

  it('returns home rather than to the signed-out page', () => {
    const html = renderToStaticMarkup(
      <AccountControl session={undefined} returnTo="/signed-out?reason=state" />,
    )
    expect(html).toContain('href="/auth/sign-in?return=%2F"')
  })

  it('shows the name, a link to the account and a same-site sign-out form when signed in', () => {
    const html = renderToStaticMarkup(
      <AccountControl session={{ state: 'loggedIn', name: 'Ana <Alvarez>' }} returnTo="/" />,
    )
    expect(html).toContain('<a class="account-control__name" href="/account">Ana &lt;Alvarez&gt;</a>')
    expect(html).toMatch(/<form [^>]*action="\/auth\/sign-out" method="post"/)
  })
})
