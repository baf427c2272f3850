/**
 * The page queries are written out for TypeGen (no table-driven assembly), so this checks them
 * against the table they must follow: each page type expands exactly the blocks of pageBlocks that
 * need an expansion, and the latest-downloads list covers every product with installers.
 */
import { describe, expect, it } from 'vitest'
import { blockTypes } from '../../models/content/blocks.ts'
import { pageBlocks } from '../../models/content/pageBlocks.ts'
import { pageTypes, products } from '../../models/content/paths.ts'
import { pageQueries } from './queries.ts'

/** The block types a query expands, from its `_type == "x" =>` conditions inside the page builder. */
function expanded(query: string): Set<string> {
  const subSections = query.slice(query.indexOf('subSections[]'), query.indexOf('"soundpacks": *['))
  const names = [...subSections.matchAll(/_type == "(\w+)" =>/g)].map((m) => m[1] ?? '')
  return new Set(names.filter((name) => (blockTypes as ReadonlyArray<string>).includes(name)))
}

const needsExpansion = new Set(Object.values(pageQueries).flatMap((query) => [...expanded(query)]))

describe('page queries', () => {
  it('know which blocks need an expansion', () => {
    expect([...needsExpansion].sort()).toEqual([
      'accordion',
      'basicContentBlock',
      'featureCards',
      'heroBlock',
      'productCards',
      'slideshow',
      'soundsCardContainer',
      'stepCardList',
    ])
  })

  it.each(pageTypes)('%s expands exactly its blocks that need it', (type) => {
    const wanted = pageBlocks[type].filter((block) => needsExpansion.has(block))
    expect([...expanded(pageQueries[type])].sort()).toEqual([...wanted].sort())
  })

  it('read the latest release of every product with installers', () => {
    for (const query of Object.values(pageQueries))
      for (const product of products) expect(query).toContain(`product == "${product}"] | order(`)
  })
})
