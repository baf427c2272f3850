/**
 * Content source maps from the stand-in, read by the real @sanity/client with stega on: strings a
 * document holds come back encoded with that document and path (draft over published in preview);
 * computed strings and keys are left alone; without the option nothing is encoded.
 */
import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startHarness } from './testing.ts'

let harness: Harness

beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness.close())

const studioUrl = 'http://localhost:3336'

function decoded(value: unknown): { href?: string } | undefined {
  return typeof value === 'string' ? (vercelStegaDecode(value) as { href?: string } | undefined) : undefined
}

describe('content source maps', () => {
  it('encode a document value with its document and path', async () => {
    const client = harness.client().withConfig({ stega: { enabled: true, studioUrl } })
    const page = await client.fetch<Record<string, string>>(
      '*[_id == "studio-features"][0]{_id, title, "shout": upper(title), contentType}',
    )
    expect(vercelStegaSplit(page.title ?? '').cleaned).toBe('Studio')
    const info = decoded(page.title)
    expect(info?.href).toContain('/intent/edit/')
    expect(decodeURIComponent(info?.href ?? '')).toContain('id=studio-features')
    expect(decodeURIComponent(info?.href ?? '')).toContain('path=title')
    // Computed: not a document's own value.
    expect(page.shout).toBe('STUDIO')
    expect(page._id).toBe('studio-features')
  })

  it('point preview reads at the draft', async () => {
    const client = harness
      .client('sandbox-editor-token')
      .withConfig({ perspective: 'drafts', stega: { enabled: true, studioUrl } })
    const page = await client.fetch<{ title: string }>('*[_id == "home"][0]{_id, title}')
    expect(vercelStegaSplit(page.title).cleaned).toBe('Welcome (draft)')
    expect(decodeURIComponent(decoded(page.title)?.href ?? '')).toContain('id=home')
    expect(decodeURIComponent(decoded(page.title)?.href ?? '')).not.toContain('perspective=published')
  })

  it('answers a map only when asked for', async () => {
    const url = `${harness.sandbox.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id == "home"][0]{title}')}`
    expect(await (await fetch(url)).json()).not.toHaveProperty('resultSourceMap')
    const withMap = await (await fetch(`${url}&resultSourceMap=withKeyArraySelector`)).json()
    expect(withMap.resultSourceMap).toEqual({
      documents: [],
      paths: [],
      mappings: {},
    })
    const keyed = await (
      await fetch(
        `${harness.sandbox.url}/v2025-02-19/data/query/production?resultSourceMap=true&query=${encodeURIComponent('*[_id == "home"][0]')}`,
      )
    ).json()
    expect(keyed.resultSourceMap.documents).toEqual([{ _id: 'home', _type: 'page' }])
    expect(keyed.resultSourceMap.mappings["$['title']"]).toEqual({
      type: 'value',
      source: { type: 'documentValue', document: 0, path: keyed.resultSourceMap.paths.indexOf("$['title']") },
    })
  })
})
