/**
 * Test helpers: an in-memory transport that evaluates GROQ with groq-js over NDJSON documents
 * (published perspective hides `drafts.` ids; preview overlays drafts on their published ids), and a
 * service built on it. The documents come from the caller: the site's own tests bring their few, and
 * tests/integration reads the content stand-in's seed (the site never reaches into sandbox/).
 */
import { readFileSync } from 'node:fs'
import { Effect, Exit } from 'effect'
import { evaluate, parse } from 'groq-js'
import type { ContentServiceShape, PageRequest } from './ContentService.ts'
import { makeReads } from './reads.ts'
import type { ContentTransport } from './transport.ts'

export function readNdjson(path: string): Array<Record<string, unknown>> {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

function perspective(docs: ReadonlyArray<Record<string, unknown>>, preview: boolean) {
  const isDraft = (d: Record<string, unknown>) => String(d._id).startsWith('drafts.')
  if (!preview) return docs.filter((d) => !isDraft(d))
  const drafts = new Map(docs.filter(isDraft).map((d) => [String(d._id).slice(7), d]))
  return [
    ...docs
      .filter((d) => !isDraft(d))
      .map((d) => (drafts.has(String(d._id)) ? { ...drafts.get(String(d._id)), _id: d._id } : d)),
    ...[...drafts].filter(([id]) => !docs.some((d) => d._id === id)).map(([id, d]) => ({ ...d, _id: id })),
  ]
}

export function memoryTransport(
  docs: ReadonlyArray<Record<string, unknown>>,
  options: { canPreview?: boolean; onQuery?: (query: string, params: Record<string, unknown>) => void } = {},
): ContentTransport {
  return {
    canPreview: options.canPreview ?? true,
    async query(query, params, { preview }) {
      options.onQuery?.(query, params)
      const tree = parse(query, { params })
      const value = await evaluate(tree, { dataset: perspective(docs, preview), params })
      return value.get()
    },
  }
}

export const testCdn = {
  serviceName: 'Sanity',
  cdnUrl: 'http://127.0.0.1:1',
  projectId: 'pulsewave',
  dataset: 'production',
  timeoutMs: 5000,
} as const

export function memoryContentService(
  docs: ReadonlyArray<Record<string, unknown>>,
  transportOptions = {},
): ContentServiceShape {
  return makeReads(memoryTransport(docs, transportOptions), testCdn)
}

/** One request per page type (and the variants the route table has). */
export const pageRequests: ReadonlyArray<PageRequest & { expectId: string }> = [
  { contentType: 'homepage', expectId: 'page_homepage' },
  { contentType: 'features', product: 'studio', expectId: 'page_studio_features' },
  { contentType: 'features', product: 'dj/pro', expectId: 'page_dj-pro_features' },
  { contentType: 'pricing', product: 'hex-fx', expectId: 'page_hex-fx_pricing' },
  { contentType: 'freeTrial', product: 'sample', expectId: 'page_sample_freeTrial' },
  { contentType: 'tutorials', product: 'studio', expectId: 'page_studio_tutorials' },
  {
    contentType: 'tutorials',
    product: 'studio',
    slug: 'how-to-make-a-remix',
    expectId: 'page_studio_tutorials_how-to-make-a-remix',
  },
  {
    contentType: 'tutorials',
    product: 'studio',
    slug: 'how-to-make-a-beat',
    expectId: 'page_studio_tutorials_how-to-make-a-beat',
  },
  {
    contentType: 'howTo',
    product: 'sample',
    slug: 'chop-a-breakbeat',
    expectId: 'page_sample_howTo_chop-a-breakbeat',
  },
  { contentType: 'sounds', product: 'studio', expectId: 'page_studio_sounds' },
  { contentType: 'soundpack', slug: 'analog-dusk', expectId: 'page_studio_soundpack_analog-dusk' },
  { contentType: 'campaign', slug: 'studio-2-launch', expectId: 'page_campaign_studio-2-launch' },
  { contentType: 'careers', expectId: 'page_careers' },
  { contentType: 'musicProduction', expectId: 'page_musicProduction' },
  { contentType: 'producerSuite', expectId: 'page_producerSuite' },
  { contentType: 'search', expectId: 'page_search' },
  { contentType: 'legal', slug: 'privacy', expectId: 'page_legal_privacy' },
  { contentType: 'producerSuiteDownloads', expectId: 'page_producerSuiteDownloads' },
]

/** The typed failure of an effect that is expected to fail (throws on success or a defect). */
export async function failure<A, E>(effect: Effect.Effect<A, E>): Promise<E> {
  const exit = await Effect.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) throw new Error('expected a failure')
  const reason = exit.cause.reasons.find((r) => r._tag === 'Fail')
  if (reason?._tag !== 'Fail') throw new Error(`expected a typed failure, got ${exit.cause}`)
  return reason.error
}
