/**
 * `npm run docs:contract`: writes docs/contract.md, the table of every specification call with the
 * client method that makes it and the site's code that calls it (tests/contract/table.ts).
 * tests/integration/contract.test.ts fails when the committed file differs.
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { contract, contractPath, renderContract } from './table.ts'

const root = resolve(import.meta.dirname, '../..')
writeFileSync(contractPath(root), renderContract(await contract(root)))
console.log('wrote docs/contract.md')
