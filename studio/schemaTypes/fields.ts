/**
 * Field builders the block and document types share: images with alt text, hotspot and crop; files;
 * http(s) web addresses; calls to action. The rules are the ones the site's decoders rely on
 * (models/content/assets.ts, links.ts): an image always has an asset and alt text, an external
 * address is http or https, a call to action has a label and somewhere to go.
 */
import { defineField, defineType, type FieldDefinition, type UrlRule } from 'sanity'
import { products } from '../../models/content/paths.ts'

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
  // The site needs the field (models/content/assets.ts); an empty one marks a decorative image, which
  // only imported content has: the Studio's input removes a field you empty.
  validation: (rule) =>
    rule.custom((value: string | undefined) =>
      value === undefined ? 'Describe the image for people who cannot see it' : true,
    ),
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
  readonly action?: { kind?: string }
}

interface CtaActionValue {
  readonly kind?: string
  readonly catalogProductId?: number
  readonly product?: string
}

/**
 * What a call to action does instead of linking (models/content/links.ts CtaAction): a checkout or a
 * plan change of a store catalogue product (with an optional discount code), or a free trial.
 */
export const ctaAction = defineType({
  name: 'ctaAction',
  type: 'object',
  title: 'Action',
  fields: [
    defineField({
      name: 'kind',
      type: 'string',
      title: 'Kind',
      options: {
        list: [
          { value: 'checkout', title: 'Buy (store checkout)' },
          { value: 'trial', title: 'Start a free trial' },
          { value: 'planChange', title: 'Change plan' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'catalogProductId',
      type: 'number',
      title: 'Store catalogue product id',
      hidden: ({ parent }) => (parent as CtaActionValue | undefined)?.kind === 'trial',
      validation: (rule) => rule.integer().positive(),
    }),
    defineField({
      name: 'discountCode',
      type: 'string',
      title: 'Discount code',
      description: 'Checkout only: uppercase letters, digits and dashes.',
      hidden: ({ parent }) => (parent as CtaActionValue | undefined)?.kind !== 'checkout',
      validation: (rule) => rule.regex(/^[A-Z0-9-]{1,40}$/, { name: 'discount code' }),
    }),
    defineField({
      name: 'product',
      type: 'string',
      title: 'Product',
      hidden: ({ parent }) => (parent as CtaActionValue | undefined)?.kind !== 'trial',
      options: { list: [...products] },
    }),
  ],
  validation: (rule) =>
    rule.custom((value: CtaActionValue | undefined) => {
      if (!value?.kind) return true
      if (value.kind === 'trial') return value.product ? true : 'Choose the product of the trial'
      return value.catalogProductId ? true : 'Enter the store catalogue product id'
    }),
})

/** A call to action: a label and a page of the site, a web address or an action. */
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
    defineField({
      name: 'anchor',
      type: 'string',
      title: 'Section of the page',
      description: 'Optional: the anchor of a section of that page to land on.',
      hidden: ({ parent }) => !(parent as CtaValue | undefined)?.internal,
      validation: (rule) => rule.regex(/^[a-z0-9-]{1,64}$/, { name: 'anchor' }),
    }),
    defineField({ name: 'action', type: 'ctaAction', title: 'Or an action' }),
  ],
  validation: (rule) =>
    rule.custom((value: CtaValue | undefined) => {
      if (!value) return true
      const ends = [value.internal?._ref, value.external, value.action?.kind].filter(Boolean).length
      if (ends > 1) return 'Choose one: a page, a web address or an action'
      if (ends === 0) return 'Choose a page of the site, enter a web address or pick an action'
      return true
    }),
  preview: {
    select: { title: 'label', page: 'internal.title', external: 'external', action: 'action.kind' },
    prepare: (v: { title?: string; page?: string; external?: string; action?: string }) => ({
      title: v.title ?? 'Call to action',
      subtitle: v.page
        ? `→ ${v.page}`
        : v.external
          ? `→ ${v.external}`
          : v.action
            ? `→ ${v.action}`
            : 'No target',
    }),
  },
})

/** A list of calls to action. */
export function ctasField(name = 'ctas', title = 'Calls to action'): FieldDefinition {
  return defineField({ name, type: 'array', title, of: [{ type: 'cta' }] })
}
