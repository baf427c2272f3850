/**
 * The extension point: each service is one module that adds its tables, its seed data and its routes
 * to the shared core. A new service copies identity/index.ts's shape and joins the list in server.ts.
 */
import type { AccountsConfig } from '../config.ts'
import type { Db } from './db.ts'
import type { Router } from './router.ts'
import type { TokenStore } from './tokens.ts'

export interface CoreContext {
  readonly db: Db
  readonly config: AccountsConfig
  readonly tokens: TokenStore
  /** True when a browser may be sent to this absolute address (redirect and continue addresses). */
  readonly isAllowedAddress: (address: string) => boolean
  /** Unix seconds from the configured clock. */
  readonly nowSeconds: () => number
}

export interface ServiceModule {
  /** The service's path prefix, one of core/services.ts, or `__sandbox` for test-only routes. */
  readonly name: string
  /** `CREATE TABLE IF NOT EXISTS …` statements, applied on every start. */
  readonly schema?: string
  /** Inserts demo data when missing; runs on every start, so it must be idempotent. */
  readonly seed?: (context: CoreContext) => Promise<void>
  /** Adds the service's routes with `router.add(name, …)`. */
  readonly register: (router: Router, context: CoreContext) => void
}
