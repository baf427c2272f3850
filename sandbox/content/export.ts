/**
 * `npm run content:export [-- --out <dir>]`: writes every dataset of the stand-in's database back to
 * NDJSON (`<dir>/<dataset>.ndjson`, sorted by id) with its asset binaries under `<dir>/assets/`.
 * Reads DATA_DIR (default `.data/content`, where `npm start` keeps it); safe while the server runs.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { assetsDirOf, databaseFile } from './app.ts'
import { exportAll } from './seed.ts'
import { Store } from './store.ts'

const { values } = parseArgs({ options: { out: { type: 'string' }, data: { type: 'string' } } })
const dataDir = resolve(values.data ?? process.env.DATA_DIR ?? '.data/content')
const outDir = resolve(values.out ?? '.data/content-export')
if (!existsSync(databaseFile(dataDir))) {
  process.stderr.write(
    `content:export: no database at ${databaseFile(dataDir)} (start the stand-in once first)\n`,
  )
  process.exit(1)
}
const store = new Store(databaseFile(dataDir))
try {
  for (const line of exportAll(store, assetsDirOf(dataDir), outDir)) process.stdout.write(`${line}\n`)
  process.stdout.write(`written to ${outDir}\n`)
} finally {
  store.close()
}
