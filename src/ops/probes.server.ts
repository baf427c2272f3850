/**
 * What `/readyz` asks (decision 223): the content service answers a tiny query (and its breaker is
 * closed), and Redis answers PING when the site runs on it. Each probe resolves with a problem in
 * words, or undefined when the dependency answers.
 */
import type { SanityClient } from '@sanity/client'
import { processHealth } from '../../services/content/health.ts'
import type { Shared } from '../scale/shared.ts'
import type { Probe } from './endpoints.server.ts'

export function contentProbe(client: SanityClient): Probe {
  return async () => {
    if (processHealth.down) return 'unreachable: reads fail fast until a trial read succeeds'
    await client.fetch('count(*[_id == $id])', { id: 'readyz' }, { tag: 'readyz' })
    return undefined
  }
}

export function redisProbe(shared: Shared): Probe {
  return async () => {
    await shared.ping()
    return undefined
  }
}
