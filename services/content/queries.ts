/**
 * The GROQ queries. One page query per page type: the newest page document of the content type
 * (filtered by slug and product), with the expansions its blocks need, plus the soundpacks, the
 * page product's downloads and the latest download per product, all in ONE request
 * (docs/decisions/018).
 */
import type { BlockType } from '../../models/content/blocks.ts'
import { downloadProducts, type PageType } from '../../models/content/paths.ts'

/** What an internal link needs of its target to compute a path (models/content/links.ts). */
const target = '{_type, contentType, product, "slug": slug.current, semanticVersion}'

/** Portable Text with internal-link annotations dereferenced. */
const pt = `{..., markDefs[]{..., _type == "internalLink" => {"target": reference->${target}}}}`

const cta = `{..., "internal": internal->${target}}`

export const soundpackProjection = '{..., "slug": {"current": slug.current}}'

export const downloadSummaryProjection =
  '{_id, product, semanticVersion, "releaseDate": productRelease.releaseDate}'

export const downloadsProjection = `{..., softwareDownloadCard{..., footers[]{..., body[]${pt}}}, productRelease{..., notes[]${pt}}}`

/** The expansion each block type needs; blocks not listed need none. */
const blockExpansions: Partial<Record<BlockType, string>> = {
  accordion: `items[]{..., answer[]${pt}}`,
  basicContentBlock: `body[]${pt}, ctas[]${cta}`,
  featureCards: `cards[]{..., body[]${pt}, cta${cta}}`,
  heroBlock: `ctas[]${cta}`,
  productCards: `cards[]{..., body[]${pt}, ctas[]${cta}}`,
  slideshow: `slides[]{..., body[]${pt}, cta${cta}}`,
  soundsCardContainer: `"soundpacks": soundpacks[]->${soundpackProjection}, "licenseModal": licenseModal->{..., body[]${pt}}`,
  stepCardList: `steps[]{..., body[]${pt}}`,
}

const common: BlockType[] = [
  'heroBlock',
  'basicContentBlock',
  'featureCards',
  'accordion',
  'quoteBlock',
  'videoBlock',
]

/**
 * Which blocks each page type's query expands. A block outside its page type's list still decodes
 * when it needs no expansion; one that does (unexpanded references) becomes `unknownBlock`. The seed
 * test checks every seed page against this table.
 */
export const pageBlocks: Record<PageType, ReadonlyArray<BlockType>> = {
  homepage: [...common, 'productCards', 'slideshow', 'gallery', 'imageCarousel', 'soundsCardContainer'],
  features: [...common, 'productCards', 'slideshow', 'gallery', 'imageCarousel', 'stepCardList'],
  pricing: [...common, 'productCards'],
  freeTrial: [...common, 'stepCardList', 'productCards'],
  tutorials: [...common, 'stepCardList', 'audioPreviewContainer'],
  howTo: [...common, 'stepCardList', 'audioPreviewContainer', 'gallery', 'imageCarousel'],
  sounds: [...common, 'soundsCardContainer', 'audioPreviewContainer'],
  soundpack: [...common, 'soundsCardContainer', 'audioPreviewContainer', 'imageCarousel', 'gallery'],
  campaign: [...common, 'productCards', 'slideshow', 'gallery', 'imageCarousel', 'soundsCardContainer'],
  careers: [...common, 'gallery', 'imageCarousel'],
  musicProduction: [...common, 'productCards', 'imageCarousel', 'gallery', 'slideshow'],
  producerSuite: [...common, 'productCards', 'soundsCardContainer'],
  producerSuiteDownloads: [...common, 'productCards', 'stepCardList'],
}

function blockProjection(types: ReadonlyArray<BlockType>): string {
  const parts = types.flatMap((t) => {
    const expansion = blockExpansions[t]
    return expansion ? [`_type == "${t}" => {${expansion}}`] : []
  })
  return `{...${parts.map((p) => `, ${p}`).join('')}}`
}

const latestFirst =
  'order(semanticVersion.majorVersion desc, semanticVersion.minorVersion desc, semanticVersion.patchVersion desc)'

/** `$slug` absent selects the page WITHOUT a slug (the list page, not one of its articles). */
const pageFilter =
  '_type == "page" && contentType == $contentType' +
  ' && ((defined($slug) && slug.current == $slug) || (!defined($slug) && !defined(slug.current)))' +
  ' && (!defined($product) || product == $product)'

/** The page query of one page type; parameters `$contentType`, `$slug`, `$product` (null when absent). */
export function pageQuery(contentType: PageType): string {
  const latest = downloadProducts
    .map((p) => `*[_type == "downloads" && product == "${p}"] | ${latestFirst}[0]${downloadsProjection}`)
    .join(', ')
  return `{
  "page": *[${pageFilter}] | order(_updatedAt desc)[0]{..., pageBuilder[]{..., subSections[]${blockProjection(pageBlocks[contentType])}}},
  "soundpacks": *[_type == "soundpack"] | order(title asc)${soundpackProjection},
  "downloads": *[_type == "downloads" && defined($product) && product == $product] | ${latestFirst}${downloadSummaryProjection},
  "latestDownloads": [${latest}]
}`
}

/** All downloads documents of `$product`, latest first. */
export const downloadsQuery = `*[_type == "downloads" && product == $product] | ${latestFirst}${downloadsProjection}`

/** One version: `$product`, `$major`, `$minor`, `$patch`. */
export const downloadQuery = `*[_type == "downloads" && product == $product && semanticVersion.majorVersion == $major && semanticVersion.minorVersion == $minor && semanticVersion.patchVersion == $patch] | order(_updatedAt desc)[0]${downloadsProjection}`

/** What the sitemap needs of every routable document. */
export const pathsQuery = `*[_type in ["page", "downloads"]]{_type, _updatedAt, contentType, product, "slug": slug.current, semanticVersion}`
