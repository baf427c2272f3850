/**
 * A site process of a bench's own, beside the stack `npm run bench` started: the benches that compare
 * uncached paths need the HTML cache off, and the memory bench needs a process whose growth is its own.
 * `cpuMs` reads that process's CPU time, which barely moves with the machine's load where throughput does.
 */
import { readFileSync } from 'node:fs'
import { startProcess } from '../../scripts/stack.ts'
import type { BenchContext } from './types.ts'

export async function ownSite(ctx: BenchContext, htmlCache: 'on' | 'off') {
  const site = await startProcess('site', 'scripts/serve.ts', {
    ...process.env,
    ...ctx.siteEnv,
    PORT: '0',
    HTML_CACHE: htmlCache,
  })
  return { ...site, pid: site.child.pid ?? 0 }
}

/** CPU time (user + system) the process `pid` has used, in ms. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}
