/** Page-document scaffolding for the seed: ids, timestamps and sections. */
import { createHash } from 'node:crypto'
import type { SeedAssets } from './assets.ts'
import { type Key, keyer } from './portable.ts'

/** Deterministic timestamps: `n` hours after a fixed date. */
export function stamp(hours: number): string {
  return new Date(Date.UTC(2026, 8, 1, 9) + hours * 3_600_000).toISOString().replace('.000Z', 'Z')
}

export function rev(id: string): string {
  return createHash('sha1').update(`rev:${id}`).digest('hex').slice(0, 22)
}

export interface PageInput {
  readonly id: string
  readonly contentType: string
  readonly product?: string
  readonly slug?: string
  readonly title: string
  /** A few words for breadcrumbs and menus. */
  readonly shortTitle?: string
  readonly description: string
  readonly ogImage?: { name: string; alt: string }
  /** Hours after the base date; a later page wins when two match the same path. */
  readonly updatedHours: number
  /** Extra top-level fields (a tutorial's card facts). */
  readonly extra?: Record<string, unknown>
  /** Sections: each a list of blocks built with the page's key source. */
  readonly sections: (
    k: Key,
  ) => ReadonlyArray<{ name?: string; heading?: string; theme?: string; blocks: unknown[] }>
}

export function page(a: SeedAssets, input: PageInput): Record<string, unknown> {
  const k = keyer(input.id)
  return {
    _id: input.id,
    _type: 'page',
    _createdAt: stamp(0),
    _updatedAt: stamp(input.updatedHours),
    _rev: rev(input.id),
    contentType: input.contentType,
    ...(input.slug ? { slug: { _type: 'slug', current: input.slug } } : {}),
    ...(input.product ? { product: input.product } : {}),
    title: input.title,
    ...(input.shortTitle ? { shortTitle: input.shortTitle } : {}),
    description: input.description,
    ...input.extra,
    ogImage: a.image(
      input.ogImage?.name ?? 'og-default',
      input.ogImage?.alt ?? 'Pulsewave: music software for making, sampling and playing',
    ),
    pageBuilder: input.sections(k).map((s) => ({
      _type: 'section',
      _key: k(),
      ...(s.name ? { name: s.name } : {}),
      ...(s.heading ? { heading: s.heading } : {}),
      ...(s.theme ? { theme: s.theme } : {}),
      subSections: s.blocks,
    })),
  }
}
