/** Media blocks: image carousel, gallery, video and audio previews (models/content/blocks.ts). */
import { ImagesIcon } from '@sanity/icons/Images'
import { PlayIcon } from '@sanity/icons/Play'
import { ThListIcon } from '@sanity/icons/ThList'
import { VideoIcon } from '@sanity/icons/Video'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { galleryColumns } from '../../../models/content/choices.ts'
import { altTextField, fileField, imageField, webAddress } from '../fields.ts'
import { blockPreview } from './preview.ts'

const heading = defineField({ name: 'heading', type: 'string', title: 'Heading' })

/** A list of images, each with alt text, caption, hotspot and crop. */
function imagesField() {
  return defineField({
    name: 'images',
    type: 'array',
    title: 'Images',
    options: { layout: 'grid' },
    validation: (rule) => rule.required().min(1),
    of: [
      defineArrayMember({
        type: 'image',
        options: { hotspot: true },
        fields: [altTextField, defineField({ name: 'caption', type: 'string', title: 'Caption' })],
      }),
    ],
  })
}

export const imageCarousel = defineType({
  name: 'imageCarousel',
  type: 'object',
  title: 'Image carousel',
  icon: ThListIcon,
  fields: [heading, imagesField()],
  preview: blockPreview('Image carousel', {
    title: 'heading',
    media: 'images.0',
    items: 'images',
    itemNames: ['image', 'images'],
  }),
})

export const gallery = defineType({
  name: 'gallery',
  type: 'object',
  title: 'Gallery',
  icon: ImagesIcon,
  fields: [
    heading,
    defineField({
      name: 'columns',
      type: 'number',
      title: 'Columns',
      options: { list: [...galleryColumns], layout: 'radio', direction: 'horizontal' },
    }),
    imagesField(),
  ],
  preview: blockPreview('Gallery', {
    title: 'heading',
    media: 'images.0',
    items: 'images',
    itemNames: ['image', 'images'],
  }),
})

/** One rendition of the video for a screen size: a poster always, and an uploaded file or an address. */
function mediaField(name: 'mobile' | 'tablet' | 'desktop', title: string, required: boolean) {
  return defineField({
    name,
    type: 'object',
    title,
    options: { collapsible: true, collapsed: !required },
    validation: (rule) => (required ? rule.required() : rule),
    fields: [
      imageField('poster', { title: 'Poster', required: true }),
      fileField('file', { title: 'Video file', accept: 'video/*' }),
      defineField({
        name: 'url',
        type: 'url',
        title: 'Video address',
        description: 'Used when no file is uploaded.',
        validation: webAddress,
      }),
      defineField({ name: 'mimeType', type: 'string', title: 'Video format', placeholder: 'video/mp4' }),
    ],
  })
}

const mediaTags = ['autoplay', 'loop', 'muted', 'controls', 'playsInline'] as const

export const videoBlock = defineType({
  name: 'videoBlock',
  type: 'object',
  title: 'Video',
  icon: VideoIcon,
  fields: [
    heading,
    defineField({ name: 'caption', type: 'string', title: 'Caption' }),
    defineField({
      name: 'media',
      type: 'object',
      title: 'Video per screen size',
      description: 'Desktop is used for the other sizes when they are empty.',
      validation: (rule) => rule.required(),
      fields: [
        mediaField('desktop', 'Desktop', true),
        mediaField('tablet', 'Tablet', false),
        mediaField('mobile', 'Mobile', false),
      ],
    }),
    defineField({
      name: 'mediaTags',
      type: 'object',
      title: 'Playback',
      validation: (rule) => rule.required(),
      options: { columns: 3 },
      fields: mediaTags.map((name) =>
        defineField({ name, type: 'boolean', initialValue: false, validation: (rule) => rule.required() }),
      ),
    }),
  ],
  preview: blockPreview('Video', { title: 'heading', media: 'media.desktop.poster' }),
})

export const audioPreviewContainer = defineType({
  name: 'audioPreviewContainer',
  type: 'object',
  title: 'Audio previews',
  icon: PlayIcon,
  fields: [
    heading,
    defineField({
      name: 'previews',
      type: 'array',
      title: 'Previews',
      validation: (rule) => rule.required(),
      of: [
        defineArrayMember({
          name: 'audioPreview',
          type: 'object',
          title: 'Preview',
          fields: [
            defineField({
              name: 'title',
              type: 'string',
              title: 'Title',
              validation: (rule) => rule.required(),
            }),
            fileField('audio', { title: 'Audio', accept: 'audio/*', required: true }),
            defineField({
              name: 'bpm',
              type: 'number',
              title: 'Tempo (BPM)',
              validation: (r) => r.positive(),
            }),
            defineField({ name: 'musicalKey', type: 'string', title: 'Key' }),
            defineField({
              name: 'durationSeconds',
              type: 'number',
              title: 'Length (seconds)',
              validation: (rule) => rule.positive(),
            }),
            imageField('artwork', { title: 'Artwork' }),
          ],
          preview: { select: { title: 'title', subtitle: 'musicalKey', media: 'artwork' } },
        }),
      ],
    }),
  ],
  preview: blockPreview('Audio previews', {
    title: 'heading',
    items: 'previews',
    itemNames: ['preview', 'previews'],
  }),
})
