/**
 * Builds the whole seed in memory: asset files and every document, sorted by id, as Sanity's NDJSON
 * export format (one document per line). Pure apart from CPU: the same code gives the same bytes.
 */
import { type AssetFile, buildAssets } from './assets.ts'
import { downloadsDocs } from './content/downloads.ts'
import { legalPages, searchPage } from './content/legalPages.ts'
import { musicProductionPages } from './content/musicProductionPages.ts'
import { productPages } from './content/productPages.ts'
import { sitePages } from './content/sitePages.ts'
import { soundDocs } from './content/sounds.ts'
import { tutorialPages } from './content/tutorials.ts'

export interface Seed {
  readonly documents: ReadonlyArray<Record<string, unknown>>
  readonly ndjson: string
  readonly files: ReadonlyArray<AssetFile>
}

export async function buildSeed(): Promise<Seed> {
  const a = await buildAssets()
  const documents = [
    ...a.docs,
    ...sitePages(a),
    ...legalPages(a),
    searchPage(a),
    ...musicProductionPages(a),
    ...productPages(a),
    ...tutorialPages(a),
    ...soundDocs(a),
    ...downloadsDocs(a),
  ].sort((x, y) => String(x._id).localeCompare(String(y._id), 'en'))
  const ids = new Set(documents.map((d) => d._id))
  if (ids.size !== documents.length) throw new Error('Seed: duplicate document ids')
  return { documents, ndjson: `${documents.map((d) => JSON.stringify(d)).join('\n')}\n`, files: a.files }
}
