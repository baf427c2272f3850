import { describe, expect, it } from 'vitest'
import { createdAs, hasEnded, isStatus, mayMove, shownStatuses, statuses } from './status.ts'

describe('campaign and notification statuses (decision 110)', () => {
  it('accept exactly the chosen moves', () => {
    const accepted = statuses.flatMap((from) =>
      statuses.filter((to) => mayMove(from, to)).map((to) => `${from}>${to}`),
    )
    expect(accepted.sort()).toEqual(
      [
        'draft>scheduled',
        'scheduled>draft',
        'scheduled>live',
        'live>paused',
        'paused>live',
        'live>ended',
        'paused>ended',
      ].sort(),
    )
  })

  it('start as draft, and only ended is final', () => {
    expect(createdAs).toBe('draft')
    expect(statuses.filter(hasEnded)).toEqual(['ended'])
    for (const to of statuses) expect(mayMove('ended', to)).toBe(false)
  })

  it('know the five statuses and nothing else', () => {
    expect(statuses.every(isStatus)).toBe(true)
    for (const other of ['LIVE', 'archived', '', 3, null]) expect(isStatus(other)).toBe(false)
  })

  it('show customers live items only, and test users the unfinished ones too, never paused or ended', () => {
    expect(shownStatuses(false)).toEqual(['live'])
    expect([...shownStatuses(true)].sort()).toEqual(['draft', 'live', 'scheduled'])
  })
})
