/**
 * TanStack Start's floor (decision 296): what one request costs the smallest Start app, with the site's
 * own render handler and nothing of the site around it (tests/bench/start-floor: one route, a heading
 * from its loader, the root's document). Built here with Vite, served by srvx in a process of its own,
 * measured as the render bench measures the site: autocannon at 10 connections, the CPU time of the
 * serving process per request. Whatever the site does, an uncached page costs at least this plus its
 * own React render, so a page type whose React render costs less than the floor cannot reach half of
 * React alone's speed through Start.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import autocannon from 'autocannon'
import { repoRoot, startProcess, stopProcess } from '../../scripts/stack.ts'
import { cpuMs } from './ownSite.ts'
import { median } from './rounds.ts'

const fixture = resolve(repoRoot, 'tests/bench/start-floor')
const heading = '<h1>A page with nothing on it</h1>'

export interface Floor {
  /** CPU time of the serving process per request, median of the rounds. */
  readonly cpuMs: number
  readonly perSecond: number
}

export async function startFloor(seconds: number, rounds: number): Promise<Floor> {
  const built = spawnSync(process.execPath, [resolve(repoRoot, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: fixture,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (built.status !== 0) throw new Error(`building the Start floor app failed (status ${built.status})`)
  const app = await startProcess('start-floor', 'tests/bench/start-floor/serve.ts', {
    ...process.env,
    NODE_ENV: 'production',
  })
  try {
    const page = await fetch(`${app.url}/`)
    const html = await page.text()
    // The whole document, rendered with its loader's data and the router's hydration script.
    if (page.status !== 200 || !html.includes(heading) || !html.includes('$_TSR'))
      throw new Error(`the Start floor app did not render its page: ${page.status} ${html.slice(0, 300)}`)
    const pid = app.child.pid ?? 0
    await autocannon({ url: `${app.url}/`, connections: 10, duration: 1 })
    const runs: Floor[] = []
    for (let i = 0; i < rounds; i++) {
      const before = cpuMs(pid)
      const result = await autocannon({ url: `${app.url}/`, connections: 10, duration: seconds })
      if (result.non2xx + result.errors > 0)
        throw new Error('the Start floor app answered non-2xx under load')
      runs.push({
        cpuMs: (cpuMs(pid) - before) / result.requests.total,
        perSecond: result.requests.average,
      })
    }
    return {
      cpuMs: median(runs.map((run) => run.cpuMs)),
      perSecond: median(runs.map((run) => run.perSecond)),
    }
  } finally {
    await stopProcess(app.child)
  }
}
