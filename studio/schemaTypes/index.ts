/** Every schema type of the Studio: the documents the site reads and the objects inside them. */
import { blockSchemaTypes } from './blocks/index.ts'
import { downloads } from './downloads.ts'
import { cta, ctaAction } from './fields.ts'
import { page, section, tutorialFacts } from './page.ts'
import { richText } from './richText.ts'
import { licenseModal, soundpack, soundpackItem } from './soundpack.ts'

export const schemaTypes = [
  page,
  section,
  tutorialFacts,
  ...blockSchemaTypes,
  downloads,
  soundpack,
  soundpackItem,
  licenseModal,
  cta,
  ctaAction,
  richText,
]

/** Document types an editor creates and edits. */
export const documentTypeNames = ['page', 'downloads', 'soundpack', 'licenseModal'] as const
