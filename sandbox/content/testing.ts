/**
 * Test support: a tiny seed (a few pages, a draft, an image and an audio file) written to a temporary
 * folder, a sandbox started on a free port over it, and @sanity/client configured as the site does.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import sharp from 'sharp'
import { type ContentSandbox, defaultToken, startContentSandbox } from './app.ts'

export const imageAssetId = 'image-a1b2c3d4e5f6-400x300-png'
export const fileAssetId = 'file-f00dfeed1234-mp3'

export const fixtureDocuments = [
  { _id: 'home', _type: 'page', contentType: 'home', slug: { current: 'home' }, title: 'Welcome' },
  { _id: 'studio-features', _type: 'page', contentType: 'features', product: 'studio', title: 'Studio' },
  {
    _id: 'drafts.home',
    _type: 'page',
    contentType: 'home',
    slug: { current: 'home' },
    title: 'Welcome (draft)',
  },
  { _id: 'drafts.unpublished', _type: 'page', contentType: 'careers', title: 'Careers (draft only)' },
  {
    _id: imageAssetId,
    _type: 'sanity.imageAsset',
    extension: 'png',
    mimeType: 'image/png',
    metadata: { dimensions: { width: 400, height: 300, aspectRatio: 4 / 3 } },
  },
  { _id: fileAssetId, _type: 'sanity.fileAsset', extension: 'mp3', mimeType: 'audio/mpeg' },
]

/** Writes the fixture seed (NDJSON plus binaries) into a new temporary folder and returns its path. */
export async function writeFixtureSeed(root: string): Promise<string> {
  const seedDir = join(root, 'seed')
  mkdirSync(join(seedDir, 'assets', 'images'), { recursive: true })
  writeFileSync(
    join(seedDir, 'production.ndjson'),
    fixtureDocuments.map((doc) => JSON.stringify(doc)).join('\n'),
  )
  const gradient = Buffer.alloc(400 * 300 * 3)
  for (let i = 0; i < 400 * 300; i++) {
    gradient[i * 3] = (i % 400) >> 1
    gradient[i * 3 + 1] = Math.floor(i / 400)
    gradient[i * 3 + 2] = 128
  }
  await sharp(gradient, { raw: { width: 400, height: 300, channels: 3 } })
    .png()
    .toFile(join(seedDir, 'assets', 'images', 'a1b2c3d4e5f6-400x300.png'))
  writeFileSync(
    join(seedDir, 'assets', 'f00dfeed1234.mp3'),
    Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256)),
  )
  return seedDir
}

export interface Harness {
  readonly sandbox: ContentSandbox
  readonly root: string
  readonly seedDir: string
  /** A client as the site configures it; `token` for the editor. */
  client(token?: string): SanityClient
  close(): Promise<void>
}

export async function startHarness(options: { keepAliveMs?: number } = {}): Promise<Harness> {
  const root = mkdtempSync(join(tmpdir(), 'content-sandbox-'))
  const seedDir = await writeFixtureSeed(root)
  const sandbox = await startContentSandbox({ port: 0, dataDir: join(root, 'data'), seedDir, ...options })
  return {
    sandbox,
    root,
    seedDir,
    client: (token?: string) => clientFor(sandbox.url, token),
    close: async () => {
      await sandbox.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

export function clientFor(url: string, token?: string): SanityClient {
  return createClient({
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2021-10-21',
    dataset: 'production',
    projectId: 'pulsewave',
    token,
  })
}

export const editorToken = defaultToken
