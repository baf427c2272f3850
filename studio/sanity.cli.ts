/**
 * The Sanity CLI's settings: which project `sanity deploy` and `sanity dataset …` act on (the stand-in's
 * `pulsewave` unless SANITY_STUDIO_PROJECT_ID is set), no automatic Studio updates (the build must
 * not reach the network), and where TypeGen reads the site's queries and writes their types.
 */
import { defineCliConfig } from 'sanity/cli'

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'pulsewave',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  deployment: { autoUpdates: false },
  schemaExtraction: { path: './schema.json', enforceRequiredFields: true },
  // `npm run typegen` (scripts/typegen.ts) runs both steps; its check writes elsewhere (TYPEGEN_*).
  typegen: {
    path: '../services/content/queries.ts',
    schema: process.env.TYPEGEN_SCHEMA || './schema.json',
    generates: process.env.TYPEGEN_OUT || '../services/content/sanity.types.ts',
    overloadClientMethods: false,
  },
})
