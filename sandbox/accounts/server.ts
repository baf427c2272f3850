/** The accounts stand-in: the shared core with every service module registered on it. */
import type { AccountsConfig } from './config.ts'
import type { ServiceModule } from './core/module.ts'
import { type RunningServer, type ServerOptions, startServer } from './core/server.ts'
import { identity } from './identity/index.ts'
import { license } from './license/index.ts'
import { placeholders } from './services/placeholders.ts'

/** Add a service here once its module exists (and drop its placeholder). */
export const modules: ReadonlyArray<ServiceModule> = [identity, license, ...placeholders]

export const startAccounts = (config: AccountsConfig, options?: ServerOptions): Promise<RunningServer> =>
  startServer(config, modules, options)
