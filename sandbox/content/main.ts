/**
 * Process entry of the content stand-in (contract in sandbox/index.ts): PORT, DATA_DIR, and
 * CONTENT_SEED_DIR / CONTENT_SANDBOX_TOKEN; prints `READY <url>` once listening.
 */
import { resolve } from 'node:path'
import { startContentSandbox } from './app.ts'

const port = Number(process.env.PORT ?? 3333)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`content sandbox: PORT must be a port number, got "${process.env.PORT}"\n`)
  process.exit(2)
}
const token = process.env.CONTENT_SANDBOX_TOKEN
if (token !== undefined && !/^[\x21-\x7e]{8,}$/.test(token)) {
  process.stderr.write('content sandbox: CONTENT_SANDBOX_TOKEN must be at least 8 printable characters\n')
  process.exit(2)
}

try {
  const sandbox = await startContentSandbox({
    port,
    dataDir: resolve(process.env.DATA_DIR ?? '.data/content'),
    seedDir: process.env.CONTENT_SEED_DIR ? resolve(process.env.CONTENT_SEED_DIR) : undefined,
    token,
  })
  for (const line of sandbox.seeded) process.stderr.write(`content sandbox: seeded ${line}\n`)
  process.stdout.write(`READY ${sandbox.url}\n`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void sandbox.close().then(() => process.exit(0)))
  }
} catch (error) {
  process.stderr.write(`content sandbox: cannot start: ${(error as Error).message}\n`)
  process.exit(1)
}
