/** The accounts stand-in: the shared core with every service module registered on it. */
import { aiProxy } from './ai-proxy/index.ts'
import { cloudlib } from './cloudlib/index.ts'
import type { AccountsConfig } from './config.ts'
import type { ServiceModule } from './core/module.ts'
import { type RunningServer, type ServerOptions, startServer } from './core/server.ts'
import { da } from './da/index.ts'
import { ecom } from './ecom/index.ts'
import { identity } from './identity/index.ts'
import { license } from './license/index.ts'
import { notifications } from './notifications/index.ts'
import { profile } from './profile/index.ts'
import { rewards } from './rewards/index.ts'

/** Every service module, each in its own folder (docs/accounts-sandbox.md, "Adding a service"). */
export const modules: ReadonlyArray<ServiceModule> = [
  identity,
  license,
  ecom,
  profile,
  rewards,
  notifications,
  da,
  cloudlib,
  aiProxy,
]

export const startAccounts = (config: AccountsConfig, options?: ServerOptions): Promise<RunningServer> =>
  startServer(config, modules, options)
