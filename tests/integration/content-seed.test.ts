/**
 * The content stand-in's seed read by the site's own content model: every downloads document decodes
 * with the site's schema, the seed has a page for each of the site's page types and no other, and each
 * block a page holds is one its page type's query expands. The seed's own checks (ids, references,
 * assets, regeneration) stay with the stand-in, in sandbox/content/seed/seed.test.ts.
 */
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { blockTypes } from '../../models/content/blocks.ts'
import { DownloadsDocument } from '../../models/content/downloads.ts'
import { pageTypes } from '../../models/content/paths.ts'
import { dropNulls } from '../../services/content/decode.ts'
import { pageBlocks } from '../../services/content/queries.ts'
import { seedDocuments } from './support/contentSeed.ts'

const docs = seedDocuments()
const ofType = (type: string) => docs.filter((d) => d._type === type)
const pages = ofType('page')

describe('the content seed, as the site reads it', () => {
  it('decodes every downloads document with the site schema', () => {
    const decode = Schema.decodeUnknownSync(DownloadsDocument)
    const downloads = ofType('downloads')
    expect(downloads.length).toBeGreaterThan(0)
    for (const d of downloads) expect(() => decode(dropNulls(d)), String(d._id)).not.toThrow()
  })

  it("has pages of exactly the site's page types", () => {
    expect(new Set(pages.map((p) => p.contentType))).toEqual(new Set(pageTypes))
  })

  it('uses every block type, each one inside a page type whose query expands it', () => {
    const used = new Set<string>()
    for (const page of pages)
      for (const section of page.pageBuilder as Array<{ subSections: Array<{ _type: string }> }>)
        for (const block of section.subSections) {
          used.add(block._type)
          expect(
            pageBlocks[page.contentType as keyof typeof pageBlocks],
            `${page._id} ${block._type}`,
          ).toContain(block._type)
        }
    expect([...used].sort()).toEqual([...blockTypes].sort())
  })
})
