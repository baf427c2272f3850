/**
 * The GROQ queries. One page query per page type: the newest page document of the content type
 * (filtered by slug and product), with the expansions its blocks need, plus the soundpacks, the
 * page product's downloads and the latest download per product, all in ONE request
 * (docs/decisions/018).
 *
 * Each query is a `defineQuery` of constants so Sanity TypeGen can read it and generate its result
 * type from the Studio schema (services/content/sanity.types.ts, docs/decisions/171): no query is
 * assembled at run time. Which blocks a page type expands is the table in
 * models/content/pageBlocks.ts; queries.test.ts checks the queries follow it.
 */
import { defineQuery } from 'groq'
import type { PageType } from '../../models/content/paths.ts'

export { pageBlocks } from '../../models/content/pageBlocks.ts'

/** What an internal link needs of its target to compute a path (models/content/links.ts). */
const target = '{_type, contentType, product, "slug": slug.current, semanticVersion}'

/** Portable Text with internal-link annotations dereferenced. */
const pt = `{..., markDefs[]{..., _type == "internalLink" => {"target": reference->${target}}}}`

const cta = `{..., "internal": internal->${target}}`

export const soundpackProjection = `{..., "slug": {"current": slug.current}, "licence": licence->{..., body[]${pt}}}`

export const downloadSummaryProjection =
  '{_id, product, semanticVersion, "releaseDate": productRelease.releaseDate}'

export const downloadsProjection = `{..., softwareDownloadCard{..., footers[]{..., body[]${pt}}}, productRelease{..., notes[]${pt}}}`

// The expansion each block type needs; quoteBlock, videoBlock, gallery, imageCarousel and
// audioPreviewContainer need none.
const accordion = `_type == "accordion" => {items[]{..., answer[]${pt}}}`
const basicContentBlock = `_type == "basicContentBlock" => {body[]${pt}, ctas[]${cta}}`
const featureCards = `_type == "featureCards" => {cards[]{..., body[]${pt}, cta${cta}}}`
const heroBlock = `_type == "heroBlock" => {ctas[]${cta}}`
const productCards = `_type == "productCards" => {cards[]{..., body[]${pt}, ctas[]${cta}}}`
const slideshow = `_type == "slideshow" => {slides[]{..., body[]${pt}, cta${cta}}}`
const soundsCardContainer = `_type == "soundsCardContainer" => {"soundpacks": soundpacks[]->${soundpackProjection}, "licenseModal": licenseModal->{..., body[]${pt}}}`
const stepCardList = `_type == "stepCardList" => {steps[]{..., body[]${pt}}}`

/** The blocks every page type shows (the others of pageBlocks' common list need no expansion). */
const common = `${heroBlock}, ${basicContentBlock}, ${featureCards}, ${accordion}`

const latestFirst =
  'order(semanticVersion.majorVersion desc, semanticVersion.minorVersion desc, semanticVersion.patchVersion desc)'

/** `$slug` absent selects the page WITHOUT a slug (the list page, not one of its articles). */
const pageFilter =
  '_type == "page" && contentType == $contentType && ((defined($slug) && slug.current == $slug) || (!defined($slug) && !defined(slug.current))) && (!defined($product) || product == $product)'

const latest = (product: string) =>
  `*[_type == "downloads" && product == "${product}"] | ${latestFirst}[0]${downloadsProjection}`

/** What a tutorial card needs of a tutorial page (decision 187). */
export const tutorialSummaryProjection =
  '{_id, contentType, product, "slug": slug.current, title, shortTitle, description, tutorial}'

/**
 * The tutorials of `$product` for the tutorials list screen: how-to articles and the fixed tutorial
 * paths (tutorials documents with a slug), most recently updated first.
 */
const tutorialsList = `*[_type == "page" && product == $product && (contentType == "howTo" || (contentType == "tutorials" && defined(slug.current)))] | order(_updatedAt desc)${tutorialSummaryProjection}`

// Every product with installers, the dj product's included (its installers are a section of /dj/pro).
const pageQueryOf = (blocks: string, extra = '') => `{
  "page": *[${pageFilter}] | order(_updatedAt desc)[0]{..., pageBuilder[]{..., subSections[]{..., ${blocks}}}},
  "soundpacks": *[_type == "soundpack"] | order(title asc)${soundpackProjection},
  "downloads": *[_type == "downloads" && defined($product) && product == $product] | ${latestFirst}${downloadSummaryProjection},
  "latestDownloads": [${latest('studio')}, ${latest('sample')}, ${latest('hex-fx')}, ${latest('dj/pro')}][defined(@)]${extra}
}`

