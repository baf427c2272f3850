import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { asCustomer } from '../http/customer.ts'
import { jsonResponse, type SeenRequest, scriptedService } from '../http/testing.ts'
import { makeProfile, Profile, type ProfileShape } from './Profile.ts'

const me = { accessToken: 'at', userId: 0 }
const profile = { user_id: 7, email_address: 'a@example.com', first_name: 'Ana', avatar: null }
const program = {
  id: 1,
  name: 'Studio beta',
  active: true,
  qualifying_license_type_ids: [101],
  download_url: null,
}
const membership = { beta_program: { ...program, download_url: 'https://dl/x' }, active: true, banned: false }
const code = { user_id: 7, promotion_code: 'CMX-1', promotion_name: 'cloudmix', user_added_at: '2026-01-01' }

type Case = {
  name: string
  call: (p: ProfileShape) => ReturnType<ProfileShape[keyof ProfileShape]>
  answer: Response
  request: [method: string, path: string, auth: string | null]
  body?: unknown
  query?: Record<string, string>
}

const basic = `Basic ${btoa('app:secret')}`
const cases: Case[] = [
  {
    name: 'findProfiles',
    call: (p) => p.findProfiles('b@example.com').pipe(asCustomer(me)),
    answer: jsonResponse(200, { items: [profile] }),
    request: ['GET', '/api/v1/users', 'Bearer at'],
    query: { email_address: 'b@example.com' },
  },
  {
    name: 'getProfile',
    call: (p) => p.getProfile().pipe(asCustomer(me)),
    answer: jsonResponse(200, profile),
    request: ['GET', '/api/v1/me', 'Bearer at'],
  },
  {
    name: 'updateProfile',
    call: (p) => p.updateProfile({ city: 'Austin', auto_read: false }).pipe(asCustomer(me)),
    answer: jsonResponse(200, profile),
    request: ['PUT', '/api/v1/me', 'Bearer at'],
    body: { city: 'Austin', auto_read: false },
  },
  {
    name: 'createUploadUrl',
    call: (p) => p.createUploadUrl('image/png').pipe(asCustomer(me)),
    answer: jsonResponse(200, { method: 'PUT', url: 'https://up/1', expires: '2026-01-01T00:15:00Z' }),
    request: ['POST', '/api/v1/me/fileuploadurl', 'Bearer at'],
    body: { upload_type: 'avatar', content_type: 'image/png' },
  },
  {
    name: 'setAvatar',
    call: (p) => p.setAvatar().pipe(asCustomer(me)),
    answer: jsonResponse(200, { ...profile, avatar: { ts: 1, thumb: 't', mid: 'm', full: 'f' } }),
    request: ['PUT', '/api/v1/me/avatar', 'Bearer at'],
  },
  {
    name: 'removeAvatar',
    call: (p) => p.removeAvatar().pipe(asCustomer(me)),
    answer: new Response(null, { status: 204 }),
    request: ['DELETE', '/api/v1/me/avatar', 'Bearer at'],
  },
  {
    name: 'listBetaPrograms',
    call: (p) => p.listBetaPrograms(),
    answer: jsonResponse(200, { items: [program] }),
    request: ['GET', '/api/v1/betaprograms', null],
  },
  {
    name: 'listMyBetaPrograms',
    call: (p) => p.listMyBetaPrograms().pipe(asCustomer(me)),
    answer: jsonResponse(200, { items: [membership] }),
    request: ['GET', '/api/v1/me/betaprograms', 'Bearer at'],
  },
  {
    name: 'joinBetaProgram',
    call: (p) => p.joinBetaProgram(1).pipe(asCustomer(me)),
    answer: jsonResponse(201, membership),
    request: ['POST', '/api/v1/me/betaprograms', 'Bearer at'],
    body: { beta_program_id: 1 },
  },
  {
    name: 'leaveBetaProgram',
    call: (p) => p.leaveBetaProgram(2).pipe(asCustomer(me)),
    answer: new Response(null, { status: 204 }),
    request: ['DELETE', '/api/v1/me/betaprograms/2', 'Bearer at'],
  },
  {
    name: 'validateBetaPrograms',
    call: (p) => p.validateBetaPrograms().pipe(asCustomer(me)),
    answer: jsonResponse(200, { items: [membership] }),
    request: ['POST', '/api/v1/me/betaprograms/validateall', 'Bearer at'],
  },
  {
    name: 'sendSurvey',
    call: (p) => p.sendSurvey({ heard_from: 'friend' }).pipe(asCustomer(me)),
    answer: jsonResponse(201, { id: 1, user_id: 7, survey: { heard_from: 'friend' }, created_at: 'x' }),
    request: ['POST', '/api/v1/me/survey', 'Bearer at'],
    body: { survey: { heard_from: 'friend' } },
  },
  {
    name: 'checkTracking',
    call: (p) => p.checkTracking({ country_code: 'DE', consent: 'granted' }).pipe(asCustomer(me)),
    answer: jsonResponse(200, { allow_tracking: true, country_code: 'DE', reason: 'consent_granted' }),
    request: ['GET', '/api/v1/allowtracking', 'Bearer at'],
    query: { country_code: 'DE', consent: 'granted' },
  },
  {
    name: 'listPartnerPromotions',
    call: (p) => p.listPartnerPromotions().pipe(asCustomer(me)),
    answer: jsonResponse(200, { items: [code] }),
    request: ['GET', '/api/v1/me/partnerpromotions', 'Bearer at'],
  },
  {
    name: 'claimPartnerCode',
    call: (p) => p.claimPartnerCode({ user_id: 7, promotion_name: 'cloudmix' }),
    answer: jsonResponse(201, code),
    request: ['POST', '/api/v1/partnerpromotions/code', basic],
    body: { user_id: 7, promotion_name: 'cloudmix' },
  },
]

