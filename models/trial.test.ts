import { describe, expect, it } from 'vitest'
import { trialDestination, trialName, trialProduct } from './trial.ts'

describe('trials', () => {
  it('accepts the four products and nothing else', () => {
    expect(['studio', 'sample', 'hex-fx', 'dj/pro'].map(trialProduct)).toEqual([
      'studio',
      'sample',
      'hex-fx',
      'dj/pro',
    ])
    for (const bad of ['', 'dj', 'Studio', '../studio', 'producer-suite', 7, undefined, ['studio']])
      expect(trialProduct(bad)).toBeUndefined()
  })

  it('ends at the product’s downloads, or the dj product’s download section', () => {
    expect(trialDestination('studio')).toBe('/studio/downloads')
    expect(trialDestination('hex-fx')).toBe('/hex-fx/downloads')
    expect(trialDestination('dj/pro')).toBe('/dj/pro#download')
    expect(trialName('dj/pro')).toBe('DJ Pro')
  })
})
