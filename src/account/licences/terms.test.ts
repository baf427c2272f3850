import { describe, expect, it } from 'vitest'
import { editionLabel, termName } from './terms.ts'

describe('editionLabel', () => {
  it('adds the term in words only when the name does not already say it', () => {
    expect(editionLabel({ name: 'Studio', term: 'permanent' })).toBe('Studio (lifetime licence)')
    expect(editionLabel({ name: 'Studio Subscription', term: 'subscription' })).toBe('Studio Subscription')
    expect(editionLabel({ name: 'Studio Trial', term: 'trial' })).toBe('Studio Trial')
    expect(editionLabel({ name: 'DJ Pro', term: 'timelimited' })).toBe('DJ Pro (for a limited time)')
  })

  it('words an unknown term as a licence, never the service code', () => {
    expect(termName('rental')).toBe('Licence')
    expect(editionLabel({ name: 'Loop Pack', term: 'rental' })).toBe('Loop Pack (licence)')
  })
})
