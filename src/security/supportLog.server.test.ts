import { describe, expect, it } from 'vitest'
import type { SupportAccess } from '../../models/accounts/supportAccess.ts'
import { memoryShared } from '../scale/shared.ts'
import { createSupportLog } from './supportLog.server.ts'

const at = Date.parse('2026-11-26T12:00:00Z')
const entry = (adminId: number, userId: number, topics: SupportAccess['topics']): SupportAccess => ({
  at: new Date(at).toISOString(),
  adminId,
  adminName: `Admin ${adminId}`,
  adminEmail: `admin${adminId}@example.com`,
  userId,
  topics,
})

describe('the support log store', () => {
  it('keeps each customer’s reads apart and loses none of several at once', async () => {
    const log = createSupportLog(
      memoryShared(() => at),
      () => at,
    )
    await Promise.all([
      log.record(entry(9, 1001, ['profile'])),
      log.record(entry(9, 1001, ['licences'])),
      log.record(entry(8, 1001, ['orders'])),
      log.record(entry(9, 1002, ['subscriptions'])),
    ])
    const ana = await log.recent(1001)
    // Which write wins the lock first varies; every read is there either way.
    const topicsOf = (adminId: number) =>
      new Set(ana.filter((e) => e.adminId === adminId).flatMap((e) => e.topics))
    expect(topicsOf(9)).toEqual(new Set(['profile', 'licences']))
    expect(topicsOf(8)).toEqual(new Set(['orders']))
    expect((await log.recent(1002)).map((e) => e.topics)).toEqual([['subscriptions']])
    expect(await log.recent(1003)).toEqual([])
  })
})