// One page query per page type; parameters `$contentType`, `$slug`, `$product` (null when absent).
export const homepageQuery = defineQuery(
  pageQueryOf(`${common}, ${productCards}, ${slideshow}, ${soundsCardContainer}`),
)
export const featuresQuery = defineQuery(
  pageQueryOf(`${common}, ${productCards}, ${slideshow}, ${stepCardList}`),
)
export const pricingQuery = defineQuery(pageQueryOf(`${common}, ${productCards}`))
export const freeTrialQuery = defineQuery(pageQueryOf(`${common}, ${stepCardList}, ${productCards}`))
export const tutorialsQuery = defineQuery(
  pageQueryOf(`${common}, ${stepCardList}`, `, "tutorials": ${tutorialsList}`),
)
export const howToQuery = defineQuery(pageQueryOf(`${common}, ${stepCardList}`))
export const soundsQuery = defineQuery(pageQueryOf(`${common}, ${soundsCardContainer}`))
export const soundpackQuery = defineQuery(pageQueryOf(`${common}, ${soundsCardContainer}`))
export const campaignQuery = defineQuery(
  pageQueryOf(`${common}, ${productCards}, ${slideshow}, ${soundsCardContainer}`),
)
export const careersQuery = defineQuery(pageQueryOf(`${common}`))
export const musicProductionQuery = defineQuery(pageQueryOf(`${common}, ${productCards}, ${slideshow}`))
export const producerSuiteQuery = defineQuery(
  pageQueryOf(`${common}, ${productCards}, ${soundsCardContainer}`),
)
export const producerSuiteDownloadsQuery = defineQuery(
  pageQueryOf(`${common}, ${productCards}, ${stepCardList}`),
)
export const searchPageQuery = defineQuery(pageQueryOf(`${common}, ${productCards}`))
export const legalQuery = defineQuery(pageQueryOf(`${common}`))

export const pageQueries = {
  homepage: homepageQuery,
  features: featuresQuery,
  pricing: pricingQuery,
  freeTrial: freeTrialQuery,
  tutorials: tutorialsQuery,
  howTo: howToQuery,
  sounds: soundsQuery,
  soundpack: soundpackQuery,
  campaign: campaignQuery,
  careers: careersQuery,
  musicProduction: musicProductionQuery,
  producerSuite: producerSuiteQuery,
  producerSuiteDownloads: producerSuiteDownloadsQuery,
  search: searchPageQuery,
  legal: legalQuery,
} as const satisfies Record<PageType, string>

/** The page query of one page type; parameters `$contentType`, `$slug`, `$product` (null when absent). */
export function pageQuery(contentType: PageType): string {
  return pageQueries[contentType]
}

/** All downloads documents of `$product`, latest first. */
export const downloadsQuery = defineQuery(
  `*[_type == "downloads" && product == $product] | ${latestFirst}${downloadsProjection}`,
)

/** One version: `$product`, `$major`, `$minor`, `$patch`. */
export const downloadQuery = defineQuery(
  `*[_type == "downloads" && product == $product && semanticVersion.majorVersion == $major && semanticVersion.minorVersion == $minor && semanticVersion.patchVersion == $patch] | order(_updatedAt desc)[0]${downloadsProjection}`,
)

/** What the sitemap needs of every routable document. */
export const pathsQuery = defineQuery(
  `*[_type in ["page", "downloads"]]{_type, _updatedAt, contentType, product, "slug": slug.current, semanticVersion}`,
)

/**
 * Site search (decision 183): products, tutorials, sound packs and releases, ranked by `score()`.
 * `$terms` are prefix patterns (`remix*`, models/content/search.ts), `$q` the whole query and `$limit`
 * how many hits: a release whose version is exactly `$q` comes first. Titles weigh more than
 * descriptions; a product page more than the other pages naming the product.
 */
const version =
  'string(semanticVersion.majorVersion) + "." + string(semanticVersion.minorVersion) + "." + string(semanticVersion.patchVersion)'
const searchable =
  '_type in ["soundpack", "downloads"] || (_type == "page" && contentType in ["features", "pricing", "freeTrial", "tutorials", "howTo", "sounds", "musicProduction", "producerSuite"])'
export const searchQuery = defineQuery(`*[${searchable}] | score(
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
)[_score > 0] | order(_score desc, _updatedAt desc)[0...$limit]{
  _id, _type, _score, contentType, product, "slug": slug.current, semanticVersion, title, shortTitle,
  "description": coalesce(description, summary), "releaseDate": productRelease.releaseDate
}`)
