/** Soundpacks and the licence terms shown before a soundpack download (models/content/soundpack.ts). */
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { PackageIcon } from '@sanity/icons/Package'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { soundKinds } from '../../models/content/choices.ts'
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
    defineField({
      name: 'contents',
      type: 'array',
      title: 'Sounds',
      description: 'What is inside, one clip per sound.',
      of: [defineArrayMember({ type: 'soundpackItem' })],
    }),
    defineField({
      name: 'download',
      type: 'object',
      title: 'Whole pack',
      description: 'The pack as one archive.',
      fields: [
        fileField('file', { title: 'Archive', required: true }),
        defineField({
          name: 'fileName',
          type: 'string',
          title: 'File name',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'sizeBytes',
          type: 'number',
          title: 'Size (bytes)',
          validation: (rule) => rule.required().integer().positive(),
        }),
      ],
    }),
    defineField({
      name: 'licence',
      type: 'reference',
      title: 'Licence terms',
      description: 'What the visitor agrees to before the download.',
      to: [{ type: 'licenseModal' }],
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

/** One sound of a pack (models/content/soundpack.ts SoundpackItem). */
export const soundpackItem = defineType({
  name: 'soundpackItem',
  type: 'object',
  title: 'Sound',
  fields: [
    defineField({ name: 'title', type: 'string', title: 'Title', validation: (rule) => rule.required() }),
    defineField({
      name: 'kind',
      type: 'string',
      title: 'Kind',
      options: { list: [...soundKinds], layout: 'radio', direction: 'horizontal' },
    }),
    defineField({ name: 'bpm', type: 'number', title: 'Tempo (BPM)', validation: (r) => r.positive() }),
    defineField({ name: 'musicalKey', type: 'string', title: 'Key' }),
    fileField('clip', { title: 'Clip', accept: 'audio/*', required: true }),
    defineField({
      name: 'durationSeconds',
      type: 'number',
      title: 'Length (seconds)',
      validation: (rule) => rule.required().positive(),
    }),
    defineField({
      name: 'waveform',
      type: 'array',
      title: 'Waveform',
      description: 'Peak levels 0–100 for the player, computed when the clip is uploaded.',
      of: [defineArrayMember({ type: 'number' })],
      readOnly: true,
    }),
  ],
  preview: {
    select: { title: 'title', kind: 'kind', bpm: 'bpm' },
    prepare: ({ title, kind, bpm }: { title?: string; kind?: string; bpm?: number }) => ({
      title: title ?? 'Untitled sound',
      subtitle: [kind, bpm ? `${bpm} BPM` : undefined].filter(Boolean).join(' · '),
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
