/**
 * `npm run content:seed`: writes sandbox/content/seed/production.ndjson and the asset files under
 * sandbox/content/seed/assets/ (images/{sha1}-{w}x{h}.{ext}, files/{sha1}.{ext}). Deterministic: rerun
 * it and git shows no change. `--out <dir>` writes elsewhere.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { buildSeed } from './build.ts'

const outFlag = process.argv.indexOf('--out')
const outDir = resolve(outFlag > 0 ? (process.argv[outFlag + 1] ?? '.') : import.meta.dirname)

const seed = await buildSeed()
const assetsDir = join(outDir, 'assets')
// Stale assets from an older drawing would linger under a new hash; start clean.
for (const sub of ['images', 'files']) rmSync(join(assetsDir, sub), { recursive: true, force: true })
for (const file of seed.files) {
  const target = join(assetsDir, file.path)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, file.bytes)
}
writeFileSync(join(outDir, 'production.ndjson'), seed.ndjson)
const bytes = seed.files.reduce((n, f) => n + f.bytes.length, 0)
console.log(
  `Seed: ${seed.documents.length} documents, ${seed.files.length} asset files (${(bytes / 1e6).toFixed(2)} MB) in ${outDir}`,
)
console.log(
  `  ${readdirSync(join(assetsDir, 'images')).length} images, ${readdirSync(join(assetsDir, 'files')).length} audio files`,
)
