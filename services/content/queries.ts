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

export const soundpackProjection = '{..., "slug": {"current": slug.current}}'

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

const pageQueryOf = (blocks: string) => `{
  "page": *[${pageFilter}] | order(_updatedAt desc)[0]{..., pageBuilder[]{..., subSections[]{..., ${blocks}}}},
  "soundpacks": *[_type == "soundpack"] | order(title asc)${soundpackProjection},
  "downloads": *[_type == "downloads" && defined($product) && product == $product] | ${latestFirst}${downloadSummaryProjection},
  "latestDownloads": [${latest('studio')}, ${latest('sample')}, ${latest('hex-fx')}]
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
export const tutorialsQuery = defineQuery(pageQueryOf(`${common}, ${stepCardList}`))
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
