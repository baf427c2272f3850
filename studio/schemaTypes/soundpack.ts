/** Soundpacks and the licence terms shown before a soundpack download (models/content/soundpack.ts). */
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { PackageIcon } from '@sanity/icons/Package'
import { defineField, defineType } from 'sanity'
import { products } from '../../models/content/paths.ts'
import { isSlug } from '../../models/routes/resolve.ts'
import { fileField, imageField } from './fields.ts'

interface BpmRange {
  readonly min?: number
  readonly max?: number
}

export const soundpack = defineType({
  name: 'soundpack',
  type: 'document',
  title: 'Soundpack',
  icon: PackageIcon,
  fields: [
    defineField({ name: 'title', type: 'string', title: 'Title', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      type: 'slug',
      title: 'Slug',
      description: 'Names the pack in its page address (/studio/sounds/<slug>) and downloads.',
      options: { source: 'title', maxLength: 96 },
      validation: (rule) =>
        rule
          .required()
          .custom((value: { current?: string } | undefined) =>
            !value?.current || isSlug(value.current)
              ? true
              : 'Use lowercase letters, digits and single dashes',
          ),
    }),
    defineField({
      name: 'product',
      type: 'string',
      title: 'Product',
      options: { list: [...products] },
      initialValue: 'studio',
    }),
    defineField({
      name: 'summary',
      type: 'text',
      rows: 3,
      title: 'Summary',
      validation: (r) => r.required(),
    }),
    imageField('coverImage', { title: 'Cover', required: true }),
    defineField({
      name: 'genres',
      type: 'array',
      title: 'Genres',
      of: [{ type: 'string' }],
      options: { layout: 'tags' },
      validation: (rule) => rule.required().unique(),
    }),
    defineField({
      name: 'sampleCount',
      type: 'number',
      title: 'Number of samples',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'bpmRange',
      type: 'object',
      title: 'Tempo range (BPM)',
      options: { columns: 2 },
      fields: [
        defineField({
          name: 'min',
          type: 'number',
          title: 'From',
          validation: (r) => r.required().positive(),
        }),
        defineField({ name: 'max', type: 'number', title: 'To', validation: (r) => r.required().positive() }),
      ],
      validation: (rule) =>
        rule.custom((value: BpmRange | undefined) =>
          value?.min !== undefined && value.max !== undefined && value.min > value.max
            ? 'The lowest tempo must not be above the highest'
            : true,
        ),
    }),
    fileField('previewAudio', { title: 'Preview loop', accept: 'audio/*' }),
    defineField({
      name: 'priceUsd',
      type: 'number',
      title: 'Price (USD)',
      description: 'Leave empty when the pack is free for subscribers.',
      validation: (rule) => rule.min(0).precision(2),
    }),
  ],
  preview: {
    select: { title: 'title', count: 'sampleCount', media: 'coverImage' },
    prepare: ({ title, count, media }: { title?: string; count?: number; media?: never }) => ({
      title: title ?? 'Untitled soundpack',
      subtitle: count === undefined ? 'Soundpack' : `${count} samples`,
      media,
    }),
  },
})

export const licenseModal = defineType({
  name: 'licenseModal',
  type: 'document',
  title: 'Licence terms',
  icon: DocumentTextIcon,
  fields: [
    defineField({ name: 'title', type: 'string', title: 'Title', validation: (rule) => rule.required() }),
    defineField({ name: 'body', type: 'richText', title: 'Terms', validation: (rule) => rule.required() }),
    defineField({
      name: 'acceptLabel',
      type: 'string',
      title: 'Accept button',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'declineLabel',
      type: 'string',
      title: 'Decline button',
      validation: (r) => r.required(),
    }),
  ],
})
