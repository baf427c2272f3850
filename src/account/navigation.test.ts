import { describe, expect, it } from 'vitest'
import { accountAreas } from './areas.ts'
import { accountNavigation } from './navigation.ts'

describe('the account navigation the browser gets', () => {
  it('is every area’s entries, in the order the areas are listed', () => {
    expect(accountNavigation).toEqual(accountAreas.flatMap((area) => area.navigation))
  })
})
