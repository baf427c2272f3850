/**
 * The `walks` path mode (paths.ts): a few long walks that take every transition of a model, self-loops
 * included, each ending where nothing untaken is left to reach.
 */
import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { buildUpdateModel } from '../../machines/buildUpdate.model.ts'
import { previewListeningModel } from '../../machines/previewListening.model.ts'
import { allTransitions, generatePaths, pathsCoverage, pathTitle } from './paths.ts'

const loop = setup({ types: { events: {} as { type: 'again' } | { type: 'stop' } } }).createMachine({
  id: 'loop',
  initial: 'on',
  states: { on: { on: { again: 'on', stop: 'off' } }, off: { type: 'final' } },
})

describe('walks', () => {
  it('take every transition, self-loops too, and leave the final state for last', () => {
    const paths = generatePaths(loop, 'walks')
    expect(paths.map((p, i) => pathTitle(i, p))).toEqual(['path 1: again → stop'])
    // Simple paths never take the self-loop.
    expect(pathsCoverage(loop, generatePaths(loop, 'covering')).transitions.size).toBe(1)
  })

  it.each([
    { name: 'preview listening', model: previewListeningModel, count: 2 },
    { name: 'build updates', model: buildUpdateModel, count: 2 },
  ])('cover $name in $count walks', ({ model, count }) => {
    const paths = generatePaths(model, 'walks')
    expect(paths).toHaveLength(count)
    expect([...pathsCoverage(model, paths).transitions].sort()).toEqual(allTransitions(model).sort())
  })

  it('leave out the events they are told to', () => {
    const paths = generatePaths(loop, 'walks', [{ type: 'again' }, { type: 'stop' }], new Set(['again']))
    expect(paths.map((p, i) => pathTitle(i, p))).toEqual(['path 1: stop'])
  })
})
