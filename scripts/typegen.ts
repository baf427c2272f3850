/**
 * `npm run typegen`: Sanity TypeGen for the site's queries (docs/decisions/171). Extracts the Studio's
 * schema (`sanity schema extract --enforce-required-fields`) and generates the result type of every
 * `defineQuery` in services/content/queries.ts into services/content/sanity.types.ts.
 * `npm run typegen -- --check` (part of `npm test`) generates into a temporary folder instead and
 * fails when the committed file differs: a schema or query change without regenerated types.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const studio = resolve(root, 'studio')
const committed = resolve(root, 'services/content/sanity.types.ts')
const check = process.argv.includes('--check')

function sanity(args: string[], env: Record<string, string>): void {
  const result = spawnSync(process.execPath, [resolve(root, 'node_modules/sanity/bin/sanity'), ...args], {
    cwd: studio,
    stdio: ['ignore', 'inherit', 'inherit'],
    // The local Studio's schema; no telemetry, so nothing needs the network.
    env: { ...process.env, SANITY_STUDIO_PROJECT_ID: '', DO_NOT_TRACK: '1', ...env },
  })
  if (result.status !== 0) {
    console.error(`sanity ${args.join(' ')} failed with status ${result.status}`)
    process.exit(1)
  }
}

const work = check ? mkdtempSync(join(tmpdir(), 'typegen-')) : studio
// Always the same place (gitignored): the generated file names its schema source in a comment.
const schema = join(studio, 'schema.json')
const output = check ? join(work, 'sanity.types.ts') : committed
try {
  // The extract command joins even an absolute --path to its folder: give it a relative one.
  sanity(
    ['schema', 'extract', '--enforce-required-fields', '--force', '--path', relative(studio, schema)],
    {},
  )
  sanity(['typegen', 'generate'], { TYPEGEN_SCHEMA: schema, TYPEGEN_OUT: output })
  if (check) {
    if (readFileSync(output, 'utf8') !== readFileSync(committed, 'utf8')) {
      console.error(
        'services/content/sanity.types.ts is out of date with the Studio schema or the queries: run `npm run typegen` and commit it.',
      )
      process.exitCode = 1
    } else console.log('TypeGen output is current.')
  }
} finally {
  if (check) rmSync(work, { recursive: true, force: true })
}