// The stand-in serves each service under its name (/profile/...); the real one at its own host.
const shapeOf = (seen: SeenRequest) => [
  seen.method,
  seen.url.pathname.replace(/^\/profile/, ''),
  seen.headers.get('authorization'),
]

describe('Profile calls (spec §7)', () => {
  it('has a tested case for every method', async () => {
    const { run } = scriptedService(Profile, makeProfile, jsonResponse(200, {}))
    let methods: string[] = []
    await run((p) => {
      methods = Object.keys(p)
      return p.removeAvatar().pipe(asCustomer(me))
    })
    expect(methods.sort()).toEqual(cases.map((c) => c.name).sort())
  })

  it.each(cases)('$name sends its request and decodes the answer', async (c) => {
    const { run, seen } = scriptedService(Profile, makeProfile, c.answer)
    const exit = await run((p) => c.call(p) as Effect.Effect<unknown, unknown>)
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(shapeOf(seen[0]!)).toEqual(c.request)
    expect(seen[0]?.body ? JSON.parse(seen[0].body) : undefined).toEqual(c.body)
    if (c.query) expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual(c.query)
  })

  it('keeps the catalogue codes typed: 5023 on HTML, 2000 for a beta the customer does not qualify for', async () => {
    const html = scriptedService(
      Profile,
      makeProfile,
      jsonResponse(400, { error: 'HTML', code: 5023 }, { 'x-serato-errorcode': '5023' }),
    )
    const exit = await html.run((p) => p.updateProfile({ city: '<b>x</b>' }).pipe(asCustomer(me)))
    expect(exit).toMatchObject({ _tag: 'Failure' })
    expect(JSON.stringify(exit)).toContain('5023')
    const denied = scriptedService(Profile, makeProfile, jsonResponse(403, { error: 'no', code: 2000 }))
    const joined = await denied.run((p) => p.joinBetaProgram(1).pipe(asCustomer(me)))
    expect(JSON.stringify(joined)).toContain('AccessDenied')
  })

  it('refuses an answer without the fields the screens need', async () => {
    const { run } = scriptedService(Profile, makeProfile, jsonResponse(200, { first_name: 'no id' }))
    expect(JSON.stringify(await run((p) => p.getProfile().pipe(asCustomer(me))))).toContain('DecodeError')
  })

  it('keeps the beta programs on offer for every caller: they name no customer (decision 286)', async () => {
    const { run, seen } = scriptedService(Profile, makeProfile, jsonResponse(200, { items: [program] }))
    const exit = await run((p) =>
      Effect.all([p.listBetaPrograms(), p.listBetaPrograms().pipe(asCustomer(me))]),
    )
    expect(exit).toMatchObject({ _tag: 'Success', value: [{ items: [{}] }, { items: [{}] }] })
    expect(seen).toHaveLength(1)
  })
})
