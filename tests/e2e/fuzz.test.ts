import { describe, expect, it } from 'vitest'
import { fuzzPaths, fuzzProblem } from './support/fuzzPaths.ts'
import { baseUrl, pool } from './support/site.ts'

describe('fuzzing the running server', () => {
  it('answers 10,000 generated paths without a 5xx and without a redirect off the site', async () => {
    const failures: string[] = []
    await pool(fuzzPaths(10_000), 12, async (p) => {
      const problem = await fuzzProblem(baseUrl(), p)
      if (problem) failures.push(problem)
    })
    expect(failures.slice(0, 20)).toEqual([])
  }, 300_000)
})
