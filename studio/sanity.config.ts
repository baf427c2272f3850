/**
 * The Pulsewave Studio: the content model of the site (schemaTypes/), its navigation by product
 * (structure.ts) and the Presentation tool that edits site pages in place (presentation.ts). Locally
 * it runs against the content stand-in (local.ts); deployed, against the configured Sanity project.
 */
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { apiHost, dataset, local, previewOrigin, projectId } from './environment.ts'
import { localOptions } from './local.ts'
import { locations, mainDocuments } from './presentation.ts'
import { documentTypeNames, schemaTypes } from './schemaTypes/index.ts'
import { structure } from './structure.ts'

/** Documents that exist once; editors edit them but never create or delete another. */
const singletons = new Set(['licenseModal'])

export default defineConfig({
  name: 'default',
  title: local ? 'Pulsewave (local)' : 'Pulsewave',
  projectId,
  dataset,
  ...(apiHost ? { apiHost } : {}),
  ...(local ? localOptions : {}),
  plugins: [
    structureTool({ structure, title: 'Content' }),
    presentationTool({
      title: 'Preview',
      previewUrl: { origin: previewOrigin, previewMode: { enable: '/api/preview/enable' } },
      resolve: { mainDocuments, locations },
    }),
  ],
  schema: {
    types: schemaTypes,
    templates: (previous) => [
      ...previous.filter((template) => !singletons.has(template.schemaType)),
      {
        id: 'page-for-product',
        title: 'Page of a product',
        schemaType: 'page',
        parameters: [{ name: 'product', type: 'string' }],
        value: (params: { product: string }) => ({ product: params.product }),
      },
      {
        id: 'downloads-for-product',
        title: 'Release of a product',
        schemaType: 'downloads',
        parameters: [{ name: 'product', type: 'string' }],
        value: (params: { product: string }) => ({ product: params.product }),
      },
    ],
  },
  document: {
    ...(local ? localOptions.document : {}),
    actions: (previous, context) =>
      singletons.has(context.schemaType)
        ? previous.filter(
            ({ action }) => action !== 'delete' && action !== 'duplicate' && action !== 'unpublish',
          )
        : previous,
    newDocumentOptions: (previous) =>
      previous.filter(
        (item) =>
          !singletons.has(item.templateId) && documentTypeNames.some((t) => item.templateId.startsWith(t)),
      ),
  },
})
