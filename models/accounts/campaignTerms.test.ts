import { describe, expect, it } from 'vitest'
import { campaignTerms } from './campaignTerms.ts'
import type { Campaign } from './rewards.ts'

const campaign: Campaign = {
  id: 1,
  name: 'Invite a friend to Studio',
  goals: [
    { activity: 'visit', description: 'Your friend opens your link' },
    { activity: 'sign_up', description: 'Your friend creates an account', rewards_referrer: true },
  ],
  incentives: {
    referrer: { voucher_type_id: 7001, description: 'One free month per friend' },
    referee: { voucher_type_id: 7002, description: '20% off a first subscription' },
  },
  eligibility: { referee: 'a new account, not referred before', referrer_license_type_ids: [101] },
  ends_at: '2027-03-01T00:00:00.000Z',
}

describe('campaignTerms', () => {
  it("reads the steps (marking the one that earns the reward), both sides' incentives, who counts and the end", () => {
    expect(campaignTerms(campaign)).toEqual({
      steps: [
        { text: 'Your friend opens your link', rewards: false },
        { text: 'Your friend creates an account', rewards: true },
      ],
      reward: 'One free month per friend',
      friendOffer: '20% off a first subscription',
      whoCounts: 'a new account, not referred before',
      endsAt: '2027-03-01T00:00:00.000Z',
    })
  })

  it('takes plain strings as descriptions too', () => {
    const terms = campaignTerms({
      ...campaign,
      goals: ['Share the link'],
      incentives: { referrer: 'A sound pack', referee: 'A discount' },
      eligibility: { referee: 'Anyone new' },
    })
    expect(terms.steps).toEqual([{ text: 'Share the link', rewards: false }])
    expect([terms.reward, terms.friendOffer, terms.whoCounts]).toEqual([
      'A sound pack',
      'A discount',
      'Anyone new',
    ])
  })

  it('leaves out what it cannot read, never showing ids or raw structures', () => {
    const terms = campaignTerms({
      id: 2,
      name: 'Odd',
      goals: [{ activity: 'visit' }, 42, { description: '  ' }],
      incentives: [{ description: 'in a list' }],
      eligibility: 'everyone',
      ends_at: 'next spring',
    })
    expect(terms).toEqual({
      steps: [],
      reward: undefined,
      friendOffer: undefined,
      whoCounts: undefined,
      endsAt: undefined,
    })
  })

  it('has no end date when the service sets none', () => {
    expect(campaignTerms({ ...campaign, ends_at: null }).endsAt).toBeUndefined()
    expect(campaignTerms({ id: 3, name: 'Bare' }).steps).toEqual([])
  })
})
