import { createClient } from '@sanity/client'
import sharp from 'sharp'
import type { BenchContext, BenchRow } from './types.ts'

/** Percentile of sorted samples (nearest rank). */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

async function timed(runs: number, task: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await task()
    samples.push(performance.now() - start)
  }
  return samples.sort((a, b) => a - b)
}

const rows = (name: string, samples: number[]): BenchRow[] => [
  { metric: `content sandbox ${name} p50`, value: Math.round(percentile(samples, 50) * 10) / 10, unit: 'ms' },
  { metric: `content sandbox ${name} p99`, value: Math.round(percentile(samples, 99) * 10) / 10, unit: 'ms' },
]

/**
 * The content stand-in on its own, through @sanity/client: a GROQ query, a mutation (fsync included),
 * mutation-to-listener delivery and an image transform. Page-type queries are benched by the content
 * service's own bench.
 */
export default async function contentSandbox(ctx: BenchContext): Promise<BenchRow[]> {
  const url = ctx.sandboxUrls.content
  if (!url) return []
  const client = createClient({
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2021-10-21',
    dataset: 'production',
    projectId: 'pulsewave',
    token: ctx.siteEnv.SANITY_READ_TOKEN,
  })
  const query = await timed(200, () =>
    client.fetch('*[_type == $type] | order(_updatedAt desc)[0]{..., "refs": *[references(^._id)]._id}', {
      type: 'page',
    }),
  )
  let n = 0
  const mutation = await timed(100, () =>
    client.createOrReplace({ _id: 'bench-doc', _type: 'bench', n: n++ }),
  )
  const delivery: number[] = []
  await new Promise<void>((done, fail) => {
    let sent = 0
    const subscription = client.listen('*[_type == "bench-listen"]').subscribe({
      next: (event) => {
        if (event.type !== 'mutation') return
        delivery.push(performance.now() - sent)
        if (delivery.length === 50) {
          subscription.unsubscribe()
          done()
          return
        }
        sent = performance.now()
        void client.createOrReplace({ _id: 'bench-listen', _type: 'bench-listen', n: delivery.length })
      },
      error: fail,
    })
    setTimeout(() => {
      sent = performance.now()
      void client.createOrReplace({ _id: 'bench-listen', _type: 'bench-listen', n: 0 })
    }, 300)
  })
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer()
  const asset = await client.assets.upload('image', png, { filename: 'bench.png' })
  const imageUrl = (width: number) =>
    `${url}/images/pulsewave/production/${asset._id.slice(6, asset._id.lastIndexOf('-'))}.png?w=${width}&h=450&fit=crop&fm=webp&q=75`
  // A new width each time, so every request is a real transform; then one variant again (cache hits).
  let width = 800
  const image = await timed(30, async () => (await fetch(imageUrl(width--))).arrayBuffer())
  const cached = await timed(30, async () => (await fetch(imageUrl(800))).arrayBuffer())
  return [
    ...rows('GROQ query', query),
    ...rows('mutation (createOrReplace)', mutation),
    ...rows(
      'mutation → listen event',
      delivery.sort((a, b) => a - b),
    ),
    ...rows('image 1600→800 webp transform', image),
    ...rows('image variant from cache', cached),
  ]
}
