/**
 * Field builders the block and document types share: images with alt text, hotspot and crop; files;
 * http(s) web addresses; calls to action. The rules are the ones the site's decoders rely on
 * (models/content/assets.ts, links.ts): an image always has an asset and alt text, an external
 * address is http or https, a call to action has a label and somewhere to go.
 */
import { defineField, defineType, type FieldDefinition, type UrlRule } from 'sanity'

/** Document types an internal link or a call to action may point at (all have a site path). */
export const linkableTypes = [{ type: 'page' }, { type: 'downloads' }, { type: 'soundpack' }]

interface FieldOptions {
  readonly title?: string
  readonly description?: string
  readonly required?: boolean
  readonly group?: string
  readonly fieldset?: string
}

/** An image with alt text (required: the site writes it into `alt`), a caption, hotspot and crop. */
export function imageField(name: string, options: FieldOptions = {}): FieldDefinition {
  return defineField({
    name,
    type: 'image',
    title: options.title,
    description: options.description,
    group: options.group,
    fieldset: options.fieldset,
    options: { hotspot: true },
    fields: [altTextField, defineField({ name: 'caption', type: 'string', title: 'Caption' })],
    validation: (rule) => {
      const asset = rule.custom((value: { asset?: { _ref?: string } } | undefined) =>
        value === undefined || value.asset?._ref ? true : 'Upload or choose an image',
      )
      return options.required ? [rule.required(), asset] : asset
    },
  })
}

export const altTextField = defineField({
  name: 'altText',
  type: 'string',
  title: 'Alternative text',
  description: 'What the image shows, for people who cannot see it (screen readers, slow connections).',
  validation: (rule) => rule.required(),
})

/** A file field (audio loops, installers, uploaded video). */
export function fileField(name: string, options: FieldOptions & { accept?: string } = {}): FieldDefinition {
  return defineField({
    name,
    type: 'file',
    title: options.title,
    description: options.description,
    group: options.group,
    options: options.accept ? { accept: options.accept } : {},
    validation: (rule) => (options.required ? rule.required() : rule),
  })
}

/** A web address the site will link to or load: http or https only (others are dropped). */
export function webAddress(rule: UrlRule) {
  return rule.uri({ scheme: ['http', 'https'] })
}

interface CtaValue {
  readonly internal?: { _ref?: string }
  readonly external?: string
}

/** A call to action: a label and either a page of the site or a web address. */
export const cta = defineType({
  name: 'cta',
  type: 'object',
  title: 'Call to action',
  fields: [
    defineField({ name: 'label', type: 'string', title: 'Label', validation: (rule) => rule.required() }),
    defineField({
      name: 'internal',
      type: 'reference',
      title: 'Page of the site',
      to: linkableTypes,
    }),
    defineField({
      name: 'external',
      type: 'url',
      title: 'Web address',
      description: 'Only when the link leaves the site (https://…).',
      validation: webAddress,
    }),
  ],
  validation: (rule) =>
    rule.custom((value: CtaValue | undefined) => {
      if (!value) return true
      if (value.internal?._ref && value.external) return 'Choose a page or a web address, not both'
      if (!value.internal?._ref && !value.external) return 'Choose a page of the site or enter a web address'
      return true
    }),
  preview: {
    select: { title: 'label', page: 'internal.title', external: 'external' },
    prepare: ({ title, page, external }: { title?: string; page?: string; external?: string }) => ({
      title: title ?? 'Call to action',
      subtitle: page ? `→ ${page}` : external ? `→ ${external}` : 'No target',
    }),
  },
})

/** A list of calls to action. */
export function ctasField(name = 'ctas', title = 'Calls to action'): FieldDefinition {
  return defineField({ name, type: 'array', title, of: [{ type: 'cta' }] })
}
