import type { Block } from '../../models/content/index.ts'

export type BlockOf<T extends Block['_type']> = Extract<Block, { _type: T }>

export interface BlockProps<T extends Block['_type']> {
  readonly block: BlockOf<T>
  /** True for the page's first picture (its first hero, or without one its first card grid, decision 283): that image loads eagerly with fetchpriority=high. */
  readonly priority: boolean
  /** True for the page's first block: a hero there carries the page's h1. */
  readonly lead: boolean
}
