/**
 * The stand-in's "generated" image: a PNG drawn from a hash of the request (provider, resolution,
 * prompt), so the same request always gives the same bytes and a different prompt a visibly different
 * picture. Pixels are computed here and only encoded by sharp: no fonts or SVG rendering, whose output
 * could differ between machines.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'

export const resolutions = ['256x256', '512x512', '1024x1024'] as const
export type Resolution = (typeof resolutions)[number]

export const isResolution = (value: string): value is Resolution =>
  (resolutions as ReadonlyArray<string>).includes(value)

interface Disc {
  readonly x: number
  readonly y: number
  readonly r: number
  readonly rgb: readonly [number, number, number]
}

export async function renderImage(prompt: string, provider: string, resolution: Resolution): Promise<Buffer> {
  const seed = createHash('sha256').update(`${provider}\n${resolution}\n${prompt}`).digest()
  const size = Number(resolution.split('x')[0])
  const from = [seed[0]!, seed[1]!, seed[2]!]
  const to = [seed[3]!, seed[4]!, seed[5]!]
  // Four soft discs placed by the hash, in coordinates from 0 to 1 so every size shows the same picture.
  const discs: Disc[] = [0, 1, 2, 3].map((i) => {
    const b = 6 + i * 6
    return {
      x: seed[b]! / 255,
      y: seed[b + 1]! / 255,
      r: 0.08 + (seed[b + 2]! / 255) * 0.25,
      rgb: [seed[b + 3]!, seed[b + 4]!, seed[b + 5]!],
    }
  })
  const pixels = Buffer.alloc(size * size * 3)
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const x = px / size
      const y = py / size
      const t = (x + y) / 2
      const rgb = [0, 1, 2].map((c) => from[c]! * (1 - t) + to[c]! * t)
      for (const disc of discs) {
        const d = Math.hypot(x - disc.x, y - disc.y) / disc.r
        if (d < 1) {
          const a = (1 - d) * 0.8
          for (let c = 0; c < 3; c += 1) rgb[c] = rgb[c]! * (1 - a) + disc.rgb[c]! * a
        }
      }
      const at = (py * size + px) * 3
      pixels[at] = rgb[0]!
      pixels[at + 1] = rgb[1]!
      pixels[at + 2] = rgb[2]!
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer()
}
