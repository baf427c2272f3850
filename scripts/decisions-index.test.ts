import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { indexPath, renderIndex } from './decisions-index.ts'

describe('the index of decision records', () => {
  it('lists every record as it stands (run `npm run docs:decisions` after adding one)', () => {
    expect(readFileSync(indexPath, 'utf8')).toBe(renderIndex())
  })
})
