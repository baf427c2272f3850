/**
 * Rich text (Portable Text) as the site renders it (models/content/portableText.ts): paragraphs,
 * headings and lists; bold, italic and code; internal links as references to documents (the site
 * resolves them to paths) and external links (http or https); images with alt text in between.
 */
import { defineArrayMember, defineField, defineType } from 'sanity'
import { altTextField, linkableTypes, webAddress } from './fields.ts'

export const richText = defineType({
  name: 'richText',
  type: 'array',
  title: 'Rich text',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Heading 4', value: 'h4' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbers', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
          { title: 'Code', value: 'code' },
        ],
        annotations: [
          defineArrayMember({
            name: 'internalLink',
            type: 'object',
            title: 'Link to a page',
            fields: [
              defineField({
                name: 'reference',
                type: 'reference',
                title: 'Page',
                to: linkableTypes,
                validation: (rule) => rule.required(),
              }),
            ],
          }),
          defineArrayMember({
            name: 'link',
            type: 'object',
            title: 'Web address',
            fields: [
              defineField({
                name: 'href',
                type: 'url',
                title: 'Address',
                validation: (rule) => webAddress(rule).required(),
              }),
              defineField({ name: 'openInNewTab', type: 'boolean', title: 'Open in a new tab' }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({
      type: 'image',
      options: { hotspot: true },
      fields: [altTextField, defineField({ name: 'caption', type: 'string', title: 'Caption' })],
    }),
  ],
})
