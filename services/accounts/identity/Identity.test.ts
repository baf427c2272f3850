import { Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { asCustomer } from '../http/customer.ts'
import { jsonResponse, scriptedService } from '../http/testing.ts'
import { Identity, makeIdentity } from './Identity.ts'

const user = { id: 7, email_address: 'dj@example.com', first_name: 'Dee', last_name: 'Jay', locale: 'en_US' }
const token = (t: string) => ({ token: t, expires_at: 2_000_000_000, type: 'Bearer' })
const pair = { access: token('at'), refresh: token('rt') }
const me = { accessToken: 'at-0', userId: 0 }

const identityOver = (answer: Response | (() => Response)) => scriptedService(Identity, makeIdentity, answer)

const bodyOf = (seen: { body: string | undefined }[]) => JSON.parse(seen[0]?.body ?? 'null')
const basic = `Basic ${btoa('app:secret')}`

describe('Identity calls (spec §7)', () => {
  it('exchanges a code with the PKCE verifier, unauthenticated, and decodes user and tokens', async () => {
    const { run, seen } = identityOver(jsonResponse(200, { user, tokens: pair }))
    const exit = await run((id) =>
      id.exchangeCode({ code: 'c', codeVerifier: 'v', redirectUri: 'https://s/x' }),
    )
    expect(exit).toMatchObject({
      _tag: 'Success',
      value: { user: { id: 7 }, tokens: { refresh: { token: 'rt' } } },
    })
    expect([seen[0]?.method, seen[0]?.url.pathname, seen[0]?.headers.get('authorization')]).toEqual([
      'POST',
      '/api/v1/tokens/exchange',
      null,
    ])
    expect(bodyOf(seen)).toEqual({
      grant_type: 'authorization_code',
      app_id: 'app',
      code: 'c',
      redirect_uri: 'https://s/x',
      code_verifier: 'v',
    })
  })

  it.each([
    [undefined, '/api/v2/tokens/refresh'],
    [true, '/api/v2/tokens/refresh'],
    [false, '/api/v1/tokens/refresh'],
  ])('refreshes with rotate=%s on %s', async (rotate, path) => {
    const { run, seen } = identityOver(jsonResponse(200, pair))
    const exit = await run((id) => id.refreshTokens('rt-old', rotate === undefined ? undefined : { rotate }))
    expect(exit).toMatchObject({ _tag: 'Success', value: { access: { token: 'at' } } })
    expect(seen[0]?.url.pathname).toBe(path)
    expect(bodyOf(seen)).toEqual({ refresh_token: 'rt-old' })
  })

  it('gets me with the bearer token, and another user through /users/{id}', async () => {
    const { run, seen } = identityOver(() => jsonResponse(200, user))
    await run((id) => id.getMe().pipe(asCustomer(me)))
    await run((id) => id.getMe().pipe(asCustomer({ accessToken: 'at-admin', userId: 9 })))
    expect(seen.map((s) => [s.url.pathname, s.headers.get('authorization')])).toEqual([
      ['/api/v1/me', 'Bearer at-0'],
      ['/api/v1/users/9', 'Bearer at-admin'],
    ])
  })

  it('logs in and adds users with the app credentials', async () => {
    const login = identityOver(jsonResponse(200, { user, tokens: pair }))
    await login.run((id) =>
      id.login({ email_address: 'dj@example.com', password: 'pw', device_id: undefined }),
    )
    expect(login.seen[0]?.headers.get('authorization')).toBe(basic)
    expect(bodyOf(login.seen)).toEqual({ email_address: 'dj@example.com', password: 'pw' })
    const add = identityOver(jsonResponse(201, user))
    const exit = await add.run((id) =>
      id.addUser({
        email_address: 'n@example.com',
        password: 'pw',
        first_name: 'N',
        last_name: 'M',
        locale: '',
      }),
    )
    expect(Exit.isSuccess(exit)).toBe(true)
    expect([add.seen[0]?.url.pathname, add.seen[0]?.headers.get('authorization')]).toEqual([
      '/api/v1/users',
      basic,
    ])
    expect(bodyOf(add.seen)).not.toHaveProperty('locale')
  })

  it('logs out, deletes me, sends verification, with 204 answers', async () => {
    const { run, seen } = identityOver(() => new Response(null, { status: 204 }))
    expect(
      Exit.isSuccess(
        await run((id) => id.logout({ refresh_token: 'rt', disable_login: false }).pipe(asCustomer(me))),
      ),
    ).toBe(true)
    expect(Exit.isSuccess(await run((id) => id.deleteMe().pipe(asCustomer(me))))).toBe(true)
    expect(
      Exit.isSuccess(
        await run((id) =>
          id.sendVerifyEmailAddress({ redirect_uri: 'https://s/account' }).pipe(asCustomer(me)),
        ),
      ),
    ).toBe(true)
    expect(seen.map((s) => `${s.method} ${s.url.pathname} ${s.body ?? ''}`)).toEqual([
      'POST /api/v1/me/logout {"refresh_token":"rt","disable_login":false}',
      'DELETE /api/v1/me ',
      'POST /api/v1/me/sendverifyemailaddress {"redirect_uri":"https://s/account"}',
    ])
  })

  it('logs out as the provider’s client does: no bearer, the token ids as one comma-separated string', async () => {
    const { run, seen } = identityOver(() => new Response(null, { status: 204 }))
    const exit = await run((id) => id.logout({ refresh_token_ids: ['rt-1', 'rt-2'], disable_login: true }))
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(seen.map((s) => [s.url.pathname, s.headers.get('authorization'), s.body])).toEqual([
      ['/api/v1/me/logout', null, '{"disable_login":true,"refresh_token_ids":"rt-1,rt-2"}'],
    ])
  })

  it('updates an email address with PUT /users/{id} and finds users with a query string', async () => {
    const update = identityOver(jsonResponse(200, { ...user, email_address: 'new@example.com' }))
    await update.run((id) => id.updateEmailAddress(7, 'new@example.com').pipe(asCustomer(me)))
    expect([update.seen[0]?.method, update.seen[0]?.url.pathname, bodyOf(update.seen)]).toEqual([
      'PUT',
      '/api/v1/users/7',
      { email_address: 'new@example.com' },
    ])
    const find = identityOver(jsonResponse(200, { items: [user] }))
    const exit = await find.run((id) =>
      id
        .findUsers({ email_address: 'dj@example.com', include_email_address_history: true })
        .pipe(asCustomer(me)),
    )
    expect(exit).toMatchObject({ _tag: 'Success', value: { items: [{ id: 7 }] } })
    expect(find.seen[0]?.url.search).toBe(
      '?email_address=dj%40example.com&include_email_address_history=true',
    )
    expect(find.seen[0]?.body).toBeUndefined()
  })

  it('fails with a DecodeError when the answer lacks what sign-in relies on', async () => {
    const { run } = identityOver(jsonResponse(200, { user, tokens: { access: token('at') } }))
    const exit = await run((id) =>
      id.exchangeCode({ code: 'c', codeVerifier: 'v', redirectUri: 'https://s/x' }),
    )
    expect(exit).toMatchObject({ _tag: 'Failure' })
    expect(JSON.stringify(exit)).toContain('DecodeError')
  })
})
