/**
 * `npm run config:docs`: writes .env.example and the README's configuration reference from the one
 * schema (config/variables.ts). config/docs.test.ts fails when the committed files differ.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { renderEnvExample, withReadmeReference } from '../config/docs.ts'

const root = resolve(import.meta.dirname, '..')
writeFileSync(resolve(root, '.env.example'), renderEnvExample())
const readme = resolve(root, 'README.md')
writeFileSync(readme, withReadmeReference(readFileSync(readme, 'utf8')))
console.log('wrote .env.example and the configuration reference in README.md')
