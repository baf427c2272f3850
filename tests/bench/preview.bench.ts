import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchBrowser } from '../e2e/support/browser.ts'
import type { BenchContext, BenchRow } from './types.ts'

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/** Gzip -9 size in KB of the built client chunks whose file name starts with `prefix`. */
function chunkKb(distDir: string, prefix: string): number {
  const dir = resolve(distDir, 'client/assets')
  const bytes = readdirSync(dir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(resolve(dir, f)), { level: 9 }).length, 0)
  return Math.round(bytes / 102.4) / 10
}

/**
 * Preview and build updates: what the lazily loaded chunks weigh, and how long a draft change takes
 * from the CMS's mutate call to the open preview page showing it (Chromium, local stand-in).
 */
export default async function preview(ctx: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [
    // The root route's lazy views (decision 151); XState and @xstate/react come in a chunk of their own,
    // shared with the account screens, loaded with the first of them.
    {
      metric: 'after idle: poller view with XState and @xstate/react (gzip -9)',
      value:
        Math.round(10 * (chunkKb(ctx.distDir, 'BuildUpdates-') + chunkKb(ctx.distDir, 'xstate-react'))) / 10,
      unit: 'KB',
    },
    {
      metric: 'preview view, preview only (gzip -9)',
      value: chunkKb(ctx.distDir, 'PreviewMode-'),
      unit: 'KB',
    },
  ]
  const cms = `${ctx.sandboxUrls.content}/v2021-10-21/data`
  if (!ctx.sandboxUrls.content) return rows
  const headers = {
    authorization: `Bearer ${ctx.siteEnv.SANITY_READ_TOKEN}`,
    'content-type': 'application/json',
  }
  const mutate = (mutations: unknown[]) =>
    fetch(`${cms}/mutate/production`, { method: 'POST', headers, body: JSON.stringify({ mutations }) })
  const query = encodeURIComponent(
    '*[_type == "page" && contentType == "features" && product == "studio"][0]',
  )
  const doc = (
    (await (
      await fetch(`${cms}/query/production?perspective=published&query=${query}`, { headers })
    ).json()) as { result: { _id: string } }
  ).result
  const draftId = `drafts.${doc._id}`
  await mutate([{ createOrReplace: { ...doc, _id: draftId } }])
  const browser = await launchBrowser()
  const samples: number[] = []
  try {
    const page = await browser.newPage({ baseURL: ctx.baseUrl })
    const secret = ctx.siteEnv.PREVIEW_SECRET ?? process.env.PREVIEW_SECRET ?? 'pulsewave-local-preview'
    await page.goto(`/api/preview/enable?secret=${secret}&redirect=/studio`)
    await page.waitForSelector('.preview-bar__status[data-status="live"]')
    for (let i = 0; i < 20; i++) {
      const heading = `Bench draft ${i} ${Date.now()}`
      const shown = page.getByRole('heading', { name: heading }).waitFor()
      const start = performance.now()
      await mutate([{ patch: { id: draftId, set: { 'pageBuilder[0].subSections[0].heading': heading } } }])
      await shown
      samples.push(performance.now() - start)
    }
  } finally {
    await browser.close()
    await mutate([{ delete: { id: draftId } }])
  }
  samples.sort((a, b) => a - b)
  rows.push(
    {
      metric: 'draft mutation → preview page shows it, p50',
      value: Math.round(percentile(samples, 50)),
      unit: 'ms',
    },
    {
      metric: 'draft mutation → preview page shows it, p95',
      value: Math.round(percentile(samples, 95)),
      unit: 'ms',
    },
  )
  return rows
}
