import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { generatedBytes, generatedFileOf } from '../generated.ts'
import { parseNdjson } from '../seed.ts'
import { buildSeed, type Seed } from './build.ts'
import { expandVersions, versions } from './content/versions.ts'

const dir = import.meta.dirname
const docs: Array<Record<string, unknown>> = parseNdjson(
  readFileSync(join(dir, 'production.ndjson'), 'utf8'),
  'production.ndjson',
  '',
)
const byId = new Map(docs.map((d) => [d._id as string, d]))
const ofType = (t: string) => docs.filter((d) => d._type === t)
const pages = ofType('page')

/** Every object nested anywhere in a value. */
function* objects(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const v of value) yield* objects(v)
  else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>
    for (const v of Object.values(value)) yield* objects(v)
  }
}

describe('seed dataset', () => {
  it('has a downloads document for every version of spec §2: 52 studio, 8 sample, 1 hex-fx', () => {
    expect(versions.studio).toHaveLength(52)
    expect(versions.sample).toHaveLength(8)
    expect(versions['hex-fx']).toHaveLength(1)
    for (const [product, list] of Object.entries(versions)) {
      const ids = ofType('downloads')
        .filter((d) => d.product === product)
        .map((d) => d._id)
      expect(ids.sort()).toEqual(list.map((v) => `downloads_${product}_${v.replaceAll('.', '-')}`).sort())
    }
  })

  it('expands "a to b" ranges of patch versions', () => {
    expect(expandVersions('1.0.0, 1.4.0 to 1.4.3')).toEqual(['1.0.0', '1.4.0', '1.4.1', '1.4.2', '1.4.3'])
  })

  it('gives every downloads document a card, footers, and win and mac requirements', () => {
    for (const d of ofType('downloads')) {
      const card = d.softwareDownloadCard as { footers: unknown[] }
      const requirements = (d.productRelease as { systemRequirements: Record<string, { os: string }> })
        .systemRequirements
      expect(card.footers.length).toBeGreaterThan(0)
      expect(requirements.win?.os).toMatch(/Windows/)
      expect(requirements.mac?.os).toMatch(/macOS/)
    }
    const variants = new Set(
      ofType('downloads').flatMap((d) =>
        (d.softwareDownloadCard as { footers: { variant: string }[] }).footers.map((f) => f.variant),
      ),
    )
    expect(variants.size).toBeGreaterThanOrEqual(3)
  })

  it('covers the pages the issue lists', () => {
    const ids = new Set(pages.map((p) => p._id))
    const expected = [
      'page_homepage',
      ...['studio', 'sample', 'hex-fx'].flatMap((p) => [
        `page_${p}_features`,
        `page_${p}_pricing`,
        `page_${p}_freeTrial`,
      ]),
      'page_dj-pro_features',
      'page_studio_tutorials',
      'page_sample_tutorials',
      'page_studio_tutorials_how-to-make-a-remix',
      'page_studio_tutorials_how-to-make-a-beat',
      'page_studio_sounds',
      'page_careers',
      'page_musicProduction',
      'page_producerSuite',
      'page_producerSuiteDownloads',
    ]
    for (const id of expected) expect(ids, id).toContain(id)
    // Spec §2: no free trial or pricing page for the dj product, so nothing may link there either.
    for (const id of ['page_dj-pro_pricing', 'page_dj-pro_freeTrial']) expect(ids, id).not.toContain(id)
    for (const product of ['studio', 'sample'])
      expect(
        pages.filter((p) => p.contentType === 'howTo' && p.product === product).length,
      ).toBeGreaterThanOrEqual(2)
    expect(pages.filter((p) => p.contentType === 'soundpack').length).toBeGreaterThanOrEqual(2)
    expect(pages.filter((p) => p.contentType === 'campaign').length).toBeGreaterThanOrEqual(1)
    expect(pages.find((p) => p._id === 'page_dj-pro_features')?.product).toBe('dj/pro')
  })

  it('gives every image alt text (empty only for icons and thumbnails beside their title), and some a crop and a hotspot', () => {
    const images = docs
      .flatMap((d) => [...objects(d)])
      .filter((o) => String((o.asset as { _ref?: string })?._ref ?? '').startsWith('image-'))
    expect(images.length).toBeGreaterThan(50)
    const decorative = (image: Record<string, unknown>) => {
      const name = String(byId.get((image.asset as { _ref: string })._ref)?.originalFilename)
      return name.startsWith('icon-') || name.startsWith('thumb-')
    }
    for (const image of images) {
      expect(typeof image.altText).toBe('string')
      if (!decorative(image))
        expect(String(image.altText).trim().length, JSON.stringify(image)).toBeGreaterThan(0)
    }
    expect(images.filter((i) => i.crop && i.hotspot).length).toBeGreaterThan(3)
  })

  it('has valid, unique, public ids and no dangling references', () => {
    for (const d of docs) {
      expect(d._id).toMatch(/^[a-z0-9_][a-z0-9_.-]{0,127}$/i)
      // Sanity hides ids with a dot from anonymous reads (docs/decisions/015).
      expect(String(d._id)).not.toContain('.')
    }
    expect(byId.size).toBe(docs.length)
    for (const d of docs)
      for (const o of objects(d))
        if (typeof o._ref === 'string') expect(byId.has(o._ref), `${d._id} → ${o._ref}`).toBe(true)
  })

  it('has a file for every image and audio asset, matching its sha1 and size, under 5 MB in all', () => {
    let total = 0
    for (const asset of [...ofType('sanity.imageAsset'), ...ofType('sanity.fileAsset')]) {
      if (generatedFileOf(asset)) continue // installers: generated on request, checked below
      const [kind, , , name] = String(asset.path).split('/')
      const bytes = readFileSync(join(dir, 'assets', kind ?? '', name ?? ''))
      expect(createHash('sha1').update(bytes).digest('hex')).toBe(asset.assetId)
      expect(bytes.length).toBe(asset.size)
      total += bytes.length
    }
    total += statSync(join(dir, 'production.ndjson')).size
    expect(total).toBeLessThan(5_000_000)
  })

  it('describes every installer as a generated file whose bytes match its id, name, size and SHA-256', () => {
    const installers = ofType('downloads').flatMap((d) => {
      const release = d.productRelease as {
        installers: Record<
          string,
          { file: { asset: { _ref: string } }; fileName: string; sizeBytes: number; sha256: string }
        >
      }
      return Object.values(release.installers)
    })
    // Spec §2's 61 versions on two platforms, and the dj product's 4 releases (decision 180).
    expect(installers).toHaveLength(122 + 8)
    for (const installer of installers) {
      const asset = byId.get(installer.file.asset._ref)
      const file = generatedFileOf(asset)
      expect(file, installer.fileName).toEqual({
        originalFilename: installer.fileName,
        size: installer.sizeBytes,
        mimeType: asset?.mimeType,
      })
      const bytes = generatedBytes(installer.fileName, installer.sizeBytes)
      expect(bytes.length).toBe(installer.sizeBytes)
      expect(createHash('sha1').update(bytes).digest('hex')).toBe(asset?.assetId)
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(installer.sha256)
    }
    expect(new Set(installers.map((i) => i.fileName)).size).toBe(130)
  })
})

