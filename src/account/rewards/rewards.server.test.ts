/**
 * The rewards screen's read over the test layer: each campaign's published terms are read on their
 * own, so a failing one costs only that campaign's terms, never the links or the rewards.
 */
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../models/accounts/rewards.ts'
import { ServiceError } from '../../../services/accounts/http/errors.ts'
import { cookieNames } from '../../identity/cookies.ts'
import { request, testPlatform } from '../../identity/testing.ts'
import { runRead } from '../registry.server.ts'
import type { RewardsScreen } from './types.ts'

const broken = new ServiceError({
  service: 'rewards',
  method: 'GET',
  path: '',
  status: 500,
  code: undefined,
  message: '',
})
const tokens = { [cookieNames.access]: 'at', [cookieNames.refresh]: 'rt' }
const campaign = (id: number, name: string) => ({
  id,
  name,
  goals: [{ activity: 'sign_up', description: 'Your friend creates an account', rewards_referrer: true }],
  incentives: { referrer: { description: 'A free month' }, referee: { description: '20% off' } },
  eligibility: { referee: 'a new account' },
  ends_at: id === 1 ? '2027-05-01T00:00:00.000Z' : null,
})
const mine = (id: number) => ({
  ...campaign(id, `Campaign ${id}`),
  base_url: 'https://www.example.com/studio/free-trial',
  referral_code: `CODE-${id}`,
  referee_activity: [],
  referrer_activity: [],
})

async function screen(getCampaign: (id: number) => Effect.Effect<Campaign, ServiceError>) {
  const platform = testPlatform({
    Rewards: {
      listRewards: () => Effect.succeed({ items: [] }),
      listCampaigns: () => Effect.succeed({ items: [campaign(1, 'One'), campaign(2, 'Two')] }),
      getMyCampaign: (id: number) => Effect.succeed(mine(id)),
      getCampaign,
    },
  })
  const { value } = await runRead(
    platform,
    request('/account/rewards', { cookies: tokens }),
    'rewards',
    undefined,
  )
  if (value.status !== 'signedIn' || !value.ok) throw new Error(`the screen failed: ${JSON.stringify(value)}`)
  return value.value as RewardsScreen
}

describe('the rewards screen read', () => {
  it("adds each campaign's published terms: steps, both incentives, who counts, the end", async () => {
    const { campaigns } = await screen((id) => Effect.succeed(campaign(id, `Campaign ${id}`)))
    expect(campaigns.map((c) => c.terms)).toEqual([
      {
        ok: true,
        value: {
          steps: [{ text: 'Your friend creates an account', rewards: true }],
          reward: 'A free month',
          friendOffer: '20% off',
          whoCounts: 'a new account',
          endsAt: '2027-05-01T00:00:00.000Z',
        },
      },
      expect.objectContaining({ ok: true, value: expect.objectContaining({ endsAt: undefined }) }),
    ])
  })

  it("a failing campaign read costs only that campaign's terms: links and the other terms stay", async () => {
    const { campaigns } = await screen((id) =>
      id === 2 ? Effect.fail(broken) : Effect.succeed(campaign(id, 'One')),
    )
    expect(campaigns.map((c) => c.link)).toEqual([
      'https://www.example.com/studio/free-trial?referral_code=CODE-1',
      'https://www.example.com/studio/free-trial?referral_code=CODE-2',
    ])
    expect(campaigns[0]?.terms?.ok).toBe(true)
    expect(campaigns[1]?.terms).toEqual({ ok: false, failure: { _tag: 'ServiceError', status: 500 } })
  })
})
