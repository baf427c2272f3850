import { describe, expect, it } from 'vitest'
import {
  canTransition,
  deliveredStatuses,
  initialStatus,
  isFinal,
  isLifecycleStatus,
  type LifecycleStatus,
  lifecycleStatuses,
  previewStatuses,
  transitions,
} from './lifecycle.ts'

const allPairs = lifecycleStatuses.flatMap((from) => lifecycleStatuses.map((to) => [from, to] as const))

describe('notification lifecycle', () => {
  it('allows exactly the chosen moves (decision 110)', () => {
    const allowed = allPairs.filter(([from, to]) => canTransition(from, to)).map((p) => p.join('→'))
    expect(allowed.sort()).toEqual(
      [
        'draft→scheduled',
        'scheduled→draft',
        'scheduled→live',
        'live→paused',
        'live→ended',
        'paused→live',
        'paused→ended',
      ].sort(),
    )
  })

  it('never counts staying put as a transition', () => {
    for (const status of lifecycleStatuses) expect(canTransition(status, status)).toBe(false)
  })

  it('only names known statuses as targets', () => {
    for (const targets of Object.values(transitions)) {
      for (const to of targets) expect(isLifecycleStatus(to)).toBe(true)
    }
  })

  it('reaches every status from the initial one, and ended only is final', () => {
    const seen = new Set<LifecycleStatus>([initialStatus])
    const queue: LifecycleStatus[] = [initialStatus]
    while (queue.length > 0) {
      for (const to of transitions[queue.shift()!]) {
        if (!seen.has(to)) {
          seen.add(to)
          queue.push(to)
        }
      }
    }
    expect([...seen].sort()).toEqual([...lifecycleStatuses].sort())
    expect(lifecycleStatuses.filter(isFinal)).toEqual(['ended'])
  })

  it('recognises statuses and rejects anything else', () => {
    expect(isLifecycleStatus('live')).toBe(true)
    expect(isLifecycleStatus('LIVE')).toBe(false)
    expect(isLifecycleStatus('archived')).toBe(false)
    expect(isLifecycleStatus(3)).toBe(false)
  })

  it('delivers live items to customers and lets test users preview unfinished ones, never paused or ended', () => {
    expect(deliveredStatuses).toEqual(['live'])
    expect(previewStatuses).toContain('draft')
    expect(previewStatuses).not.toContain('paused')
    expect(previewStatuses).not.toContain('ended')
  })
})
