/** Shared set-up for this service's tests: a server, tokens for the admin and two customers, and makers. */

import { type CallOptions, call, login, startTestAccounts, type TestAccounts } from '../test-support.ts'
import { mayMove, type Status, statuses } from './status.ts'

export interface Fixture {
  readonly accounts: TestAccounts
  readonly admin: string
  readonly ana: string
  readonly ben: string
  api(method: string, path: string, options?: CallOptions): ReturnType<typeof call>
}

export async function startFixture(): Promise<Fixture> {
  const accounts = await startTestAccounts()
  const token = async (email: string, password: string) =>
    (await login(accounts.url, email, password)).tokens.access.token
  const [admin, ana, ben] = await Promise.all([
    token('admin@example.com', 'Admin-Demo-9'),
    token('ana@example.com', 'Studio-Demo-1'),
    token('ben@example.com', 'Studio-Demo-2'),
  ])
  return {
    accounts,
    admin,
    ana,
    ben,
    api: (method, path, options) => call(accounts.url, method, `/notifications${path}`, options),
  }
}

const hour = 3_600_000
export const window = (fromHours: number, toHours: number) => ({
  starts_at: new Date(Date.now() + fromHours * hour).toISOString(),
  ends_at: new Date(Date.now() + toHours * hour).toISOString(),
})

export async function newCampaign(f: Fixture, fields: Record<string, unknown> = {}) {
  const created = await f.api('POST', '/api/v2/campaigns', {
    bearer: f.admin,
    json: { name: 'Test campaign', anonymous: true, ...window(-1, 24), ...fields },
  })
  if (created.status !== 201) throw new Error(`campaign: ${created.status} ${created.text}`)
  return created.body as { id: number; status: Status }
}

export async function newNotification(f: Fixture, campaignId: number, fields: Record<string, unknown> = {}) {
  const created = await f.api('POST', '/api/v2/notifications', {
    bearer: f.admin,
    json: { name: 'Test note', campaign_id: campaignId, type: 'system', template_name: 'banner', ...fields },
  })
  if (created.status !== 201) throw new Error(`notification: ${created.status} ${created.text}`)
  return created.body as { id: number; status: Status }
}

/** The statuses to pass through, after draft, to reach `target` (breadth first over the lifecycle). */
export function pathTo(target: Status): Status[] {
  const paths = new Map<Status, Status[]>([['draft', []]])
  const queue: Status[] = ['draft']
  while (queue.length > 0) {
    const from = queue.shift()!
    for (const to of statuses) {
      if (!paths.has(to) && mayMove(from, to)) {
        paths.set(to, [...paths.get(from)!, to])
        queue.push(to)
      }
    }
  }
  return paths.get(target)!
}

/** Every ordered pair of different statuses, split by whether the lifecycle allows it. */
export const statusPairs = statuses.flatMap((from) =>
  statuses.filter((to) => to !== from).map((to) => ({ from, to, allowed: mayMove(from, to) })),
)
