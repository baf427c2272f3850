/**
 * Seed artwork drawn as SVG and rasterised with sharp: gradients, waveforms, mock app screens,
 * hexagons, covers, icons and portraits. No text (fonts differ between machines and would change the
 * bytes); every shape comes from a PRNG seeded by the image's name, so reruns give identical files.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'

export type ArtKind = 'gradient' | 'waveform' | 'ui' | 'hex' | 'cover' | 'icon' | 'portrait'

/** What an icon shows: one drawing per idea, so no two feature cards share a picture. */
const glyphs = {
  launcher:
    '<rect x="14" y="14" width="20" height="20" rx="4"/><rect x="40" y="14" width="20" height="20" rx="4"/><rect x="66" y="14" width="20" height="20" rx="4"/><rect x="14" y="40" width="20" height="20" rx="4"/><rect x="40" y="40" width="46" height="20" rx="4"/><rect x="14" y="66" width="72" height="20" rx="4"/>',
  keys: '<rect x="12" y="18" width="76" height="64" rx="6"/><path d="M31 18v64M50 18v64M69 18v64"/><path d="M31 18v36M50 18v36M69 18v36" stroke-width="12"/>',
  stems:
    '<path d="M10 22q10-10 20 0t20 0 20 0 20 0"/><path d="M10 42q10-10 20 0t20 0 20 0 20 0"/><path d="M10 62q10-10 20 0t20 0 20 0 20 0"/><path d="M10 82q10-10 20 0t20 0 20 0 20 0"/>',
  cpu: '<rect x="26" y="26" width="48" height="48" rx="6"/><rect x="40" y="40" width="20" height="20"/><path d="M38 10v16M62 10v16M38 74v16M62 74v16M10 38h16M10 62h16M74 38h16M74 62h16"/>',
  slice:
    '<path d="M8 50h8l6-24 8 48 8-34 6 20 8-30 8 40 6-22 8 10 6-8h10"/><path d="M33 10v80M67 10v80" stroke-dasharray="6 6"/>',
  swing: '<path d="M10 70l14-40 10 40 18-40 10 40 22-40 6 16"/>',
  resample: '<path d="M78 50a28 28 0 1 1-9-20.5"/><path d="M72 14v18h-18"/>',
  cloud: '<path d="M30 76h44a16 16 0 0 0 0-32 24 24 0 0 0-46-4 18 18 0 0 0 2 36z"/>',
  xy: '<rect x="12" y="12" width="76" height="76" rx="8"/><path d="M50 12v76M12 50h76" stroke-dasharray="5 6"/><circle cx="64" cy="36" r="9" fill="#fff"/>',
  lfo: '<path d="M8 50c10-40 22-40 32 0s22 40 32 0 12-20 20-20"/>',
  dice: '<rect x="16" y="16" width="68" height="68" rx="12"/><circle cx="34" cy="34" r="5" fill="#fff"/><circle cx="66" cy="34" r="5" fill="#fff"/><circle cx="50" cy="50" r="5" fill="#fff"/><circle cx="34" cy="66" r="5" fill="#fff"/><circle cx="66" cy="66" r="5" fill="#fff"/>',
  bolt: '<path d="M56 8L24 56h24l-6 36 34-50H52z"/>',
  decks:
    '<circle cx="30" cy="50" r="20"/><circle cx="30" cy="50" r="4" fill="#fff"/><circle cx="70" cy="50" r="20"/><circle cx="70" cy="50" r="4" fill="#fff"/>',
  grid: '<path d="M14 86V60M30 86V30M46 86V48M62 86V20M78 86V52"/><path d="M8 88h84" stroke-dasharray="4 8"/>',
  controller:
    '<rect x="10" y="18" width="80" height="64" rx="8"/><path d="M30 30v40M50 30v40M70 30v40"/><rect x="24" y="40" width="12" height="8" fill="#fff"/><rect x="44" y="54" width="12" height="8" fill="#fff"/><rect x="64" y="34" width="12" height="8" fill="#fff"/>',
  record: '<circle cx="50" cy="50" r="34"/><circle cx="50" cy="50" r="14" fill="#fff"/>',
  gear: '<circle cx="50" cy="50" r="16"/><path d="M50 10v14M50 76v14M10 50h14M76 50h14M22 22l10 10M68 68l10 10M78 22L68 32M32 68L22 78"/>',
  globe:
    '<circle cx="50" cy="50" r="36"/><ellipse cx="50" cy="50" rx="15" ry="36"/><path d="M14 50h72M20 32h60M20 68h60"/>',
  book: '<path d="M50 26c-10-8-26-10-38-8v60c12-2 28 0 38 8 10-8 26-10 38-8V18c-12-2-28 0-38 8zM50 26v60"/>',
  tag: '<path d="M14 14h34l38 38-34 34-38-38z"/><circle cx="32" cy="32" r="6" fill="#fff"/>',
  download: '<path d="M50 12v52M30 46l20 20 20-20M16 86h68"/>',
} as const

