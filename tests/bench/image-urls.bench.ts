/**
 * Image URLs remembered (docs/decisions/203): a page's ~23 image URLs built through @sanity/image-url
 * on every render, against the remembered ones, in this process, alternated in 3 rounds.
 */
import { buildUrl, imageUrl } from '../../models/content/imageUrl.ts'
import type { BenchContext, BenchRow } from './types.ts'

const cdn = { baseUrl: 'http://127.0.0.1:3333', projectId: 'pulsewave', dataset: 'production' }
const images = Array.from({ length: 23 }, (_, i) => ({
  asset: { _ref: `image-bench${i}-2000x1000-jpg` },
  hotspot: { x: 0.5, y: 0.4, width: 0.3, height: 0.3 },
}))
const renders = 5000

/** CPU µs per URL over `renders` pages of 23 URLs. */
function perUrl(make: typeof buildUrl): number {
  const started = process.cpuUsage()
  for (let n = 0; n < renders; n++)
    for (const image of images) make(cdn, image, { width: 640, format: 'webp' })
  const used = process.cpuUsage(started)
  return (used.user + used.system) / renders / images.length
}

export default async function imageUrlBench(_ctx: BenchContext): Promise<BenchRow[]> {
  const built: number[] = []
  const remembered: number[] = []
  for (let round = 0; round < 3; round++) {
    built.push(perUrl(buildUrl))
    remembered.push(perUrl(imageUrl))
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? Number.NaN
  const round2 = (value: number) => Math.round(value * 100) / 100
  return [
    { metric: 'image URL built per render (median of 3)', value: round2(median(built)), unit: 'µs CPU' },
    { metric: 'image URL remembered (median of 3)', value: round2(median(remembered)), unit: 'µs CPU' },
    {
      metric: 'a page of 23 images, built − remembered',
      value: round2(((median(built) - median(remembered)) * 23) / 1000),
      unit: 'ms CPU',
    },
  ]
}
