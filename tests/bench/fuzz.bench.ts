/**
 * 100,000 generated paths against the running site (issue 16): how many answered 5xx or not at all,
 * and how many redirected off the site (both must be 0), with the throughput of the run.
 */
import { fuzzPaths, fuzzProblem } from '../e2e/support/fuzzPaths.ts'
import { pool } from '../e2e/support/pool.ts'
import type { BenchContext, BenchRow } from './types.ts'

export default async function fuzz(ctx: BenchContext): Promise<BenchRow[]> {
  const paths = fuzzPaths(100_000)
  const problems: string[] = []
  const started = performance.now()
  await pool(paths, 16, async (p) => {
    const problem = await fuzzProblem(ctx.baseUrl, p)
    if (problem) problems.push(problem)
  })
  const seconds = (performance.now() - started) / 1000
  for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`)
  return [
    { metric: 'fuzzed paths', value: paths.length, unit: 'requests' },
    {
      metric: 'answers ≥ 500 or none',
      value: problems.filter((p) => !p.startsWith('redirect')).length,
      unit: 'requests',
    },
    {
      metric: 'redirects leaving the site',
      value: problems.filter((p) => p.startsWith('redirect')).length,
      unit: 'requests',
    },
    { metric: 'fuzz throughput', value: Math.round(paths.length / seconds), unit: 'req/s' },
  ]
}
