/** Text-led blocks: hero, basic content, quote and accordion (models/content/blocks.ts). */
import { BlockContentIcon } from '@sanity/icons/BlockContent'
import { CommentIcon } from '@sanity/icons/Comment'
import { HomeIcon } from '@sanity/icons/Home'
import { MenuIcon } from '@sanity/icons/Menu'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { heroThemes, imagePositions } from '../../../models/content/choices.ts'
import { ctasField, imageField } from '../fields.ts'
import { blockPreview } from './preview.ts'

export const heroBlock = defineType({
  name: 'heroBlock',
  type: 'object',
  title: 'Hero',
  icon: HomeIcon,
  fields: [
    defineField({ name: 'eyebrow', type: 'string', title: 'Eyebrow' }),
    defineField({ name: 'heading', type: 'string', title: 'Heading', validation: (rule) => rule.required() }),
    defineField({ name: 'subheading', type: 'text', rows: 2, title: 'Subheading' }),
    imageField('backgroundImage', { title: 'Background image', required: true }),
    ctasField(),
    defineField({
      name: 'theme',
      type: 'string',
      title: 'Theme',
      options: { list: [...heroThemes], layout: 'radio', direction: 'horizontal' },
    }),
  ],
  preview: blockPreview('Hero', { title: 'heading', media: 'backgroundImage' }),
})

export const basicContentBlock = defineType({
  name: 'basicContentBlock',
  type: 'object',
  title: 'Text and image',
  icon: BlockContentIcon,
  fields: [
    defineField({ name: 'eyebrow', type: 'string', title: 'Eyebrow' }),
    defineField({ name: 'heading', type: 'string', title: 'Heading' }),
    defineField({ name: 'body', type: 'richText', title: 'Text', validation: (rule) => rule.required() }),
    imageField('image', { title: 'Image' }),
    defineField({
      name: 'imagePosition',
      type: 'string',
      title: 'Image position',
      options: { list: [...imagePositions], layout: 'radio', direction: 'horizontal' },
    }),
    ctasField(),
  ],
  preview: blockPreview('Text and image', { title: 'heading', media: 'image' }),
})

export const quoteBlock = defineType({
  name: 'quoteBlock',
  type: 'object',
  title: 'Quote',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'quote',
      type: 'text',
      rows: 3,
      title: 'Quote',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'author', type: 'string', title: 'Author', validation: (rule) => rule.required() }),
    defineField({ name: 'role', type: 'string', title: 'Role' }),
    imageField('avatar', { title: 'Portrait' }),
  ],
  preview: {
    select: { quote: 'quote', author: 'author', media: 'avatar' },
    prepare: ({ quote, author, media }: { quote?: string; author?: string; media?: never }) => ({
      title: quote ? `“${quote}”` : 'Quote (empty)',
      subtitle: `Quote · ${author ?? 'no author'}`,
      media,
    }),
  },
})

export const accordion = defineType({
  name: 'accordion',
  type: 'object',
  title: 'Questions and answers',
  icon: MenuIcon,
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading' }),
    defineField({
      name: 'items',
      type: 'array',
      title: 'Questions',
      validation: (rule) => rule.required(),
      of: [
        defineArrayMember({
          name: 'accordionItem',
          type: 'object',
          title: 'Question',
          fields: [
            defineField({
              name: 'question',
              type: 'string',
              title: 'Question',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'answer',
              type: 'richText',
              title: 'Answer',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'question' } },
        }),
      ],
    }),
  ],
  preview: blockPreview('Questions and answers', {
    title: 'heading',
    items: 'items',
    itemNames: ['question', 'questions'],
  }),
})
