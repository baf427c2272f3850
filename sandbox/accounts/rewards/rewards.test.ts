import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appBasic, call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'
import { anaReferralCode } from './seed.ts'

let accounts: TestAccounts
const token: Record<string, string> = {}
beforeAll(async () => {
  accounts = await startTestAccounts()
  token.ana = (await login(accounts.url)).tokens.access.token
  token.ben = (await login(accounts.url, 'ben@example.com', 'Studio-Demo-2')).tokens.access.token
  token.cleo = (await login(accounts.url, 'cleo@example.com', 'Studio-Demo-3')).tokens.access.token
  token.admin = (await login(accounts.url, 'admin@example.com', 'Admin-Demo-9')).tokens.access.token
})
afterAll(() => accounts.close())

const api = '/rewards/api/v1'
const log = (code: string, json: object = {}, bearer?: string) =>
  call(accounts.url, 'POST', `${api}/referralcode/${code}/log`, { json, bearer })
const anaView = async () =>
  (await call(accounts.url, 'GET', `${api}/me/referralcampaign/1`, { bearer: token.ana })).body

describe('referral campaigns and rewards', () => {
  it('lists campaigns without sign-in, one by id, 404 for an unknown one', async () => {
    const list = await call(accounts.url, 'GET', `${api}/referralcampaigns`)
    expect(list.body.items.map((c: { id: number }) => c.id)).toEqual([1, 2])
    const one = await call(accounts.url, 'GET', `${api}/referralcampaigns/1`)
    expect(one.body).toEqual(list.body.items[0])
    expect(Object.keys(one.body).sort()).toEqual([
      'eligibility',
      'ends_at',
      'goals',
      'id',
      'incentives',
      'name',
      'product_id',
    ])
    expect((await call(accounts.url, 'GET', `${api}/referralcampaigns/9`)).status).toBe(404)
  })

  it('gives the Studio campaign an end date 180 days after seeding and the Sample one none', async () => {
    const studio = (await call(accounts.url, 'GET', `${api}/referralcampaigns/1`)).body
    const days = (Date.parse(studio.ends_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(179)
    expect(days).toBeLessThanOrEqual(180)
    expect((await call(accounts.url, 'GET', `${api}/referralcampaigns/2`)).body.ends_at).toBeNull()
  })

  it("shows ana her code, link base, referees' activity, her reward and her eligibility", async () => {
    const view = await anaView()
    expect(view).toMatchObject({
      id: 1,
      referral_code: anaReferralCode,
      base_url: 'https://www.example.com/studio/free-trial',
      eligible_for_referral_incentive: true,
    })
    expect(view.referee_activity.map((a: { activity: string }) => a.activity)).toEqual(['visit', 'sign_up'])
    const rewards = await call(accounts.url, 'GET', `${api}/me/rewards`, { bearer: token.ana })
    expect(rewards.body.items).toEqual(view.referrer_activity)
    expect(rewards.body.items[0]).toMatchObject({
      code: anaReferralCode,
      referrer_user_id: 1001,
      referee_user_id: 1002,
    })
  })

  it('makes a code on first request for other customers; a trial holder is not eligible for the incentive', async () => {
    const ben = await call(accounts.url, 'GET', `${api}/me/referralcampaign/1`, { bearer: token.ben })
    expect(ben.body.referral_code).toMatch(/^BEN-[0-9A-F]{6}$/)
    expect(ben.body.eligible_for_referral_incentive).toBe(false)
    const again = await call(accounts.url, 'GET', `${api}/me/referralcampaign/1`, { bearer: token.ben })
    expect(again.body.referral_code).toBe(ben.body.referral_code)
    expect(
      (await call(accounts.url, 'GET', `${api}/me/referralcampaign/9`, { bearer: token.ben })).status,
    ).toBe(404)
    expect((await call(accounts.url, 'GET', `${api}/me/rewards`)).status).toBe(403)
  })

  it("follows a visitor from ana's link through sign-up into her referee activity and rewards", async () => {
    const visit = await log(anaReferralCode.toLowerCase())
    expect(visit.status).toBe(201)
    expect(visit.body).toMatchObject({ code: anaReferralCode, activity: 'visit' })
    const created = await call(accounts.url, 'POST', '/identity/api/v1/users', {
      basic: appBasic,
      json: {
        email_address: 'finn@example.com',
        password: 'Fresh-Pass-6',
        first_name: 'Finn',
        last_name: 'Fox',
      },
    })
    const finnId = created.body.id as number
    const finn = (await login(accounts.url, 'finn@example.com', 'Fresh-Pass-6')).tokens.access.token
    const linked = await log(
      anaReferralCode,
      { visit_id: visit.body.visit_id, referee_user_id: finnId },
      finn,
    )
    expect(linked.status).toBe(201)
    expect(linked.body.eligible).toBe(true)
    const view = await anaView()
    expect(view.referee_activity.slice(-2)).toEqual([
      expect.objectContaining({ visit_id: visit.body.visit_id, referee_user_id: finnId, activity: 'visit' }),
      expect.objectContaining({
        visit_id: visit.body.visit_id,
        referee_user_id: finnId,
        activity: 'sign_up',
      }),
    ])
    expect(view.referrer_activity.map((r: { referee_user_id: number }) => r.referee_user_id)).toEqual([
      1002,
      finnId,
    ])
    const check = await call(
      accounts.url,
      'GET',
      `${api}/referralcode/${anaReferralCode}/referee/${finnId}`,
      {
        bearer: finn,
      },
    )
    expect(check.body.eligible).toBe(true)
    expect(check.body.activity.map((a: { activity: string }) => a.activity)).toEqual(['visit', 'sign_up'])
    const repeat = await log(anaReferralCode, { referee_user_id: finnId }, finn)
    expect(repeat.status).toBe(200)
    expect((await anaView()).referrer_activity).toHaveLength(2)
  })

  it('records an existing customer arriving by a link as a sign-in, not eligible and without reward', async () => {
    const visit = await log(anaReferralCode)
    const linked = await log(anaReferralCode, { visit_id: visit.body.visit_id }, token.cleo)
    expect([linked.status, linked.body.eligible]).toEqual([201, false])
    expect(linked.body.activity.map((a: { activity: string }) => a.activity)).toEqual(['visit', 'sign_in'])
    expect((await anaView()).referrer_activity).toHaveLength(2)
  })

  it('refuses bad logs: unknown code, own code, another code, anonymous referee, foreign visit', async () => {
    expect((await log('NOPE-000000')).status).toBe(404)
    const own = await log(anaReferralCode, {}, token.ana)
    expect([own.status, own.body.code]).toEqual([400, 2012])
    const benCode = (await call(accounts.url, 'GET', `${api}/me/referralcampaign/1`, { bearer: token.ben }))
      .body.referral_code as string
    const other = await log(benCode, {}, token.cleo)
    expect(other.status).toBe(409)
    const anonymous = await log(anaReferralCode, { referee_user_id: 1003 })
    expect([anonymous.status, anonymous.body.code]).toEqual([403, 2000])
    const foreign = await log(benCode, { referee_user_id: 1900, visit_id: 'not-a-visit' }, token.admin)
    expect([foreign.status, foreign.body.code]).toEqual([400, 2012])
    const noReferee = await log(anaReferralCode, { visit_id: 'x' })
    expect([noReferee.status, noReferee.body.code]).toEqual([400, 2013])
    const ghost = await log(benCode, { referee_user_id: 424242 }, token.admin)
    expect([ghost.status, ghost.body.code]).toEqual([400, 1004])
  })

  it('answers the referee check to the referee, the code owner and admins only', async () => {
    const path = `${api}/referralcode/${anaReferralCode}/referee/1002`
    expect((await call(accounts.url, 'GET', path, { bearer: token.ana })).body.eligible).toBe(true)
    expect((await call(accounts.url, 'GET', path, { bearer: token.admin })).status).toBe(200)
    expect((await call(accounts.url, 'GET', path, { bearer: token.cleo })).status).toBe(403)
    const self = await call(accounts.url, 'GET', `${api}/referralcode/${anaReferralCode}/referee/1001`, {
      bearer: token.ana,
    })
    expect(self.body).toEqual({ eligible: false, activity: [] })
    const bad = await call(accounts.url, 'GET', `${api}/referralcode/${anaReferralCode}/referee/abc`, {
      bearer: token.ana,
    })
    expect(bad.body.code).toBe(2012)
    expect(accounts.unhandled).toEqual([])
  })

  // Last: it moves the stand-in's clock past the Studio campaign's end.
  it('ends a campaign at its end date: gone from the list, 404 by id; one without an end runs on', async () => {
    accounts.advance(181 * 86_400)
    const list = await call(accounts.url, 'GET', `${api}/referralcampaigns`)
    expect(list.body.items.map((c: { id: number }) => c.id)).toEqual([2])
    expect((await call(accounts.url, 'GET', `${api}/referralcampaigns/1`)).status).toBe(404)
    expect((await log(anaReferralCode)).status).toBe(404)
    expect((await call(accounts.url, 'GET', `${api}/referralcampaigns/2`)).status).toBe(200)
    expect(accounts.unhandled).toEqual([])
  })
})
