import { resolve } from 'node:path'
import { accountCeilingsKB, accountScreens, budgetKB, initialJsGzipBytes } from './initial-js.ts'
import { anaCookie } from './signedIn.ts'
import type { BenchContext, BenchRow } from './types.ts'

const contentPages = [
  '/',
  '/studio',
  '/studio/sounds',
  '/studio/downloads',
  '/studio/downloads/2.3.1/win',
  '/studio/sounds/night-shift-drums',
  '/search?q=remix',
  '/no-such-page',
]

/**
 * Initial JavaScript per page (gzip), read from the HTML the production server sends. A page over its
 * budget (content 100 KB, account screens 110 KB signed in, or the ceiling of a screen still over it)
 * is named on stderr and the bench exits with a failure.
 */
export default async function bundle(ctx: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const over: string[] = []
  const measure = async (path: string, limitKB: number, headers: Record<string, string> = {}) => {
    const response = await fetch(new URL(path, ctx.baseUrl), { headers })
    const html = await response.text()
    // A signed-out answer (a redirect to sign in) would measure the wrong page.
    if (headers.cookie && response.status !== 200)
      throw new Error(`${path} answered ${response.status} signed in`)
    const kb = Math.round(initialJsGzipBytes(html, resolve(ctx.distDir, 'client')) / 102.4) / 10
    rows.push({ metric: `initial JS ${path} (gzip -9)`, value: kb, unit: 'KB' })
    if (kb > limitKB) over.push(`${path}: ${kb} KB, over its ${limitKB} KB`)
  }
  for (const path of contentPages) await measure(path, budgetKB.content)
  const cookie = await anaCookie(ctx)
  for (const path of accountScreens)
    await measure(path, accountCeilingsKB[path] ?? budgetKB.account, { cookie })
  const overBudget = rows.filter((r) => r.metric.includes('/account') && r.value > budgetKB.account)
  rows.push({
    metric: `account screens over ${budgetKB.account} KB`,
    value: overBudget.length,
    unit: 'screens',
  })
  if (over.length > 0) {
    console.error(`initial JS over budget:\n  ${over.join('\n  ')}`)
    process.exitCode = 1
  }
  return rows
}
