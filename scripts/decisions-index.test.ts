import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { indexPath, renderIndex, status } from './decisions-index.ts'

describe('the index of decision records', () => {
  it('lists every record as it stands (run `npm run docs:decisions` after adding one)', () => {
    expect(readFileSync(indexPath, 'utf8')).toBe(renderIndex())
  })

  it('reads every way a record says it was superseded, whole or in part', () => {
    expect(status('# 001: x\n\nSuperseded by 120.')).toBe('superseded by 120')
    expect(status('Superseded in part by 260 (the gaps killed).')).toBe('in part superseded by 260')
    expect(
      status('The A part is superseded by 155: … The B part is superseded by 274. The rest stands.'),
    ).toBe('in part superseded by 155, 274')
    expect(status('Supersedes 040.')).toBe('')
  })
})
