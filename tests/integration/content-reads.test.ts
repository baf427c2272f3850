import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { searchQuery, searchResult } from '../../models/content/search.ts'
import { formatVersion } from '../../models/content/semver.ts'
import {
  contentServiceTestLayer,
  getDownloads,
  getPage,
  type ReadOptions,
} from '../../services/content/ContentService.ts'
import { makeReads } from '../../services/content/reads.ts'
import {
  failure,
  memoryContentService,
  memoryTransport,
  pageRequests,
  testCdn,
} from '../../services/content/testing.ts'
import { seedDocuments } from './support/contentSeed.ts'

const seed = seedDocuments()
const content = memoryContentService(seed)

describe('getPage (in memory, groq-js over the seed)', () => {
  it.each(pageRequests)('$expectId', async ({ expectId, ...request }) => {
    const data = await Effect.runPromise(content.getPage(request))
    expect(data.page._id).toBe(expectId)
    const blocks = data.page.pageBuilder.flatMap((s) => s.subSections)
    expect(blocks.length).toBeGreaterThan(0)
    expect(blocks.filter((b) => b._type === 'unknownBlock')).toEqual([])
    expect(data.soundpacks.length).toBeGreaterThanOrEqual(2)
    expect(data.latestDownloads.map((d) => `${d.product} ${formatVersion(d.semanticVersion)}`)).toEqual([
      'studio 2.3.1',
      'sample 2.0.0',
      'hex-fx 1.0.0',
      'dj/pro 3.2.0',
    ])
  })

  it('lists the product’s tutorials, with their card facts, for the tutorials screen only', async () => {
    const list = await Effect.runPromise(content.getPage({ contentType: 'tutorials', product: 'studio' }))
    expect(list.tutorials?.map((t) => t.slug).sort()).toEqual([
      'how-to-make-a-beat',
      'how-to-make-a-remix',
      'mix-your-first-track',
      'sidechain-compression',
      'write-a-chord-progression',
    ])
    for (const t of list.tutorials ?? []) expect(t.tutorial?.minutes, t.slug).toBeGreaterThan(0)
    const other = await Effect.runPromise(content.getPage({ contentType: 'features', product: 'studio' }))
    expect(other.tutorials).toBeUndefined()
  })

  it('gives each soundpack its contents, one clip each, its archive and its licence', async () => {
    const data = await Effect.runPromise(
      content.getPage({ contentType: 'soundpack', slug: 'night-shift-drums' }),
    )
    const pack = data.soundpacks.find((p) => p.slug.current === 'night-shift-drums')
    expect(pack?.contents?.map((i) => i.title)).toEqual([
      'Rattle hats',
      'Drill kit',
      'Sliding 808',
      'Trap kit',
    ])
    expect(new Set(pack?.contents?.map((i) => i.clip.asset._ref)).size).toBe(4)
    expect(pack?.contents?.every((i) => (i.waveform?.length ?? 0) > 10)).toBe(true)
    expect(pack?.download?.fileName).toBe('NightShiftDrums-Soundpack.zip')
    expect(pack?.licence?.acceptLabel).toBe('Agree and download')
  })

  it('loads the page product’s downloads, latest first', async () => {
    const data = await Effect.runPromise(content.getPage({ contentType: 'features', product: 'studio' }))
    expect(data.downloads).toHaveLength(52)
    expect(formatVersion(data.downloads[0]!.semanticVersion)).toBe('2.3.1')
    expect(formatVersion(data.downloads.at(-1)!.semanticVersion)).toBe('1.0.0')
  })

  it('dereferences soundpacks and the licence modal of a sounds card container', async () => {
    const data = await Effect.runPromise(content.getPage({ contentType: 'sounds' }))
    const container = data.page.pageBuilder
      .flatMap((s) => s.subSections)
      .find((b) => b._type === 'soundsCardContainer')
    expect(
      container?._type === 'soundsCardContainer' && container.soundpacks.map((p) => p.slug.current),
    ).toContain('analog-dusk')
    expect(container?._type === 'soundsCardContainer' && container.licenseModal?.acceptLabel).toBe(
      'Agree and download',
    )
  })

  it('makes exactly one request per page', async () => {
    let requests = 0
    const counted = makeReads(memoryTransport(seed, { onQuery: () => requests++ }), testCdn)
    await Effect.runPromise(counted.getPage({ contentType: 'homepage' }))
    expect(requests).toBe(1)
  })

  it('picks the most recently updated document of the content type', async () => {
    const newer = {
      ...seed.find((d) => d._id === 'page_careers')!,
      _id: 'page_careers_v2',
      title: 'Newer careers',
      _updatedAt: '2030-01-01T00:00:00Z',
    }
    const data = await Effect.runPromise(
      memoryContentService([...seed, newer]).getPage({ contentType: 'careers' }),
    )
    expect(data.page.title).toBe('Newer careers')
  })

  it('fails with ContentNotFound for a missing document', async () => {
    const error = await failure(
      content.getPage({ contentType: 'howTo', product: 'studio', slug: 'no-such-article' }),
    )
    expect(error._tag).toBe('ContentNotFound')
    expect(error.message).toMatch(/^Page Not Found/)
  })

  it('fails with ContentEmpty, "No content from Sanity", when the CMS has nothing', async () => {
    for (const service of [
      memoryContentService([]),
      makeReads({ canPreview: false, query: async () => null }, testCdn),
    ]) {
      const error = await failure(service.getPage({ contentType: 'homepage' }))
      expect(error._tag).toBe('ContentEmpty')
      expect(error.message).toBe(['No content from', 'Sanity'].join(' '))
    }
  })

  it('fails with ContentDecodeError when a document does not match the model', async () => {
    const broken = seed.map((d) => (d._id === 'page_careers' ? { ...d, title: 42 } : d))
    const error = await failure(memoryContentService(broken).getPage({ contentType: 'careers' }))
    expect(error._tag).toBe('ContentDecodeError')
  })

  it('reads drafts only when the server asks for preview, and never without a token', async () => {
    const draft = {
      ...seed.find((d) => d._id === 'page_careers')!,
      _id: 'drafts.page_careers',
      title: 'Draft careers',
    }
    const service = memoryContentService([...seed, draft])
    const title = async (options?: ReadOptions) =>
      (await Effect.runPromise(service.getPage({ contentType: 'careers' }, options))).page.title
    expect(await title()).not.toBe('Draft careers')
    expect(await title({ preview: false })).not.toBe('Draft careers')
    // A query-string value passed along by mistake is not `true`.
    expect(await title({ preview: 'true' } as unknown as ReadOptions)).not.toBe('Draft careers')
    expect(await title({ preview: true })).toBe('Draft careers')
    const noToken = makeReads(memoryTransport([...seed, draft], { canPreview: false }), testCdn)
    const error = await failure(noToken.getPage({ contentType: 'careers' }, { preview: true }))
    expect(error._tag).toBe('ContentNotFound')
  })
})

