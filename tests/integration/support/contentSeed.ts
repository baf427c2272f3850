/** The content stand-in's committed seed, which the site's content tests read as their dataset. */
import { resolve } from 'node:path'
import { readNdjson } from '../../../services/content/testing.ts'

export const seedDir = resolve(import.meta.dirname, '../../../sandbox/content/seed')
export const seedFile = resolve(seedDir, 'production.ndjson')

export const seedDocuments = () => readNdjson(seedFile)
