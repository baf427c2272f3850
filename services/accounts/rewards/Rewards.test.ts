import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { asCustomer } from '../http/customer.ts'
import { jsonResponse, type SeenRequest, scriptedService } from '../http/testing.ts'
import { makeRewards, Rewards, type RewardsShape } from './Rewards.ts'

const me = { accessToken: 'at', userId: 0 }
const campaign = { id: 1, name: 'Invite a friend', product_id: 1, goals: [], incentives: {}, eligibility: {} }
const reward = { id: 1, campaign_id: 1, code: 'ANA-STUDIO', referrer_user_id: 1001, voucher_id: 90000 }
const activity = { visit_id: 'v', referee_user_id: 9, activity: 'sign_up', created_at: 'x' }

type Case = {
  name: keyof RewardsShape
  call: (r: RewardsShape) => Effect.Effect<unknown, unknown>
  answer: unknown
  request: [method: string, path: string, auth: string | null]
  body?: unknown
}

const cases: Case[] = [
  {
    name: 'listRewards',
    call: (r) => r.listRewards().pipe(asCustomer(me)),
    answer: { items: [reward] },
    request: ['GET', '/api/v1/me/rewards', 'Bearer at'],
  },
  {
    name: 'listCampaigns',
    call: (r) => r.listCampaigns(),
    answer: { items: [campaign] },
    request: ['GET', '/api/v1/referralcampaigns', null],
  },
  {
    name: 'getCampaign',
    call: (r) => r.getCampaign(2),
    answer: campaign,
    request: ['GET', '/api/v1/referralcampaigns/2', null],
  },
  {
    name: 'getMyCampaign',
    call: (r) => r.getMyCampaign(1).pipe(asCustomer(me)),
    answer: {
      ...campaign,
      base_url: 'http://site/studio',
      referral_code: 'ANA-STUDIO',
      referee_activity: [activity],
      referrer_activity: [reward],
      eligible_for_referral_incentive: true,
    },
    request: ['GET', '/api/v1/me/referralcampaign/1', 'Bearer at'],
  },
  {
    name: 'checkReferee',
    call: (r) => r.checkReferee('ANA STUDIO', 9).pipe(asCustomer(me)),
    answer: { eligible: true, activity: [activity] },
    request: ['GET', '/api/v1/referralcode/ANA%20STUDIO/referee/9', 'Bearer at'],
  },
  {
    name: 'logReferral',
    call: (r) =>
      r
        .logReferral('ANA-STUDIO', {
          referrer_user_id: 1001,
          referee_user_id: 9,
          voucher_id: 90_001,
          product_id: 3,
          voucher_type_id: 7,
          voucher_batch_id: 11,
        })
        .pipe(asCustomer(me)),
    answer: { code: 'ANA-STUDIO', referee_user_id: 9, eligible: true, activity: [activity] },
    request: ['POST', '/api/v1/referralcode/ANA-STUDIO/log', 'Bearer at'],
    body: {
      referrer_user_id: 1001,
      referee_user_id: 9,
      voucher_id: 90_001,
      product_id: 3,
      voucher_type_id: 7,
      voucher_batch_id: 11,
    },
  },
]

// The stand-in serves each service under its name (/rewards/...); the real one at its own host.
const shapeOf = (seen: SeenRequest) => [
  seen.method,
  seen.url.pathname.replace(/^\/rewards/, ''),
  seen.headers.get('authorization'),
]

describe('Rewards calls (spec §7)', () => {
  it('has a tested case for every method', async () => {
    const { run } = scriptedService(Rewards, makeRewards, jsonResponse(200, { items: [] }))
    let methods: string[] = []
    await run((r) => {
      methods = Object.keys(r)
      return r.listCampaigns()
    })
    expect(methods.sort()).toEqual(cases.map((c) => c.name).sort())
  })

  it.each(cases)('$name sends its request and decodes the answer', async (c) => {
    const { run, seen } = scriptedService(Rewards, makeRewards, jsonResponse(200, c.answer))
    const exit = await run(c.call)
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(shapeOf(seen[0]!)).toEqual(c.request)
    expect(seen[0]?.body ? JSON.parse(seen[0].body) : undefined).toEqual(c.body)
  })

  it('logs an anonymous visit without an Authorization header', async () => {
    const { run, seen } = scriptedService(
      Rewards,
      makeRewards,
      jsonResponse(201, { code: 'ANA-STUDIO', visit_id: 'v1', activity: 'visit' }),
    )
    const exit = await run((r) => r.logReferral('ANA-STUDIO', {}))
    expect(exit).toMatchObject({ _tag: 'Success', value: { visit_id: 'v1' } })
    expect(seen[0]?.headers.get('authorization')).toBeNull()
  })

  it('keeps a second code for the same customer typed (409)', async () => {
    const { run } = scriptedService(Rewards, makeRewards, jsonResponse(409, { error: 'again', code: 1010 }))
    const exit = await run((r) => r.logReferral('X-1', { referee_user_id: 9 }).pipe(asCustomer(me)))
    expect(JSON.stringify(exit)).toContain('409')
  })

  it('keeps the campaigns and each campaign for every caller: they name no customer (decision 286)', async () => {
    const { run, seen } = scriptedService(Rewards, makeRewards, (request) =>
      jsonResponse(
        200,
        request.url.pathname.endsWith('/referralcampaigns') ? { items: [campaign] } : campaign,
      ),
    )
    const exit = await run((r) =>
      Effect.all([
        r.listCampaigns(),
        r.listCampaigns(),
        r.getCampaign(2),
        r.getCampaign(2),
        r.getCampaign(3),
      ]),
    )
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(seen.map((r) => r.url.pathname.replace(/^.*\/api\/v1/, ''))).toEqual([
      '/referralcampaigns',
      '/referralcampaigns/2',
      '/referralcampaigns/3',
    ])
  })
})