describe('downloads and paths', () => {
  it('lists a product’s downloads latest first', async () => {
    const list = await Effect.runPromise(content.getDownloads('sample'))
    expect(list.map((d) => formatVersion(d.semanticVersion))).toEqual([
      '2.0.0',
      '1.4.1',
      '1.4.0',
      '1.3.0',
      '1.2.0',
      '1.1.1',
      '1.1.0',
      '1.0.0',
    ])
    expect((await failure(content.getDownloads('producer-suite')))._tag).toBe('ContentNotFound')
  })

  it('finds one version, and reports unknown or malformed versions as not found', async () => {
    const doc = await Effect.runPromise(content.getDownload('studio', '1.4.7'))
    expect(doc._id).toBe('downloads_studio_1-4-7')
    for (const version of ['9.9.9', '1.4', '../../etc', '1.4.7; drop'])
      expect((await failure(content.getDownload('studio', version)))._tag).toBe('ContentNotFound')
  })

  it('lists every page and download path with its last change', async () => {
    const paths = await Effect.runPromise(content.listPaths())
    const byPath = new Map(paths.map((p) => [p.path, p.updatedAt]))
    for (const path of [
      '/',
      '/dj/pro',
      '/hex-fx/pricing',
      '/studio/tutorials/how-to-make-a-beat',
      '/studio/sounds/analog-dusk',
      '/studio/downloads',
      '/studio/downloads/2.3.1/win',
      '/hex-fx/downloads/1.0.0/mac',
      '/music-production/producer-suite/downloads',
    ])
      expect(byPath.has(path), path).toBe(true)
    expect(paths.length).toBe(new Set(paths.map((p) => p.path)).size)
  })
})

describe('contentServiceTestLayer', () => {
  it('serves what a test provides and dies loudly on anything else', async () => {
    const layer = contentServiceTestLayer({ getDownloads: () => Effect.succeed([]) })
    expect(await Effect.runPromise(Effect.provide(getDownloads('studio'), layer))).toEqual([])
    const exit = await Effect.runPromiseExit(Effect.provide(getPage({ contentType: 'homepage' }), layer))
    expect(String(exit)).toContain('ContentService.getPage is not provided')
  })
})

describe('search (in memory, groq-js over the seed: match, score, boost)', () => {
  const find = async (q: string) => {
    const query = searchQuery(q)
    if (!query) throw new Error(`not searchable: ${q}`)
    return Effect.runPromise(content.search(query, 20))
  }

  it('finds the remix tutorial first for "remix"', async () => {
    const hits = await find('remix')
    expect(hits[0]?._id).toBe('page_studio_tutorials_how-to-make-a-remix')
    expect(hits[0]?._score).toBeGreaterThan(hits[1]?._score ?? 0)
  })

  it('finds a release by its exact version first', async () => {
    const hits = await find('2.3.1')
    expect(hits[0]?._id).toBe('downloads_studio_2-3-1')
    expect(searchResult(hits[0]!)).toMatchObject({
      kind: 'release',
      label: 'Studio 2.3.1',
      path: '/studio/downloads/2.3.1',
    })
  })

  it('ranks a product page above the pages that only mention the product', async () => {
    const hits = await find('hex fx')
    expect(hits[0]?._id).toBe('page_hex-fx_features')
  })

  it('finds sound packs by what is inside them', async () => {
    const hits = await find('808')
    expect(hits.map((h) => h._id)).toContain('soundpack_night-shift-drums')
  })

  it('finds nothing, without failing, for words no document has', async () => {
    expect(await find('xylophonic zebra')).toEqual([])
  })
})
