/** The 13 block types a page section may hold (spec §3; models/content/blocks.ts). */

import { featureCards, productCards, slideshow, stepCardList } from './cards.ts'
import { audioPreviewContainer, gallery, imageCarousel, videoBlock } from './media.ts'
import { soundsCardContainer } from './sounds.ts'
import { accordion, basicContentBlock, heroBlock, quoteBlock } from './text.ts'

export const blockSchemaTypes = [
  accordion,
  audioPreviewContainer,
  basicContentBlock,
  featureCards,
  heroBlock,
  imageCarousel,
  gallery,
  quoteBlock,
  slideshow,
  soundsCardContainer,
  videoBlock,
  productCards,
  stepCardList,
]

export const blockTypeNames = blockSchemaTypes.map((type) => type.name)
