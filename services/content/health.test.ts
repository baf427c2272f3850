import { describe, expect, it } from 'vitest'
import { ContentUnavailable } from './errors.ts'
import { contentHealth } from './health.ts'
import { toUnavailable } from './transport.ts'

const refused = () =>
  toUnavailable(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }))

describe('the content breaker', () => {
  it('names why fetch failed, so a refused connection is told from a passing blip', () => {
    expect(refused().detail).toContain('ECONNREFUSED')
  })

  it('fails fast once the service is down, lets one trial through per interval, and closes on success', () => {
    let now = 0
    const health = contentHealth(1000, () => now)
    expect(health.admit()).toBe(true)
    health.failed(refused(), true)
    expect(health.down).toBe(true)
    expect(health.admit()).toBe(false)
    now = 1000
    expect(health.admit()).toBe(true)
    expect(health.admit()).toBe(false)
    health.succeeded()
    expect(health.admit()).toBe(true)
  })

  it('stays closed for a query the service refused (4xx): the service is up', () => {
    const health = contentHealth()
    health.failed(new ContentUnavailable({ reason: 'client', statusCode: 400, detail: 'bad query' }))
    expect(health.down).toBe(false)
  })

  it('opens on a run of outage failures with no success between, not on one', () => {
    const health = contentHealth(1000, () => 0, 3)
    const serverError = () => new ContentUnavailable({ reason: 'server', statusCode: 503, detail: '503' })
    health.failed(serverError())
    health.failed(serverError())
    health.succeeded()
    health.failed(serverError())
    health.failed(serverError())
    expect(health.down).toBe(false)
    health.failed(serverError())
    expect(health.down).toBe(true)
  })
})