export type Glyph = keyof typeof glyphs
export const glyphNames = Object.keys(glyphs) as Glyph[]

export interface ArtSpec {
  readonly name: string
  readonly kind: ArtKind
  readonly width: number
  readonly height: number
  readonly format: 'jpg' | 'png'
  /** Two brand colours for the piece. */
  readonly colors: readonly [string, string]
  /** Icons only: the drawing (the old generic dial when absent). */
  readonly glyph?: Glyph
}

function prng(seed: string): () => number {
  let a = createHash('sha1').update(seed).digest().readUInt32LE(0)
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const r1 = (n: number) => Math.round(n * 10) / 10

function background(spec: ArtSpec): string {
  const [a, b] = spec.colors
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>`
}

function blobs(spec: ArtSpec, rand: () => number, count: number): string {
  const { width: w, height: h } = spec
  return Array.from({ length: count }, () => {
    const r = r1((0.15 + rand() * 0.35) * Math.min(w, h))
    return `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h)}" r="${r}" fill="url(#glow)"/>`
  }).join('')
}

function wave(spec: ArtSpec, rand: () => number, y: number, amp: number, color: string): string {
  const bars = 64
  const step = spec.width / bars
  return Array.from({ length: bars }, (_, i) => {
    const env = Math.sin((i / bars) * Math.PI) ** 0.6
    const bh = r1(Math.max(2, amp * env * (0.25 + rand() * 0.75)))
    return `<rect x="${r1(i * step + step * 0.2)}" y="${r1(y - bh / 2)}" width="${r1(step * 0.6)}" height="${bh}" rx="${r1(step * 0.3)}" fill="${color}" fill-opacity="0.85"/>`
  }).join('')
}

function ui(spec: ArtSpec, rand: () => number): string {
  const { width: w, height: h } = spec
  const rows = 6
  const top = h * 0.12
  const rowH = (h * 0.8) / rows
  let out = `<rect x="0" y="0" width="${w}" height="${r1(top)}" fill="#0b0d12" fill-opacity="0.7"/>`
  out += `<rect x="0" y="${r1(top)}" width="${r1(w * 0.16)}" height="${r1(h - top)}" fill="#0b0d12" fill-opacity="0.5"/>`
  for (let row = 0; row < rows; row++) {
    const y = top + row * rowH + rowH * 0.15
    let x = w * 0.18
    while (x < w * 0.97) {
      const cw = w * (0.06 + rand() * 0.18)
      if (rand() > 0.25)
        out += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(Math.min(cw, w * 0.97 - x))}" height="${r1(rowH * 0.7)}" rx="6" fill="${spec.colors[row % 2]}" fill-opacity="${r1(0.55 + rand() * 0.4)}" stroke="#fff" stroke-opacity="0.25"/>`
      x += cw + w * 0.01
    }
  }
  return out
}

function hexes(spec: ArtSpec, rand: () => number): string {
  const size = Math.min(spec.width, spec.height) / 7
  const dx = size * Math.sqrt(3)
  let out = ''
  for (let row = -1; row * size * 1.5 < spec.height + size; row++)
    for (let col = -1; col * dx < spec.width + dx; col++) {
      const cx = col * dx + (row % 2 ? dx / 2 : 0)
      const cy = row * size * 1.5
      const pts = Array.from({ length: 6 }, (_, k) => {
        const ang = (Math.PI / 3) * k + Math.PI / 6
        return `${r1(cx + size * 0.92 * Math.cos(ang))},${r1(cy + size * 0.92 * Math.sin(ang))}`
      }).join(' ')
      out += `<polygon points="${pts}" fill="#fff" fill-opacity="${r1(rand() * 0.25)}" stroke="#fff" stroke-opacity="0.3"/>`
    }
  return out
}

