/**
 * Which preview strings carry stega (visual editing, docs/decisions/170): only text an editor writes
 * and the page shows as text — headings, labels, rich-text spans, quotes, captions. Everything the
 * site computes with or decodes as a fixed choice (content types, products, themes, variants, slugs,
 * URLs, alt text in attributes, a page's SEO title and description) stays clean, so preview data
 * decodes and renders exactly like published data.
 */
import type { FilterDefault } from '@sanity/client'

export const editableTextFields: ReadonlySet<string> = new Set([
  'heading',
  'subheading',
  'eyebrow',
  'title',
  'text',
  'question',
  'quote',
  'author',
  'role',
  'label',
  'caption',
  'priceLabel',
  'badge',
  'summary',
  'headline',
  'acceptLabel',
  'declineLabel',
])

export const stegaFilter: FilterDefault = (props) => {
  const { sourcePath, sourceDocument, filterDefault } = props
  const field = sourcePath.at(-1)
  if (typeof field !== 'string' || !editableTextFields.has(field)) return false
  // A page's own `title` is its SEO title (the tab and search results), not text on the page.
  if (sourceDocument._type === 'page' && sourcePath.length === 1) return false
  return filterDefault(props)
}
