import { Effect } from 'effect'
import { describe, expect, it, vi } from 'vitest'
import { request, site, testPlatform } from '../../identity/testing.ts'
import { commandResponse } from '../registry.server.ts'
import { profileChangeOf } from './change.ts'

const session = { 'access_token_production-1': 'at', 'refresh_token_production-1': 'rt' }
const post = (name: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v)
  return request(`/api/account/command/${name}`, {
    method: 'POST',
    cookies: session,
    body,
    headers: {
      origin: site,
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
  })
}
const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(key, v)
  return data
}

describe('profile changes from a form', () => {
  it('types the values with the service rules; a cleared checkbox (hidden false, no true) is false', () => {
    expect(
      profileChangeOf(
        form({
          city: ' Lyon ',
          threads_per_page: '40',
          auto_read: ['false', 'true'],
          notify_private: 'false',
          company: '',
        }),
      ),
    ).toEqual({
      ok: true,
      input: { city: 'Lyon', threads_per_page: 40, auto_read: true, notify_private: false },
    })
  })

  it.each([
    [{ dj_name: '<b>DJ</b>', city: 'x'.repeat(101) }, 5023],
    [{ postcode: '75 001 !' }, 2012],
    [{ country_code: 'XX' }, 1004],
    [{ company: '' }, 2013],
  ])('refuses %j with %i', (fields, code) => {
    expect(profileChangeOf(form(fields))).toEqual({
      ok: false,
      failure: { _tag: 'ApiError', status: 400, code },
    })
  })
})

describe('profile commands', () => {
  it('sends nothing to the service when a field holds HTML, and answers 5023', async () => {
    const updateProfile = vi.fn(() => Effect.die('must not be called'))
    const platform = testPlatform({ Profile: { updateProfile } })
    const response = await commandResponse(
      platform,
      post('updateProfile', { first_name: '<i>Ana</i>' }),
      'updateProfile',
    )
    await expect(response.json()).resolves.toMatchObject({ ok: false, failure: { code: 5023 } })
    expect(updateProfile).not.toHaveBeenCalled()
  })

  it('saves a valid change with the typed values', async () => {
    const updateProfile = vi.fn(() => Effect.succeed({ user_id: 1 }))
    const platform = testPlatform({ Profile: { updateProfile } })
    const response = await commandResponse(
      platform,
      post('updateProfile', { city: 'Lyon', global_contact_status: '2' }),
      'updateProfile',
    )
    await expect(response.json()).resolves.toEqual({ ok: true })
    expect(updateProfile).toHaveBeenCalledWith({ city: 'Lyon', global_contact_status: 2 })
  })

  it('joins a beta by its id and refuses a malformed id before any call', async () => {
    const joinBetaProgram = vi.fn(() =>
      Effect.succeed({ beta_program: { id: 2, name: 'b' }, active: true, banned: false }),
    )
    const platform = testPlatform({ Profile: { joinBetaProgram } })
    await commandResponse(platform, post('joinBeta', { betaProgramId: '2' }), 'joinBeta')
    expect(joinBetaProgram).toHaveBeenCalledWith(2)
    const bad = await commandResponse(platform, post('joinBeta', { betaProgramId: '2; drop' }), 'joinBeta')
    await expect(bad.json()).resolves.toMatchObject({ failure: { code: 2012 } })
    expect(joinBetaProgram).toHaveBeenCalledTimes(1)
  })
})