function body(spec: ArtSpec, rand: () => number): string {
  const { width: w, height: h } = spec
  const m = Math.min(w, h)
  switch (spec.kind) {
    case 'gradient':
      return background(spec) + blobs(spec, rand, 6) + wave(spec, rand, h * 0.72, h * 0.22, '#ffffff')
    case 'waveform':
      return `${background(spec)}<rect width="100%" height="100%" fill="#07080c" fill-opacity="0.55"/>${wave(spec, rand, h / 2, h * 0.7, spec.colors[0])}`
    case 'ui':
      return background(spec) + ui(spec, rand)
    case 'hex':
      return background(spec) + hexes(spec, rand)
    case 'cover': {
      const rings = Array.from(
        { length: 7 },
        (_, i) =>
          `<circle cx="${w / 2}" cy="${h / 2}" r="${r1(m * (0.08 + i * 0.06))}" fill="none" stroke="#fff" stroke-opacity="${r1(0.15 + rand() * 0.5)}" stroke-width="${r1(2 + rand() * 6)}"/>`,
      ).join('')
      return background(spec) + blobs(spec, rand, 3) + rings
    }
    case 'icon': {
      if (spec.glyph) {
        const scale = r1((m * 0.6) / 100)
        return `<rect x="${r1(m * 0.08)}" y="${r1(m * 0.08)}" width="${r1(m * 0.84)}" height="${r1(m * 0.84)}" rx="${r1(m * 0.2)}" fill="${spec.colors[0]}"/>
<rect x="${r1(m * 0.08)}" y="${r1(m * 0.08)}" width="${r1(m * 0.84)}" height="${r1(m * 0.84)}" rx="${r1(m * 0.2)}" fill="${spec.colors[1]}" fill-opacity="0.35"/>
<g transform="translate(${r1(m * 0.2)} ${r1(m * 0.2)}) scale(${scale})" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${glyphs[spec.glyph]}</g>`
      }
      const s = m * 0.36
      return `<rect x="${r1(m * 0.08)}" y="${r1(m * 0.08)}" width="${r1(m * 0.84)}" height="${r1(m * 0.84)}" rx="${r1(m * 0.2)}" fill="${spec.colors[0]}"/>
<circle cx="${w / 2}" cy="${h / 2}" r="${r1(s * (0.6 + rand() * 0.4))}" fill="none" stroke="${spec.colors[1]}" stroke-width="${r1(m * 0.06)}"/>
<rect x="${r1(w / 2 - m * 0.04)}" y="${r1(h / 2 - s)}" width="${r1(m * 0.08)}" height="${r1(s)}" rx="${r1(m * 0.04)}" fill="${spec.colors[1]}"/>`
    }
    case 'portrait':
      return `${background(spec)}<circle cx="${w / 2}" cy="${r1(h * 0.4)}" r="${r1(m * 0.2)}" fill="#f3e9e0" fill-opacity="0.9"/>
<ellipse cx="${w / 2}" cy="${r1(h * 1.02)}" rx="${r1(m * 0.38)}" ry="${r1(m * 0.36)}" fill="#10131a" fill-opacity="0.85"/>`
  }
}

export function svgFor(spec: ArtSpec): string {
  const rand = prng(spec.name)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}">${body(spec, rand)}</svg>`
}

/** The raster bytes of one piece (JPEG q72 or palette PNG). */
export async function render(spec: ArtSpec): Promise<Buffer> {
  const image = sharp(Buffer.from(svgFor(spec)))
  return spec.format === 'jpg'
    ? image.flatten({ background: '#000' }).jpeg({ quality: 72, progressive: true }).toBuffer()
    : image.png({ compressionLevel: 9, palette: true }).toBuffer()
}
