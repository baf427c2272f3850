/**
 * The GROQ queries. One page query per page type: the newest page document of the content type
 * (filtered by slug and product), with the expansions its blocks need, plus the soundpacks, the
 * page product's downloads and the latest download per product, all in ONE request
 * (docs/decisions/018).
 */
import type { BlockType } from '../../models/content/blocks.ts'
import { type PageType, products } from '../../models/content/paths.ts'

/** What an internal link needs of its target to compute a path (models/content/links.ts). */
const target = '{_type, contentType, product, "slug": slug.current, semanticVersion}'

/** Portable Text with internal-link annotations dereferenced. */
const pt = `{..., markDefs[]{..., _type == "internalLink" => {"target": reference->${target}}}}`

const cta = `{..., "internal": internal->${target}}`

export const soundpackProjection = `{..., "slug": {"current": slug.current}, "licence": licence->{..., body[]${pt}}}`

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
  search: [...common, 'productCards'],
  legal: [...common],
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

/** What a tutorial card needs of a tutorial page (decision 187). */
export const tutorialSummaryProjection =
  '{_id, contentType, product, "slug": slug.current, title, shortTitle, description, tutorial}'

/**
 * The tutorials of `$product` for the tutorials list screen: how-to articles and the fixed tutorial
 * paths (tutorials documents with a slug), most recently updated first.
 */
const tutorialsList = `*[_type == "page" && product == $product && (contentType == "howTo" || (contentType == "tutorials" && defined(slug.current)))] | order(_updatedAt desc)${tutorialSummaryProjection}`

/** The page query of one page type; parameters `$contentType`, `$slug`, `$product` (null when absent). */
export function pageQuery(contentType: PageType): string {
  // Every product with installers, the dj product's included (its installers are a section of /dj/pro).
  const latest = products
    .map((p) => `*[_type == "downloads" && product == "${p}"] | ${latestFirst}[0]${downloadsProjection}`)
    .join(', ')
  return `{
  "page": *[${pageFilter}] | order(_updatedAt desc)[0]{..., pageBuilder[]{..., subSections[]${blockProjection(pageBlocks[contentType])}}},
  "soundpacks": *[_type == "soundpack"] | order(title asc)${soundpackProjection},
  "downloads": *[_type == "downloads" && defined($product) && product == $product] | ${latestFirst}${downloadSummaryProjection},
  "latestDownloads": [${latest}][defined(@)]${
    contentType === 'tutorials'
      ? `,
  "tutorials": ${tutorialsList}`
      : ''
  }
}`
}

/** All downloads documents of `$product`, latest first. */
export const downloadsQuery = `*[_type == "downloads" && product == $product] | ${latestFirst}${downloadsProjection}`

/** One version: `$product`, `$major`, `$minor`, `$patch`. */
export const downloadQuery = `*[_type == "downloads" && product == $product && semanticVersion.majorVersion == $major && semanticVersion.minorVersion == $minor && semanticVersion.patchVersion == $patch] | order(_updatedAt desc)[0]${downloadsProjection}`

/** What the sitemap needs of every routable document. */
export const pathsQuery = `*[_type in ["page", "downloads"]]{_type, _updatedAt, contentType, product, "slug": slug.current, semanticVersion}`

/**
 * Site search (decision 183): products, tutorials, sound packs and releases, ranked by `score()`.
 * `$terms` are prefix patterns (`remix*`, models/content/search.ts) and `$q` the whole query: a
 * release whose version is exactly `$q` comes first. Titles weigh more than descriptions; a product
 * page more than the other pages naming the product.
 */
const version =
  'string(semanticVersion.majorVersion) + "." + string(semanticVersion.minorVersion) + "." + string(semanticVersion.patchVersion)'
const searchable =
  '_type in ["soundpack", "downloads"] || (_type == "page" && contentType in ["features", "pricing", "freeTrial", "tutorials", "howTo", "sounds", "musicProduction", "producerSuite"])'
export const searchQuery = (limit: number) => `*[${searchable}] | score(
  boost(_type == "downloads" && ${version} == $q, 20),
  boost(_type == "page" && contentType == "features" && title match $terms, 6),
  boost(shortTitle match $terms, 5),
  boost(title match $terms, 4),
  boost(softwareDownloadCard.headline match $terms, 2),
  description match $terms,
  summary match $terms,
  genres match $terms,
  contents[].title match $terms,
  pt::text(productRelease.notes) match $terms
)[_score > 0] | order(_score desc, _updatedAt desc)[0...${Math.max(1, Math.floor(limit))}]{
  _id, _type, _score, contentType, product, "slug": slug.current, semanticVersion, title, shortTitle,
  "description": coalesce(description, summary), "releaseDate": productRelease.releaseDate
}`
