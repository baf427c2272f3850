/**
 * Process entry of the accounts stand-in (contract in sandbox/index.ts): reads PORT and DATA_DIR,
 * listens on 127.0.0.1 and prints `READY <url>`.
 */
import { configFromEnv } from './config.ts'
import { startAccounts } from './server.ts'

let config: ReturnType<typeof configFromEnv>
try {
  config = configFromEnv(process.env)
} catch (error) {
  process.stderr.write(`accounts stand-in: ${(error as Error).message}\n`)
  process.exit(1)
}
const server = await startAccounts(config)
console.log(`READY ${server.url}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0))
  })
}
