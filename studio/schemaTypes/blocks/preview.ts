/**
 * Block previews: what a block shows in the page builder's list, so an editor can tell blocks apart
 * without opening them: its heading (or a stand-in), the kind of block and how much it holds.
 */
import type { PreviewConfig } from 'sanity'

type Selection = Record<string, unknown>

function count(value: unknown, one: string, many: string): string | undefined {
  if (!Array.isArray(value)) return undefined
  return `${value.length} ${value.length === 1 ? one : many}`
}

/**
 * A preview that titles the block with `title` (a field path), names its kind, and counts the items
 * of `items` when given.
 */
export function blockPreview(
  kind: string,
  fields: { title: string; media?: string; items?: string; itemNames?: [string, string] },
): PreviewConfig {
  const select: Record<string, string> = { title: fields.title }
  if (fields.media) select.media = fields.media
  if (fields.items) select.items = fields.items
  return {
    select,
    prepare: (value: Selection) => {
      const [one, many] = fields.itemNames ?? ['item', 'items']
      const amount = count(value.items, one, many)
      return {
        title: typeof value.title === 'string' && value.title ? value.title : `${kind} (no heading)`,
        subtitle: amount ? `${kind} · ${amount}` : kind,
        media: value.media as never,
      }
    },
  }
}
