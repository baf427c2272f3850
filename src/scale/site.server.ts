/**
 * The running site's one `Shared`, built once per process from the environment: Redis with `REDIS_URL`,
 * in-process otherwise. Everything shared across instances (the HTML cache and its invalidation, the
 * token-renewal single flight) takes it from here, so one instance holds two Redis connections, not more.
 * scripts/serve.ts (the HTML cache) and the server bundle are separate module graphs: the one `Shared`
 * is kept on globalThis so both find the same.
 */
import { sharedFromEnv } from './redis.ts'
import type { Shared } from './shared.ts'

const slot = Symbol.for('pulsewave.shared')
const scope = globalThis as { [slot]?: Shared }

scope[slot] ??= sharedFromEnv(process.env)

export const shared: Shared = scope[slot]
