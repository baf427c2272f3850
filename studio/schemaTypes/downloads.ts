/**
 * The downloads document (models/content/downloads.ts): one per product and version, with its card,
 * release notes, system requirements and an installer per platform. A version is three whole
 * numbers and belongs to one document per product.
 */
import { DownloadIcon } from '@sanity/icons/Download'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { footerVariants } from '../../models/content/choices.ts'
import { products } from '../../models/content/paths.ts'
import { fileField, imageField } from './fields.ts'
import { duplicateRelease, siteKnowsVersion, type VersionValue } from './rules.ts'

const versionPart = (name: string, title: string) =>
  defineField({
    name,
    type: 'number',
    title,
    initialValue: 0,
    validation: (rule) => rule.required().integer().min(0),
  })

function platformRequirements(name: 'win' | 'mac', title: string) {
  return defineField({
    name,
    type: 'object',
    title,
    validation: (rule) => rule.required(),
    options: { columns: 2 },
    fields: [
      defineField({ name: 'os', type: 'string', title: 'Operating system', validation: (r) => r.required() }),
      defineField({ name: 'cpu', type: 'string', title: 'Processor', validation: (r) => r.required() }),
      defineField({
        name: 'ramGb',
        type: 'number',
        title: 'Memory (GB)',
        validation: (r) => r.required().positive(),
      }),
      defineField({
        name: 'diskGb',
        type: 'number',
        title: 'Disk (GB)',
        validation: (r) => r.required().positive(),
      }),
      defineField({ name: 'notes', type: 'string', title: 'Notes' }),
    ],
  })
}

function installer(name: 'win' | 'mac', title: string) {
  return defineField({
    name,
    type: 'object',
    title,
    validation: (rule) => rule.required(),
    fields: [
      fileField('file', { title: 'Installer file', required: true }),
      defineField({
        name: 'fileName',
        type: 'string',
        title: 'File name',
        description: 'The name the download is saved under.',
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: 'sizeBytes',
        type: 'number',
        title: 'Size (bytes)',
        validation: (rule) => rule.required().integer().positive(),
      }),
      defineField({
        name: 'sha256',
        type: 'string',
        title: 'SHA-256',
        description: 'Of the file, 64 lowercase hex digits: shown so visitors can check their download.',
        validation: (rule) => rule.regex(/^[0-9a-f]{64}$/, { name: 'SHA-256 in lowercase hex' }),
      }),
    ],
  })
}

interface DownloadsValue {
  readonly product?: string
  readonly semanticVersion?: VersionValue
  readonly productRelease?: { releaseDate?: string }
}

function completeVersion(version: VersionValue | undefined): Required<VersionValue> | undefined {
  const { majorVersion, minorVersion, patchVersion } = version ?? {}
  return [majorVersion, minorVersion, patchVersion].every((n) => Number.isInteger(n) && (n as number) >= 0)
    ? (version as Required<VersionValue>)
    : undefined
}

export const downloads = defineType({
  name: 'downloads',
  type: 'document',
  title: 'Download release',
  icon: DownloadIcon,
  groups: [
    { name: 'release', title: 'Release', default: true },
    { name: 'card', title: 'Card' },
    { name: 'installers', title: 'Installers' },
  ],
  fields: [
    defineField({
      name: 'product',
      type: 'string',
      title: 'Product',
      group: 'release',
      options: { list: [...products] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'semanticVersion',
      type: 'object',
      title: 'Version',
      group: 'release',
      options: { columns: 3 },
      validation: (rule) => rule.required(),
      fields: [
        versionPart('majorVersion', 'Major'),
        versionPart('minorVersion', 'Minor'),
        versionPart('patchVersion', 'Patch'),
      ],
    }),
    defineField({
      name: 'softwareDownloadCard',
      type: 'object',
      title: 'Download card',
      group: 'card',
      validation: (rule) => rule.required(),
      fields: [
        imageField('image', { title: 'Artwork', required: true }),
        defineField({ name: 'headline', type: 'string', title: 'Headline' }),
        defineField({
          name: 'footers',
          type: 'array',
          title: 'Footers',
          validation: (rule) => rule.required(),
          of: [
            defineArrayMember({
              name: 'footer',
              type: 'object',
              title: 'Footer',
              fields: [
                defineField({
                  name: 'variant',
                  type: 'string',
                  title: 'Kind',
                  options: { list: [...footerVariants], layout: 'radio', direction: 'horizontal' },
                  validation: (rule) => rule.required(),
                }),
                defineField({
                  name: 'body',
                  type: 'richText',
                  title: 'Text',
                  validation: (r) => r.required(),
                }),
              ],
              preview: { select: { title: 'variant' } },
            }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'productRelease',
      type: 'object',
      title: 'Release',
      group: ['release', 'installers'],
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'releaseDate',
          type: 'date',
          title: 'Release date',
          validation: (r) => r.required(),
        }),
        defineField({
          name: 'notes',
          type: 'richText',
          title: 'Release notes',
          validation: (r) => r.required(),
        }),
        defineField({
          name: 'systemRequirements',
          type: 'object',
          title: 'System requirements',
          validation: (rule) => rule.required(),
          fields: [platformRequirements('win', 'Windows'), platformRequirements('mac', 'macOS')],
        }),
        defineField({
          name: 'installers',
          type: 'object',
          title: 'Installers',
          validation: (rule) => rule.required(),
          fields: [installer('win', 'Windows'), installer('mac', 'macOS')],
        }),
      ],
    }),
  ],
  validation: (rule) => [
    rule.custom(async (value, context) => {
      const document = value as DownloadsValue | undefined
      const version = completeVersion(document?.semanticVersion)
      if (!document?.product || !version) return true
      return (await duplicateRelease(document.product, version, context))
        ? `${document.product} ${version.majorVersion}.${version.minorVersion}.${version.patchVersion} already has a release document`
        : true
    }),
    rule
      .custom((value) => {
        const document = value as DownloadsValue | undefined
        const version = completeVersion(document?.semanticVersion)
        if (!document?.product || !version || siteKnowsVersion(document.product, version)) return true
        return 'The site lists this release, but has no page of its own for this version yet (its version list is part of the site)'
      })
      .warning(),
  ],
  orderings: [
    {
      title: 'Newest version',
      name: 'versionDesc',
      by: [
        { field: 'semanticVersion.majorVersion', direction: 'desc' },
        { field: 'semanticVersion.minorVersion', direction: 'desc' },
        { field: 'semanticVersion.patchVersion', direction: 'desc' },
      ],
    },
  ],
  preview: {
    select: {
      product: 'product',
      major: 'semanticVersion.majorVersion',
      minor: 'semanticVersion.minorVersion',
      patch: 'semanticVersion.patchVersion',
      date: 'productRelease.releaseDate',
      media: 'softwareDownloadCard.image',
    },
    prepare: (v: {
      product?: string
      major?: number
      minor?: number
      patch?: number
      date?: string
      media?: never
    }) => ({
      title: `${v.product ?? 'Product?'} ${v.major ?? '?'}.${v.minor ?? '?'}.${v.patch ?? '?'}`,
      subtitle: v.date ? `Released ${v.date}` : 'No release date',
      media: v.media,
    }),
  },
})
