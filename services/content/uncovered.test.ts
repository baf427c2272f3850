/**
 * The compile-time check of decoders against TypeGen's result types (uncovered.ts), tested at the
 * type level: `npm run typecheck` fails if these expectations do not hold.
 */
import { describe, expectTypeOf, it } from 'vitest'
import type { HeroBlock } from '../../models/content/blocks.ts'
import type { FeaturesQueryResult } from './sanity.types.ts'
import type { Uncovered } from './uncovered.ts'

type GeneratedHero = Extract<
  NonNullable<FeaturesQueryResult['page']>['pageBuilder'][number]['subSections'][number],
  { _type: 'heroBlock' }
>
type HeroEncoded = (typeof HeroBlock)['Encoded']

describe('Uncovered', () => {
  it('is never when the query returns every field the decoder reads', () => {
    expectTypeOf<Uncovered<GeneratedHero, HeroEncoded>>().toBeNever()
  })

  it('names a field renamed in the schema', () => {
    type Renamed = Omit<GeneratedHero, 'heading'> & { title: string }
    expectTypeOf<Uncovered<Renamed, HeroEncoded>>().toEqualTypeOf<'.heading'>()
  })

  it('names a field of an item in a list, and a block type the query lost', () => {
    type Cta = NonNullable<GeneratedHero['ctas']>[number]
    type Ctas = Omit<GeneratedHero, 'ctas'> & { ctas: Array<Omit<Cta, 'label'> & { text: string }> }
    expectTypeOf<Uncovered<Ctas, HeroEncoded>>().toEqualTypeOf<'.ctas[].label'>()
    expectTypeOf<
      Uncovered<{ _type: 'quoteBlock' }, HeroEncoded>
    >().toEqualTypeOf<' (no heroBlock in the query result)'>()
  })
})
