/** Every seed image and audio loop by name. Sizes vary on purpose (hero, card, cover, icon, portrait). */
import type { ArtSpec, Glyph } from './art.ts'
import type { LoopSpec } from './audio.ts'
import { packLoops } from './content/packContents.ts'

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

/** A feature icon: `icon-<glyph>-<palette>` (one drawing per idea, in its product's colours). */
const glyphIcon = (glyph: Glyph, colors: Palette): ArtSpec => ({
  ...art(`icon-${glyph}-${colors.replace('/', '-')}`, 'icon', 128, 128, 'png', colors),
  glyph,
})

export const iconName = (glyph: Glyph, colors: Palette): string => `icon-${glyph}-${colors.replace('/', '-')}`

const glyphIcons: ReadonlyArray<readonly [Glyph, Palette]> = [
  ['launcher', 'studio'],
  ['keys', 'studio'],
  ['stems', 'studio'],
  ['cpu', 'studio'],
  ['slice', 'sample'],
  ['swing', 'sample'],
  ['resample', 'sample'],
  ['cloud', 'sample'],
  ['xy', 'hex-fx'],
  ['lfo', 'hex-fx'],
  ['dice', 'hex-fx'],
  ['bolt', 'hex-fx'],
  ['decks', 'dj/pro'],
  ['grid', 'dj/pro'],
  ['controller', 'dj/pro'],
  ['record', 'dj/pro'],
  ['tag', 'brand'],
  ['cloud', 'brand'],
  ['download', 'brand'],
  ['gear', 'warm'],
  ['globe', 'cool'],
  ['book', 'warm'],
]

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
  ...glyphIcons.map(([glyph, colors]) => glyphIcon(glyph, colors)),
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
  art('portrait-kofi', 'portrait', 256, 256, 'jpg', 'dj/pro'),
  art('portrait-lena', 'portrait', 256, 256, 'jpg', 'brand'),
  art('portrait-tomas', 'portrait', 256, 256, 'jpg', 'hex-fx'),
  art('poster-desktop', 'ui', 1280, 720, 'jpg', 'studio'),
  art('poster-tablet', 'ui', 1024, 768, 'jpg', 'studio'),
  art('poster-mobile', 'gradient', 720, 1280, 'jpg', 'studio'),
  art('poster-djpro-desktop', 'waveform', 1280, 720, 'jpg', 'dj/pro'),
  art('poster-sample-desktop', 'waveform', 1280, 720, 'jpg', 'sample'),
  art('poster-hex-fx-desktop', 'hex', 1280, 720, 'jpg', 'hex-fx'),
  art('poster-brand-desktop', 'gradient', 1280, 720, 'jpg', 'brand'),
  art('hero-suite', 'ui', 1600, 900, 'jpg', 'brand'),
  // Tutorial thumbnails: one per tutorial, 16:9.
  art('thumb-sidechain-compression', 'waveform', 640, 360, 'jpg', 'studio'),
  art('thumb-write-a-chord-progression', 'ui', 640, 360, 'jpg', 'warm'),
  art('thumb-mix-your-first-track', 'gradient', 640, 360, 'jpg', 'cool'),
  art('thumb-how-to-make-a-remix', 'hex', 640, 360, 'jpg', 'studio'),
  art('thumb-how-to-make-a-beat', 'waveform', 640, 360, 'jpg', 'warm'),
  art('thumb-chop-a-breakbeat', 'waveform', 640, 360, 'jpg', 'sample'),
  art('thumb-resample-a-vocal', 'gradient', 640, 360, 'jpg', 'sample'),
  art('thumb-build-a-drum-kit', 'ui', 640, 360, 'jpg', 'cool'),
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
  ...packLoops,
]
