/**
 * The Studio schema against the seed, with Sanity's own validation (@sanity/validation, as the Studio
 * and `sanity documents validate` run it): the schema compiles without problems, every seed document
 * passes every rule (including those that query the dataset, against the stand-in loaded with the
 * seed), and documents that break a rule the site relies on are refused with a message at the field.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { validateDocument } from '@sanity/validation'
import { createSchema } from 'sanity'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot, startProcess } from '../scripts/stack.ts'
import { schemaTypes } from './schemaTypes/index.ts'

interface Doc {
  _id: string
  _type: string
  [field: string]: unknown
}
type Item = Record<string, unknown>

const token = 'studio-schema-test-token'
const seed: Doc[] = readFileSync(resolve(repoRoot, 'sandbox/content/seed/production.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line))
const contentDocuments = seed.filter((doc) => !doc._type.startsWith('sanity.'))
const schema = createSchema({ name: 'default', types: schemaTypes })

let child: ChildProcess
let dataDir: string
let client: SanityClient

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'studio-schema-'))
  const started = await startProcess('content', 'sandbox/content/main.ts', {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    CONTENT_SEED_DIR: resolve(repoRoot, 'sandbox/content/seed'),
    CONTENT_SANDBOX_TOKEN: token,
  })
  child = started.child
  client = createClient({
    apiHost: started.url,
    useProjectHostname: false,
    projectId: 'pulsewave',
    dataset: 'production',
    apiVersion: '2025-02-19',
    token,
    useCdn: false,
  })
}, 60_000)

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((ok) => child.once('exit', ok))
    child.kill('SIGTERM')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

interface Marker {
  level: string
  path: ReadonlyArray<unknown>
  message: string
}

async function problems(document: Doc): Promise<Marker[]> {
  const result = await validateDocument({ document, schema, client } as unknown as Parameters<
    typeof validateDocument
  >[0])
  return (result.markers as Marker[]).filter((m) => m.level === 'error' || m.level === 'warning')
}

const byId = (id: string) => structuredClone(seed.find((doc) => doc._id === id)) as Doc
const draft = (doc: Doc): Doc => ({ ...doc, _id: `drafts.${doc._id}` })
const messages = (markers: Marker[]) =>
  markers.map((m) => `${JSON.stringify(m.path)} ${m.message}`).join('\n')

describe('Studio schema', () => {
  it('compiles without problems', () => {
    const validation = (
      schema as unknown as { _validation?: Array<{ problems: Array<{ severity: string }> }> }
    )._validation
    expect(validation?.flatMap((type) => type.problems).filter((p) => p.severity === 'error')).toEqual([])
  })

  it('has a type for every document type of the seed', () => {
    expect(
      [...new Set(contentDocuments.map((doc) => doc._type))].filter((type) => !schema.get(type)),
    ).toEqual([])
  })

  it('accepts every seed document with Sanity validation', async () => {
    const refused: string[] = []
    for (const document of contentDocuments) {
      const markers = await problems(document)
      if (markers.length) refused.push(`${document._id}:\n${messages(markers)}`)
    }
    expect(refused).toEqual([])
    expect(contentDocuments.length).toBeGreaterThan(90)
  }, 300_000)
})

describe('Studio rules the site relies on', () => {
  const firstSection = (doc: Doc) => (doc.pageBuilder as Item[])[0] as Item
  const hero = (doc: Doc) => (firstSection(doc).subSections as Item[])[0] as Item

  it('requires a hero heading', async () => {
    const page = draft(byId('page_studio_features'))
    delete hero(page).heading
    expect(messages(await problems(page))).toMatch(/"heading"\] Required/)
  })

  it('requires alt text on images', async () => {
    const page = draft(byId('page_studio_features'))
    delete (hero(page).backgroundImage as Item).altText
    expect(messages(await problems(page))).toMatch(/"altText"\] Describe the image/)
  })

  it('refuses a second page at the same address', async () => {
    const copy: Doc = { ...byId('page_studio_pricing'), _id: 'page_studio_pricing_copy' }
    expect(messages(await problems(copy))).toMatch(/Another page already has this address/)
  })

  it('refuses a page the site has no address for', async () => {
    const howTo = draft(byId('page_studio_howTo_mix-your-first-track'))
    delete howTo.slug
    expect(messages(await problems(howTo))).toMatch(/needs a slug/)
    const fixed = draft(byId('page_studio_howTo_mix-your-first-track'))
    fixed.slug = { _type: 'slug', current: 'how-to-make-a-beat' }
    expect(messages(await problems(fixed))).toMatch(/is not a How-to article address/)
  })

  it('refuses a block the page type cannot show', async () => {
    const pricing = draft(byId('page_studio_pricing'))
    ;(firstSection(pricing).subSections as Item[]).push({
      _type: 'gallery',
      _key: 'g1',
      images: [],
    })
    expect(messages(await problems(pricing))).toMatch(/cannot show gallery/)
  })

  it('refuses links that are not http or https', async () => {
    const page = draft(byId('page_studio_features'))
    const ctas = hero(page).ctas as Item[]
    ctas[0] = { _key: 'x', label: 'Run', external: 'javascript:alert(1)' }
    expect(messages(await problems(page))).toMatch(/external/)
  })

  it('refuses a version that is not three whole numbers, or one already released', async () => {
    const release = draft(byId('downloads_studio_2-3-1'))
    release.semanticVersion = { majorVersion: 2, minorVersion: 3.5, patchVersion: 1 }
    expect(messages(await problems(release))).toMatch(/minorVersion.*integer/i)
    const again: Doc = { ...byId('downloads_studio_2-3-1'), _id: 'downloads_studio_again' }
    expect(messages(await problems(again))).toMatch(/studio 2\.3\.1 already has a release document/)
  })
})
