/** Every seed image and audio loop by name. Sizes vary on purpose (hero, card, cover, icon, portrait). */
import type { ArtSpec } from './art.ts'
import type { LoopSpec } from './audio.ts'

export const palette = {
  studio: ['#ff5a36', '#7b2ff7'],
  sample: ['#00c2a8', '#1b3b6f'],
  'hex-fx': ['#f7b801', '#d7263d'],
  'dj/pro': ['#3a86ff', '#8338ec'],
  brand: ['#111827', '#6d28d9'],
  warm: ['#fb923c', '#be123c'],
  cool: ['#22d3ee', '#1e3a8a'],
} as const satisfies Record<string, readonly [string, string]>

type Palette = keyof typeof palette

const art = (
  name: string,
  kind: ArtSpec['kind'],
  width: number,
  height: number,
  format: ArtSpec['format'],
  colors: Palette,
): ArtSpec => ({ name, kind, width, height, format, colors: palette[colors] })

export const images: ReadonlyArray<ArtSpec> = [
  art('hero-home', 'gradient', 1920, 1080, 'jpg', 'brand'),
  art('og-default', 'gradient', 1200, 630, 'jpg', 'brand'),
  ...(['studio', 'sample', 'hex-fx', 'dj/pro'] as const).flatMap((p) => {
    const slug = p.replace('/', '-')
    return [
      art(`hero-${slug}`, p === 'hex-fx' ? 'hex' : 'gradient', 1600, 900, 'jpg', p),
      art(`screen-${slug}`, 'ui', 960, 600, 'png', p),
      art(`download-card-${slug}`, p === 'hex-fx' ? 'hex' : 'waveform', 640, 360, 'png', p),
    ]
  }),
  art('icon-mixer', 'icon', 128, 128, 'png', 'studio'),
  art('icon-wave', 'icon', 128, 128, 'png', 'sample'),
  art('icon-hex', 'icon', 128, 128, 'png', 'hex-fx'),
  art('icon-cloud', 'icon', 128, 128, 'png', 'cool'),
  art('cover-analog-dusk', 'cover', 600, 600, 'jpg', 'warm'),
  art('cover-night-shift-drums', 'cover', 600, 600, 'jpg', 'cool'),
  art('cover-lofi-tape-keys', 'cover', 600, 600, 'jpg', 'studio'),
  art('cover-festival-anthems', 'cover', 600, 600, 'jpg', 'dj/pro'),
  art('cover-modular-textures', 'cover', 600, 600, 'jpg', 'sample'),
  art('gallery-studio-desk', 'gradient', 1200, 800, 'jpg', 'warm'),
  art('gallery-live-set', 'waveform', 1200, 800, 'jpg', 'dj/pro'),
  art('gallery-team-offsite', 'gradient', 1200, 800, 'jpg', 'cool'),
  art('gallery-synth-wall', 'hex', 1200, 800, 'jpg', 'studio'),
  art('gallery-tall-booth', 'gradient', 800, 1200, 'jpg', 'sample'),
  art('portrait-maya', 'portrait', 256, 256, 'jpg', 'warm'),
  art('portrait-dante', 'portrait', 256, 256, 'jpg', 'cool'),
  art('portrait-ines', 'portrait', 256, 256, 'jpg', 'sample'),
  art('poster-desktop', 'ui', 1280, 720, 'jpg', 'studio'),
  art('poster-tablet', 'ui', 1024, 768, 'jpg', 'studio'),
  art('poster-mobile', 'gradient', 720, 1280, 'jpg', 'studio'),
  art('poster-djpro-desktop', 'waveform', 1280, 720, 'jpg', 'dj/pro'),
  art('step-record', 'waveform', 800, 500, 'jpg', 'warm'),
  art('step-arrange', 'ui', 800, 500, 'jpg', 'studio'),
  art('step-mix', 'gradient', 800, 500, 'jpg', 'cool'),
  art('step-chop', 'waveform', 800, 500, 'jpg', 'sample'),
  art('careers-hero', 'gradient', 1600, 700, 'jpg', 'warm'),
]

export const loops: ReadonlyArray<LoopSpec> = [
  { name: 'loop-boom-bap-92', groove: 'beat', bpm: 92, root: 45, seconds: 2.6 },
  { name: 'loop-house-hats-124', groove: 'hats', bpm: 124, root: 57, seconds: 1.95 },
  { name: 'loop-acid-bass-126', groove: 'bass', bpm: 126, root: 45, seconds: 1.9 },
  { name: 'loop-dusk-pad-80', groove: 'pad', bpm: 80, root: 57, seconds: 3 },
  { name: 'loop-pluck-arp-110', groove: 'arp', bpm: 110, root: 60, seconds: 2.2 },
  { name: 'loop-night-shift-140', groove: 'beat', bpm: 140, root: 43, seconds: 1.8 },
  { name: 'loop-festival-arp-128', groove: 'arp', bpm: 128, root: 62, seconds: 1.9 },
  { name: 'loop-modular-pad-70', groove: 'pad', bpm: 70, root: 50, seconds: 2.8 },
]
