/**
 * Block type → code-split component. Only the blocks a page uses are loaded (the shell's loader
 * preloads them), so blocks cost nothing in the initial JavaScript (decision 032).
 */
import type { ComponentType } from 'react'
import type { Block, BlockType } from '../../models/content/index.ts'
import { type LazyView, lazyView } from '../shell/lazyView.tsx'

// biome-ignore lint/suspicious/noExplicitAny: each entry takes its own block type
type AnyBlockView = ComponentType<{ block: any; priority: boolean; lead: boolean }>

export const blockViews: Readonly<
  Record<BlockType, LazyView<{ block: Block; priority: boolean; lead: boolean }>>
> = {
  accordion: lazyView(() => import('./Accordion.tsx') as Promise<{ default: AnyBlockView }>),
  audioPreviewContainer: lazyView(
    () => import('./AudioPreviewContainer.tsx') as Promise<{ default: AnyBlockView }>,
  ),
  basicContentBlock: lazyView(() => import('./BasicContentBlock.tsx') as Promise<{ default: AnyBlockView }>),
  featureCards: lazyView(() => import('./FeatureCards.tsx') as Promise<{ default: AnyBlockView }>),
  heroBlock: lazyView(() => import('./HeroBlock.tsx') as Promise<{ default: AnyBlockView }>),
  imageCarousel: lazyView(() => import('./ImageCarousel.tsx') as Promise<{ default: AnyBlockView }>),
  gallery: lazyView(() => import('./Gallery.tsx') as Promise<{ default: AnyBlockView }>),
  quoteBlock: lazyView(() => import('./QuoteBlock.tsx') as Promise<{ default: AnyBlockView }>),
  slideshow: lazyView(() => import('./Slideshow.tsx') as Promise<{ default: AnyBlockView }>),
  soundsCardContainer: lazyView(
    () => import('./SoundsCardContainer.tsx') as Promise<{ default: AnyBlockView }>,
  ),
  videoBlock: lazyView(() => import('./VideoBlock.tsx') as Promise<{ default: AnyBlockView }>),
  productCards: lazyView(() => import('./ProductCards.tsx') as Promise<{ default: AnyBlockView }>),
  stepCardList: lazyView(() => import('./StepCardList.tsx') as Promise<{ default: AnyBlockView }>),
}

export function blockView(type: string) {
  return Object.hasOwn(blockViews, type) ? blockViews[type as BlockType] : undefined
}

/** Loads the chunks of every known block in `sections`; unknown types are skipped. */
export function preloadBlocks(
  sections: ReadonlyArray<{ subSections: ReadonlyArray<Block> }>,
): Promise<unknown> {
  const types = new Set(sections.flatMap((s) => s.subSections.map((b) => b._type)))
  return Promise.all([...types].map((t) => blockView(t)?.preload()))
}
