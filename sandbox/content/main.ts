/**
 * Process entry of the content stand-in (contract in sandbox/index.ts): PORT, DATA_DIR, and
 * CONTENT_SEED_DIR / CONTENT_SANDBOX_TOKEN; prints `READY <url>` once listening. Its variables are
 * checked first, one line per problem (config/variables.ts).
 */
import { resolve } from 'node:path'
import { checkOrExit, rawOf, settings } from '../../config/read.ts'
import { startContentSandbox } from './app.ts'

checkOrExit(process.env, ['content stand-in'], 'content stand-in')
const values = settings(['PORT', 'DATA_DIR', 'CONTENT_SEED_DIR', 'CONTENT_SANDBOX_TOKEN'])

try {
  const sandbox = await startContentSandbox({
    // PORT's default is the site's; alone, the stand-in keeps its own.
    port: rawOf(process.env, 'PORT') === undefined ? 3333 : values.PORT,
    dataDir: resolve(values.DATA_DIR ?? '.data/content'),
    seedDir:
      rawOf(process.env, 'CONTENT_SEED_DIR') === undefined ? undefined : resolve(values.CONTENT_SEED_DIR),
    token:
      rawOf(process.env, 'CONTENT_SANDBOX_TOKEN') === undefined ? undefined : values.CONTENT_SANDBOX_TOKEN,
  })
  for (const line of sandbox.seeded) process.stderr.write(`content sandbox: seeded ${line}\n`)
  process.stdout.write(`READY ${sandbox.url}\n`)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => void sandbox.close().then(() => process.exit(0)))
  }
} catch (error) {
  process.stderr.write(`content sandbox: cannot start: ${(error as Error).message}\n`)
  process.exit(1)
}
