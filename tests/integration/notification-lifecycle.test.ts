/**
 * The site's notification lifecycle (models/notifications/lifecycle.ts, which draws the console's
 * buttons) against the notifications service, whose rules the stand-in states on its own. Every move
 * the site offers must be one the service makes, and every move it hides one the service refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  canTransition,
  deliveredStatuses,
  initialStatus,
  isFinal,
  type LifecycleStatus,
  lifecycleStatuses,
  previewStatuses,
} from '../../models/notifications/lifecycle.ts'
import { mayMove, shownStatuses, statuses } from '../../sandbox/accounts/notifications/status.ts'
import {
  type Fixture,
  newCampaign,
  newNotification,
  startFixture,
} from '../../sandbox/accounts/notifications/test-helpers.ts'

/** The site's way from draft to `target`, breadth first over the site's own table. */
function sitePathTo(target: LifecycleStatus): LifecycleStatus[] {
  const paths = new Map<LifecycleStatus, LifecycleStatus[]>([[initialStatus, []]])
  const queue = [initialStatus]
  for (let from = queue.shift(); from !== undefined; from = queue.shift()) {
    for (const to of lifecycleStatuses) {
      if (paths.has(to) || !canTransition(from, to)) continue
      paths.set(to, [...paths.get(from)!, to])
      queue.push(to)
    }
  }
  const path = paths.get(target)
  if (!path) throw new Error(`the site's lifecycle never reaches ${target}`)
  return path
}

const pairs = lifecycleStatuses.flatMap((from) =>
  lifecycleStatuses.filter((to) => to !== from).map((to) => ({ from, to, offered: canTransition(from, to) })),
)

describe('notification lifecycle: the site against the service', () => {
  it('name the same statuses, moves and audiences', () => {
    expect([...lifecycleStatuses].sort()).toEqual([...statuses].sort())
    for (const { from, to, offered } of pairs) expect(mayMove(from, to), `${from} → ${to}`).toBe(offered)
    expect([...shownStatuses(false)].sort()).toEqual([...deliveredStatuses].sort())
    expect([...shownStatuses(true)].sort()).toEqual([...previewStatuses].sort())
  })

  describe.each(['campaigns', 'notifications'] as const)('the running stand-in, for %s', (kind) => {
    let f: Fixture
    let campaign: number
    beforeAll(async () => {
      f = await startFixture()
      campaign = (await newCampaign(f)).id
    })
    afterAll(() => f.accounts.close())

    /** A new item, created as the site expects and moved along the site's path to `status`. */
    async function itemIn(status: LifecycleStatus): Promise<number> {
      const created = kind === 'campaigns' ? await newCampaign(f) : await newNotification(f, campaign)
      expect(created.status).toBe(initialStatus)
      for (const step of sitePathTo(status)) {
        const moved = await f.api('PUT', `/api/v2/${kind}/${created.id}`, {
          bearer: f.admin,
          json: { status: step },
        })
        expect(moved.status, `${kind} → ${step}`).toBe(200)
      }
      return created.id
    }

    it.each(pairs)(
      '$from → $to: the site offers it exactly when the service makes it',
      async ({ from, to, offered }) => {
        const id = await itemIn(from)
        const moved = await f.api('PUT', `/api/v2/${kind}/${id}`, { bearer: f.admin, json: { status: to } })
        expect(moved.status).toBe(offered ? 200 : 400)
        if (!offered) expect(moved.body.code).toBe(2012)
        // An item the site calls final takes no change at all, not even one that keeps its status.
        if (isFinal(from)) {
          const renamed = await f.api('PUT', `/api/v2/${kind}/${id}`, {
            bearer: f.admin,
            json: { name: 'Renamed' },
          })
          expect(renamed.status).toBe(400)
        }
      },
    )
  })
})
