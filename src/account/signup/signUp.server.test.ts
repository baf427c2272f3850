import { Effect, Option } from 'effect'
import { describe, expect, it, vi } from 'vitest'
import { Customer } from '../../../services/accounts/http/customer.ts'
import { ApiError } from '../../../services/accounts/http/errors.ts'
import { request, responseCookies, site, testPlatform } from '../../identity/testing.ts'
import { referralVisit } from '../rewards/referral.server.ts'
import { checkSignUp } from './rules.ts'
import { signUpResponse, surveyResponse } from './signUp.server.ts'

const valid = {
  email_address: 'n@example.com',
  password: 'Long-enough-1',
  first_name: 'Nia',
  last_name: 'New',
}
const tokens = {
  access: { token: 'at-new', expires_at: 2_000_000_000 },
  refresh: { token: 'rt-new', expires_at: 2_000_000_000 },
}
const survey = (fields: Record<string, string>) =>
  request('/api/sign-up/survey', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { origin: site, 'content-type': 'application/x-www-form-urlencoded' },
  })
const signUp = (fields: Record<string, string>, cookies: Record<string, string> = {}) =>
  request('/api/sign-up/account', {
    method: 'POST',
    cookies,
    body: new URLSearchParams(fields),
    headers: { origin: site, 'content-type': 'application/x-www-form-urlencoded' },
  })

describe('sign-up rules', () => {
  it.each([
    [{ ...valid, first_name: ' ' }, 'missing'],
    [{ ...valid, email_address: 'nope' }, 'email'],
    [{ ...valid, password: 'short' }, 'weak'],
    [{ ...valid, last_name: '<b>New</b>' }, 'html'],
    [valid, undefined],
  ])('%j → %s', (input, problem) => {
    expect(checkSignUp(input)).toBe(problem)
  })
})

describe('sign-up on the server', () => {
  it('adds the user, logs in with the app credentials and sets the session cookies', async () => {
    const addUser = vi.fn(() => Effect.succeed({ id: 9, email_address: valid.email_address }))
    const login = vi.fn(() => Effect.succeed({ user: { id: 9, email_address: valid.email_address }, tokens }))
    const platform = testPlatform({ Identity: { addUser, login } })
    const response = await signUpResponse(
      platform,
      signUp({ email: valid.email_address, password: valid.password, first_name: 'Nia', last_name: 'New' }),
    )
    expect([response.status, response.headers.get('location')]).toEqual([303, '/sign-up/survey'])
    expect(responseCookies(response)['refresh_token_production-1']?.value).toBe('rt-new')
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ email_address: valid.email_address }))
  })

  it('explains a taken address (409) and checks the form before any call', async () => {
    const addUser = vi.fn(() =>
      Effect.fail(
        new ApiError({
          service: 'identity',
          method: 'POST',
          path: '/api/v1/users',
          status: 409,
          code: 1010,
          message: 'taken',
        }),
      ),
    )
    const platform = testPlatform({ Identity: { addUser } })
    const fields = {
      email: valid.email_address,
      password: valid.password,
      first_name: 'Nia',
      last_name: 'New',
    }
    const taken = await signUpResponse(platform, signUp(fields))
    expect(taken.headers.get('location')).toBe('/sign-up?problem=taken')
    const weak = await signUpResponse(platform, signUp({ ...fields, password: 'short' }))
    expect(weak.headers.get('location')).toBe('/sign-up?problem=weak')
    expect(addUser).toHaveBeenCalledTimes(1)
  })

  it('logs a referral visit, keeps the code, and links the new customer after sign-up', async () => {
    // Records who each referral call was made for: the customer in context, or nobody (a visit).
    const logReferral = vi.fn((code: string, input: { referee_user_id?: number }) =>
      Effect.serviceOption(Customer).pipe(
        Effect.map((customer) => {
          logged.push([code, input, Option.getOrUndefined(customer)])
          return input.referee_user_id
            ? { code: 'ANA-STUDIO', referee_user_id: 9 }
            : { code: 'ANA-STUDIO', visit_id: 'v-1' }
        }),
      ),
    )
    const logged: unknown[] = []
    const checkReferee = vi.fn(() => Effect.succeed({ eligible: true, activity: [] }))
    const platform = testPlatform({
      Rewards: { logReferral, checkReferee },
      Identity: {
        addUser: () => Effect.succeed({ id: 9, email_address: valid.email_address }),
        login: () => Effect.succeed({ user: { id: 9, email_address: valid.email_address }, tokens }),
      },
    })
    const visit = await referralVisit(platform, request('/studio?referral_code=ANA-STUDIO&x=1'))
    expect(visit?.headers.get('location')).toBe('/studio?x=1')
    const kept = responseCookies(visit!)['__Host-referral_production-1']?.value
    expect(kept).toBe('ANA-STUDIO')
    const fields = {
      email: valid.email_address,
      password: valid.password,
      first_name: 'Nia',
      last_name: 'New',
    }
    const response = await signUpResponse(platform, signUp(fields, { '__Host-referral_production-1': kept! }))
    expect(response.headers.get('location')).toBe('/sign-up/survey?referral=eligible')
    // §3's field, not the stand-in's visit id (decision 249): the new customer is the code's referee.
    expect(logged.at(-1)).toEqual([
      'ANA-STUDIO',
      { referee_user_id: 9 },
      { accessToken: 'at-new', userId: 0 },
    ])
    expect(checkReferee).toHaveBeenCalledWith('ANA-STUDIO', 9)
  })

  it('keeps a trial through sign-up and its refusals, and ends it at the product’s download', async () => {
    const platform = testPlatform({
      Identity: {
        addUser: () => Effect.succeed({ id: 9, email_address: valid.email_address }),
        login: () => Effect.succeed({ user: { id: 9, email_address: valid.email_address }, tokens }),
      },
    })
    const fields = {
      email: valid.email_address,
      password: valid.password,
      first_name: 'Nia',
      last_name: 'New',
      trial: 'dj/pro',
    }
    const created = await signUpResponse(platform, signUp(fields))
    expect(created.headers.get('location')).toBe('/sign-up/survey?trial=dj%2Fpro')
    const weak = await signUpResponse(platform, signUp({ ...fields, password: 'short' }))
    expect(weak.headers.get('location')).toBe('/sign-up?problem=weak&trial=dj%2Fpro')
    const unknown = await signUpResponse(platform, signUp({ ...fields, trial: 'photoshop' }))
    expect(unknown.headers.get('location')).toBe('/sign-up/survey')
    const skipped = await surveyResponse(platform, survey({ trial: 'studio' }))
    expect(skipped.headers.get('location')).toBe('/studio/downloads')
    const plain = await surveyResponse(platform, survey({}))
    expect(plain.headers.get('location')).toBe('/account?welcome=1')
  })
})
