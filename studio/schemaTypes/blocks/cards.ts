/** Card-led blocks: feature cards, product cards, step cards and the slideshow (models/content/blocks.ts). */
import { BasketIcon } from '@sanity/icons/Basket'
import { OlistIcon } from '@sanity/icons/Olist'
import { PresentationIcon } from '@sanity/icons/Presentation'
import { StarIcon } from '@sanity/icons/Star'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { products } from '../../../models/content/paths.ts'
import { ctasField, imageField } from '../fields.ts'
import { blockPreview } from './preview.ts'

const heading = defineField({ name: 'heading', type: 'string', title: 'Heading' })
const title = defineField({
  name: 'title',
  type: 'string',
  title: 'Title',
  validation: (rule) => rule.required(),
})
const body = defineField({
  name: 'body',
  type: 'richText',
  title: 'Text',
  validation: (rule) => rule.required(),
})

export const featureCards = defineType({
  name: 'featureCards',
  type: 'object',
  title: 'Feature cards',
  icon: StarIcon,
  fields: [
    heading,
    defineField({
      name: 'cards',
      type: 'array',
      title: 'Cards',
      validation: (rule) => rule.required(),
      of: [
        defineArrayMember({
          name: 'featureCard',
          type: 'object',
          title: 'Card',
          fields: [title, body, imageField('icon', { title: 'Icon' }), { name: 'cta', type: 'cta' }],
          preview: { select: { title: 'title', media: 'icon' } },
        }),
      ],
    }),
  ],
  preview: blockPreview('Feature cards', { title: 'heading', items: 'cards', itemNames: ['card', 'cards'] }),
})

export const productCards = defineType({
  name: 'productCards',
  type: 'object',
  title: 'Product cards',
  icon: BasketIcon,
  fields: [
    heading,
    defineField({
      name: 'cards',
      type: 'array',
      title: 'Cards',
      validation: (rule) => rule.required(),
      of: [
        defineArrayMember({
          name: 'productCard',
          type: 'object',
          title: 'Product',
          fields: [
            defineField({
              name: 'product',
              type: 'string',
              title: 'Product',
              // Any offer, not only the site's products: bundles such as producer-suite have cards too.
              description: `What the card offers: ${products.join(', ')} or a bundle such as producer-suite.`,
              validation: (rule) => rule.required().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/, { name: 'product' }),
            }),
            title,
            body,
            imageField('image', { title: 'Image', required: true }),
            defineField({ name: 'priceLabel', type: 'string', title: 'Price label' }),
            defineField({ name: 'badge', type: 'string', title: 'Badge' }),
            ctasField(),
          ],
          preview: { select: { title: 'title', subtitle: 'product', media: 'image' } },
        }),
      ],
    }),
  ],
  preview: blockPreview('Product cards', {
    title: 'heading',
    items: 'cards',
    itemNames: ['product', 'products'],
  }),
})

export const stepCardList = defineType({
  name: 'stepCardList',
  type: 'object',
  title: 'Steps',
  icon: OlistIcon,
  fields: [
    heading,
    defineField({
      name: 'steps',
      type: 'array',
      title: 'Steps',
      validation: (rule) => rule.required(),
      of: [
        defineArrayMember({
          name: 'step',
          type: 'object',
          title: 'Step',
          fields: [title, body, imageField('image', { title: 'Image' })],
          preview: { select: { title: 'title', media: 'image' } },
        }),
      ],
    }),
  ],
  preview: blockPreview('Steps', { title: 'heading', items: 'steps', itemNames: ['step', 'steps'] }),
})

export const slideshow = defineType({
  name: 'slideshow',
  type: 'object',
  title: 'Slideshow',
  icon: PresentationIcon,
  fields: [
    heading,
    defineField({
      name: 'autoplaySeconds',
      type: 'number',
      title: 'Seconds per slide',
      description: 'Leave empty for no automatic advance.',
      validation: (rule) => rule.min(1).max(60),
    }),
    defineField({
      name: 'slides',
      type: 'array',
      title: 'Slides',
      validation: (rule) => rule.required(),
      of: [
        defineArrayMember({
          name: 'slide',
          type: 'object',
          title: 'Slide',
          fields: [
            defineField({
              name: 'heading',
              type: 'string',
              title: 'Heading',
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'body', type: 'richText', title: 'Text' }),
            imageField('image', { title: 'Image', required: true }),
            { name: 'cta', type: 'cta' },
          ],
          preview: { select: { title: 'heading', media: 'image' } },
        }),
      ],
    }),
  ],
  preview: blockPreview('Slideshow', { title: 'heading', items: 'slides', itemNames: ['slide', 'slides'] }),
})
