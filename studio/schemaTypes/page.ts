/**
 * The page document (models/content/page.ts): one per site address. Its content type, product and
 * slug must give an address the site routes to, and no other page may have the same three.
 */
import { DocumentIcon } from '@sanity/icons/Document'
import { StackIcon } from '@sanity/icons/Stack'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionThemes, tutorialLevels } from '../../models/content/choices.ts'
import { pageBlocks } from '../../models/content/pageBlocks.ts'
import { type PageAddress, type PageType, pagePath, pageTypes, products } from '../../models/content/paths.ts'
import { isSlug } from '../../models/routes/resolve.ts'
import { blockTypeNames } from './blocks/index.ts'
import { imageField } from './fields.ts'
import { duplicatePage, pageAddressProblem, pageTypeTitles } from './rules.ts'

/** Page types whose address includes a slug (the tutorials list also has two fixed slugged paths). */
const sluggedTypes: ReadonlyArray<string> = ['howTo', 'campaign', 'soundpack', 'tutorials', 'legal']

interface PageValue {
  readonly contentType?: PageType
  readonly product?: string
  readonly slug?: { current?: string }
  readonly title?: string
}

function addressOf(page: PageValue | undefined): Partial<PageAddress> {
  return {
    contentType: page?.contentType,
    product: page?.product || undefined,
    slug: page?.slug?.current || undefined,
  }
}

export const section = defineType({
  name: 'section',
  type: 'object',
  title: 'Section',
  icon: StackIcon,
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading' }),
    defineField({
      name: 'name',
      type: 'string',
      title: 'Anchor',
      description: 'Optional id for links to this section (#anchor): lowercase letters, digits and dashes.',
      validation: (rule) => rule.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { name: 'anchor' }),
    }),
    defineField({
      name: 'theme',
      type: 'string',
      title: 'Theme',
      options: { list: [...sectionThemes], layout: 'radio', direction: 'horizontal' },
    }),
    defineField({
      name: 'subSections',
      type: 'array',
      title: 'Blocks',
      validation: (rule) =>
        rule.required().custom((blocks: Array<{ _type?: string }> | undefined, context) => {
          const contentType = (context.document as PageValue | undefined)?.contentType
          if (!blocks || !contentType) return true
          const allowed: ReadonlyArray<string> = pageBlocks[contentType] ?? []
          const refused = [...new Set(blocks.map((b) => b._type ?? '').filter((t) => !allowed.includes(t)))]
          return refused.length === 0
            ? true
            : `A ${pageTypeTitles[contentType]} page cannot show ${refused.join(', ')}; move or remove it`
        }),
      of: blockTypeNames.map((type) => defineArrayMember({ type })),
    }),
  ],
  preview: {
    select: { heading: 'heading', name: 'name', blocks: 'subSections' },
    prepare: ({ heading, name, blocks }: { heading?: string; name?: string; blocks?: unknown[] }) => ({
      title: heading || name || 'Section',
      subtitle: `${blocks?.length ?? 0} block${blocks?.length === 1 ? '' : 's'}`,
    }),
  },
})

/** What a tutorial's card shows besides its title (models/content/page.ts TutorialFacts). */
export const tutorialFacts = defineType({
  name: 'tutorialFacts',
  type: 'object',
  title: 'Tutorial card',
  fields: [
    defineField({
      name: 'level',
      type: 'string',
      title: 'Level',
      options: { list: [...tutorialLevels], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'minutes',
      type: 'number',
      title: 'Minutes',
      description: 'How long the tutorial takes.',
      validation: (rule) => rule.required().integer().positive(),
    }),
    imageField('thumbnail', { title: 'Thumbnail', required: true }),
  ],
})

export const page = defineType({
  name: 'page',
  type: 'document',
  title: 'Page',
  icon: DocumentIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'address', title: 'Address' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      title: 'Title',
      description: 'The browser tab and search result title.',
      group: ['content', 'seo'],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'shortTitle',
      type: 'string',
      title: 'Short title',
      description: 'A label of a few words for breadcrumbs, the product menu and search results.',
      group: ['content', 'seo'],
    }),
    defineField({
      name: 'contentType',
      type: 'string',
      title: 'Page type',
      group: 'address',
      options: { list: pageTypes.map((value) => ({ value, title: pageTypeTitles[value] })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'product',
      type: 'string',
      title: 'Product',
      group: 'address',
      options: { list: [...products] },
    }),
    defineField({
      name: 'slug',
      type: 'slug',
      title: 'Slug',
      group: 'address',
      description: 'The last part of the address: lowercase letters, digits and dashes.',
      hidden: ({ document, value }) => !value && !sluggedTypes.includes(String(document?.contentType)),
      // Addresses are unique per page type and product (the document rule below), not per slug.
      options: { source: 'title', maxLength: 96, isUnique: () => true },
      validation: (rule) =>
        rule.custom((value: { current?: string } | undefined) =>
          !value?.current || isSlug(value.current)
            ? true
            : 'Use lowercase letters, digits and single dashes (at most 96 characters)',
        ),
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      title: 'Description',
      description: 'Shown by search engines and when the page is shared.',
      group: 'seo',
    }),
    imageField('ogImage', { title: 'Sharing image', group: 'seo' }),
    defineField({
      name: 'tutorial',
      type: 'tutorialFacts',
      title: 'Tutorial card',
      description: 'How-to articles and tutorial paths: what their card on the tutorials list shows.',
      group: 'content',
      hidden: ({ document, value }) =>
        !value && !['howTo', 'tutorials'].includes(String(document?.contentType)),
    }),
    defineField({
      name: 'pageBuilder',
      type: 'array',
      title: 'Sections',
      group: 'content',
      validation: (rule) => rule.required(),
      of: [defineArrayMember({ type: 'section' })],
    }),
  ],
  validation: (rule) =>
    rule.custom(async (document, context) => {
      const address = addressOf(document as PageValue | undefined)
      const problem = pageAddressProblem(address)
      if (problem) return problem
      const other = await duplicatePage(address, context)
      return other === undefined ? true : `Another page already has this address: “${other}”`
    }),
  orderings: [
    {
      title: 'Address',
      name: 'address',
      by: [
        { field: 'product', direction: 'asc' },
        { field: 'contentType', direction: 'asc' },
        { field: 'slug.current', direction: 'asc' },
      ],
    },
  ],
  preview: {
    select: { title: 'title', contentType: 'contentType', product: 'product', slug: 'slug.current' },
    prepare: (value: { title?: string; contentType?: PageType; product?: string; slug?: string }) => ({
      title: value.title ?? 'Untitled page',
      subtitle:
        (value.contentType &&
          pagePath({ contentType: value.contentType, product: value.product, slug: value.slug })) ??
        `${value.contentType ? pageTypeTitles[value.contentType] : 'Page'} without an address`,
    }),
  },
})
