/**
 * Process entry of the store stand-in (contract in sandbox/index.ts): reads PORT, listens on 127.0.0.1
 * and prints `READY <url>`. The site's STORE_URL points here when no real store is configured.
 */
import { checkOrExit, rawOf, setting } from '../../config/read.ts'
import { createStoreServer } from './server.ts'

checkOrExit(process.env, ['store stand-in'], 'store stand-in')
// PORT's default is the site's; alone, the stand-in keeps its own.
const port = rawOf(process.env, 'PORT') === undefined ? 3335 : setting('PORT')
const server = createStoreServer()
server.listen(port, '127.0.0.1', () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  console.log(`READY http://127.0.0.1:${port}`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