describe('soundpacks (decision 184)', () => {
  it('gives each pack four sounds with their own clip and waveform, an archive and the licence', () => {
    for (const pack of ofType('soundpack')) {
      const contents = pack.contents as Array<{ clip: { asset: { _ref: string } }; waveform: number[] }>
      expect(contents, String(pack._id)).toHaveLength(4)
      expect(new Set(contents.map((c) => c.clip.asset._ref)).size).toBe(4)
      for (const item of contents) {
        expect(byId.has(item.clip.asset._ref)).toBe(true)
        expect(item.waveform.length).toBeGreaterThan(10)
        expect(Math.max(...item.waveform)).toBe(100)
      }
      const archive = pack.download as {
        file: { asset: { _ref: string } }
        fileName: string
        sizeBytes: number
      }
      expect(generatedFileOf(byId.get(archive.file.asset._ref))).toEqual({
        originalFilename: archive.fileName,
        size: archive.sizeBytes,
        mimeType: 'application/zip',
      })
      expect((pack.licence as { _ref: string })._ref).toBe('licenseModal_sounds')
      expect(pack.priceUsd).toBeUndefined()
    }
  })
})

describe('seed generator', () => {
  let seed: Seed
  beforeAll(async () => {
    seed = await buildSeed()
  }, 60_000)

  it('reproduces the committed NDJSON byte for byte', () => {
    expect(seed.ndjson === readFileSync(join(dir, 'production.ndjson'), 'utf8')).toBe(true)
  })

  it('reproduces every committed asset file byte for byte', () => {
    for (const file of seed.files)
      expect(readFileSync(join(dir, 'assets', file.path)).equals(file.bytes), file.path).toBe(true)
  })
})
