/**
 * Which block types each page type shows (docs/decisions/018): the page query of a type expands only
 * these, and the Studio refuses others on that page type. A block outside its page type's list still
 * decodes when it needs no expansion; one that does becomes `unknownBlock`. Browser-safe (data only).
 */
import type { BlockType } from './blocks.ts'
import type { PageType } from './paths.ts'

const common = [
  'heroBlock',
  'basicContentBlock',
  'featureCards',
  'accordion',
  'quoteBlock',
  'videoBlock',
] as const satisfies ReadonlyArray<BlockType>

// Literal lists (as const): the query-result checks (services/content/queryResults.ts) read them as types.
export const pageBlocks = {
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
} as const satisfies Record<PageType, ReadonlyArray<BlockType>>
