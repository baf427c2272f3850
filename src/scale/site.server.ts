/**
 * The running site's one `Shared`, built once per process from the environment: Redis with `REDIS_URL`,
 * in-process otherwise. Everything shared across instances (the HTML cache and its invalidation, the
 * token-renewal single flight) takes it from here, so one instance holds two Redis connections, not more.
 * One module graph (the server bundle, docs/decisions/155) means one copy of this module, so one `Shared`.
 */
import { sharedFromEnv } from './redis.ts'
import type { Shared } from './shared.ts'

export const shared: Shared = sharedFromEnv(process.env)
