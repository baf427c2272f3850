/**
 * Process entry of the accounts stand-in (contract in sandbox/index.ts): reads PORT and DATA_DIR,
 * listens on 127.0.0.1 and prints `READY <url>`.
 */
import { checkOrExit } from '../../config/read.ts'
import { configFromEnv } from './config.ts'
import { startAccounts } from './server.ts'

checkOrExit(process.env, ['accounts stand-in'], 'accounts stand-in')
const server = await startAccounts(configFromEnv(process.env))
console.log(`READY ${server.url}`)

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0))
  })
}
