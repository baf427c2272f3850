/** The sounds card container: soundpacks and the licence modal shown before a download. */
import { PackageIcon } from '@sanity/icons/Package'
import { defineField, defineType } from 'sanity'
import { blockPreview } from './preview.ts'

export const soundsCardContainer = defineType({
  name: 'soundsCardContainer',
  type: 'object',
  title: 'Soundpacks',
  icon: PackageIcon,
  fields: [
    defineField({ name: 'heading', type: 'string', title: 'Heading' }),
    defineField({
      name: 'soundpacks',
      type: 'array',
      title: 'Soundpacks',
      validation: (rule) => rule.required().unique(),
      of: [{ type: 'reference', to: [{ type: 'soundpack' }] }],
    }),
    defineField({
      name: 'licenseModal',
      type: 'reference',
      title: 'Licence terms',
      description: 'Shown before a soundpack download.',
      to: [{ type: 'licenseModal' }],
    }),
  ],
  preview: blockPreview('Soundpacks', {
    title: 'heading',
    items: 'soundpacks',
    itemNames: ['soundpack', 'soundpacks'],
  }),
})
