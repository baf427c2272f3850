/**
 * NDJSON in Sanity's export format, one document per line. On first start (an empty database) each
 * `<dataset>.ndjson` in the seed folder becomes a dataset, and the binaries of its asset documents are
 * copied from the seed's `assets/` folder (flat, or in `images/` and `files/` sub-folders); generated
 * files (generated.ts) have none and are not reported missing.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { assetLocation, assetPath } from './assetFiles.ts'
import { generatedFileOf } from './generated.ts'
import type { Doc, Store } from './store.ts'
import { checkDataset, checkDocumentId } from './validate.ts'

/** Parses NDJSON; throws with the line number when a line is not a document. */
export function parseNdjson(text: string, source: string, at: string): Doc[] {
  const docs: Doc[] = []
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue
    const where = `${source}:${index + 1}`
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      throw new Error(`${where}: not valid JSON`)
    }
    const doc = value as Partial<Doc> | null
    if (!doc || typeof doc !== 'object' || typeof doc._id !== 'string' || typeof doc._type !== 'string') {
      throw new Error(`${where}: a document needs a string _id and _type`)
    }
    try {
      checkDocumentId(doc._id)
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`)
    }
    docs.push({ _createdAt: at, _updatedAt: at, _rev: 'seed', ...doc } as Doc)
  }
  return docs
}

/** Serialises documents as NDJSON, sorted by id so exports diff cleanly. */
export function toNdjson(docs: ReadonlyArray<Doc>): string {
  return [...docs]
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
    .map((doc) => `${JSON.stringify(doc)}\n`)
    .join('')
}

/**
 * Loads every `*.ndjson` of `seedDir` when the store is empty (an empty `production` when there is no
 * seed, so the API answers); returns what it loaded.
 */
export function seedIfEmpty(store: Store, seedDir: string, assetsDir: string): string[] {
  if (store.datasetNames().length > 0) return []
  const at = new Date().toISOString()
  const loaded: string[] = []
  const files = existsSync(seedDir) ? readdirSync(seedDir).filter((name) => name.endsWith('.ndjson')) : []
  if (files.length === 0) {
    store.importDataset('production', [], at)
    return [`production (empty: no seed in ${seedDir})`]
  }
  for (const file of files.sort()) {
    const dataset = checkDataset(basename(file, '.ndjson'))
    const docs = parseNdjson(readFileSync(join(seedDir, file), 'utf8'), file, at)
    const missing = copyAssets(docs, join(seedDir, 'assets'), assetsDir, dataset)
    if (missing.length > 0) {
      process.stderr.write(
        `content sandbox: ${missing.length} asset binaries missing from ${seedDir}/assets (e.g. ${missing[0]})\n`,
      )
    }
    store.importDataset(dataset, docs, at)
    loaded.push(`${dataset} (${docs.length} documents)`)
  }
  return loaded
}

function copyAssets(docs: ReadonlyArray<Doc>, from: string, assetsDir: string, dataset: string): string[] {
  const missing: string[] = []
  for (const doc of docs) {
    const location = assetLocation(doc._id)
    // Generated files (the installers) have no binary by design: generated.ts makes them on request.
    if (!location || generatedFileOf(doc)) continue
    const source = [join(from, location.fileName), join(from, location.kind, location.fileName)].find(
      existsSync,
    )
    if (!source) {
      missing.push(location.fileName)
      continue
    }
    const target = assetPath(assetsDir, dataset, location)
    mkdirSync(join(assetsDir, dataset, location.kind), { recursive: true })
    copyFileSync(source, target)
  }
  return missing
}

/** Writes every dataset to `<outDir>/<dataset>.ndjson` with its asset binaries under `assets/`. */
export function exportAll(store: Store, assetsDir: string, outDir: string): string[] {
  const written: string[] = []
  for (const dataset of store.datasetNames()) {
    const docs = store.documents(dataset)
    mkdirSync(outDir, { recursive: true })
    writeFileSync(join(outDir, `${dataset}.ndjson`), toNdjson(docs))
    for (const doc of docs) {
      const location = assetLocation(doc._id)
      const source = location && assetPath(assetsDir, dataset, location)
      if (!location || !source || !existsSync(source)) continue
      mkdirSync(join(outDir, 'assets', location.kind), { recursive: true })
      copyFileSync(source, join(outDir, 'assets', location.kind, location.fileName))
    }
    written.push(`${dataset}: ${docs.length} documents`)
  }
  return written
}
