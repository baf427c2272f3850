/**
 * The site's content service against the content stand-in, started as its own process with the committed seed:
 * every page type's query through @sanity/client over HTTP, preview reads with the editor token,
 * and the image helper's URLs answered by the stand-in's CDN at the requested size.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega'
import { Effect } from 'effect'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileUrl, imageUrl } from '../../models/content/imageUrl.ts'
import { searchQuery } from '../../models/content/search.ts'
import { formatVersion } from '../../models/content/semver.ts'
import { startProcess } from '../../scripts/stack.ts'
import type { ContentServiceShape } from '../../services/content/ContentService.ts'
import { loadContentConfig } from '../../services/content/config.ts'
import { makeReads } from '../../services/content/reads.ts'
import { failure, pageRequests } from '../../services/content/testing.ts'
import { sanityTransport } from '../../services/content/transport.ts'
import { seedDir } from './support/contentSeed.ts'

const token = 'content-test-token'
let child: ChildProcess
let dataDir: string
let content: ContentServiceShape
let url: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'content-service-'))
  const started = await startProcess('content', 'sandbox/content/main.ts', {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    CONTENT_SEED_DIR: seedDir,
    CONTENT_SANDBOX_TOKEN: token,
  })
  child = started.child
  url = started.url
  const config = loadContentConfig({ SANITY_API_HOST: url, SANITY_CDN_URL: url, SANITY_READ_TOKEN: token })
  content = makeReads(sanityTransport(config), config)
}, 60_000)

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((ok) => child.once('exit', ok))
    child.kill('SIGTERM')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

describe('content service against the stand-in', () => {
  it.each(pageRequests)('$expectId', async ({ expectId, ...request }) => {
    const data = await Effect.runPromise(content.getPage(request))
    expect(data.page._id).toBe(expectId)
    expect(
      data.page.pageBuilder.flatMap((s) => s.subSections).filter((b) => b._type === 'unknownBlock'),
    ).toEqual([])
    expect(data.latestDownloads.map((d) => d.product)).toEqual(['studio', 'sample', 'hex-fx', 'dj/pro'])
  })

  it('answers the text-search functions as a dataset does: match, score and boost, best first', async () => {
    const remix = await Effect.runPromise(content.search(searchQuery('remix')!, 20))
    expect(remix[0]?._id).toBe('page_studio_tutorials_how-to-make-a-remix')
    expect(remix.map((h) => h._score)).toEqual([...remix.map((h) => h._score)].sort((a, b) => b - a))
    const release = await Effect.runPromise(content.search(searchQuery('2.3.1')!, 20))
    expect(release[0]?._id).toBe('downloads_studio_2-3-1')
    expect(await Effect.runPromise(content.search(searchQuery('xylophonic')!, 20))).toEqual([])
  })

  it('answers a missing page with ContentNotFound', async () => {
    expect((await failure(content.getPage({ contentType: 'campaign', slug: 'no-such-campaign' })))._tag).toBe(
      'ContentNotFound',
    )
  })

  it('reads downloads and paths', async () => {
    const studio = await Effect.runPromise(content.getDownloads('studio'))
    expect(studio.map((d) => formatVersion(d.semanticVersion)).slice(0, 3)).toEqual([
      '2.3.1',
      '2.3.0',
      '2.2.0',
    ])
    expect((await Effect.runPromise(content.getDownload('hex-fx', '1.0.0')))._id).toBe(
      'downloads_hex-fx_1-0-0',
    )
    const paths = await Effect.runPromise(content.listPaths())
    expect(paths.map((p) => p.path)).toContain('/studio/downloads/1.4.9/mac')
  })

  it('shows a draft only to a preview read', async () => {
    const draft = {
      _id: 'drafts.page_careers',
      _type: 'page',
      contentType: 'careers',
      title: 'Careers (draft)',
      pageBuilder: [],
    }
    const res = await fetch(`${url}/v2021-10-21/data/mutate/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ createOrReplace: draft }] }),
    })
    expect(res.status).toBe(200)
    const published = await Effect.runPromise(content.getPage({ contentType: 'careers' }))
    expect(published.page.title).toBe('Careers at Pulsewave')
    const preview = await Effect.runPromise(content.getPage({ contentType: 'careers' }, { preview: true }))
    expect(preview.page.title).toBe('Careers (draft)')
  })

  it('gets images from the CDN at the size and format the helper asks for, honouring crop', async () => {
    const data = await Effect.runPromise(content.getPage({ contentType: 'homepage' }))
    const hero = data.page.pageBuilder[0]?.subSections[0]
    if (hero?._type !== 'heroBlock') throw new Error('homepage starts with a hero')
    expect(hero.backgroundImage.crop).toBeDefined()
    const src = imageUrl(content.cdn, hero.backgroundImage, { width: 320, height: 200, format: 'webp' })
    const res = await fetch(src ?? '')
    expect(res.status).toBe(200)
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 200])
  })

  it('serves the audio previews as playable WAV files', async () => {
    const data = await Effect.runPromise(content.getPage({ contentType: 'sounds' }))
    const container = data.page.pageBuilder
      .flatMap((s) => s.subSections)
      .find((b) => b._type === 'audioPreviewContainer')
    if (container?._type !== 'audioPreviewContainer') throw new Error('sounds page has audio previews')
    const res = await fetch(fileUrl(content.cdn, container.previews[0]!.audio) ?? '')
    expect(res.status).toBe(200)
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF')
    expect(bytes.subarray(8, 12).toString()).toBe('WAVE')
  })

  it('encodes editable preview text for visual editing, and nothing in published reads', async () => {
    const studioUrl = 'http://localhost:3336'
    const config = loadContentConfig({
      SANITY_API_HOST: url,
      SANITY_CDN_URL: url,
      SANITY_READ_TOKEN: token,
      SANITY_STUDIO_URL: studioUrl,
    })
    const editing = makeReads(sanityTransport(config), config)
    const request = { contentType: 'features', product: 'studio' } as const
    const preview = await Effect.runPromise(editing.getPage(request, { preview: true }))
    const hero = preview.page.pageBuilder[0]?.subSections[0]
    if (hero?._type !== 'heroBlock') throw new Error('the studio page starts with a hero')
    const source = vercelStegaDecode(hero.heading) as { href?: string } | undefined
    expect(decodeURIComponent(source?.href ?? '')).toContain(`${studioUrl}/intent/edit/`)
    expect(decodeURIComponent(source?.href ?? '')).toContain('id=page_studio_features')
    // Fixed choices and the SEO title stay clean, so the page decodes and renders as published.
    expect(preview.page.contentType).toBe('features')
    expect(vercelStegaSplit(preview.page.title).encoded).toBe('')
    const published = await Effect.runPromise(editing.getPage(request))
    expect(JSON.stringify(published)).toBe(
      JSON.stringify(published).replace(/[\u200b-\u200d\u2060\ufeff]/g, ''),
    )
    expect(published.page.pageBuilder[0]?.subSections[0]).toMatchObject({
      heading: vercelStegaSplit(hero.heading).cleaned,
    })
  })
})
