/**
 * What is inside each soundpack: four sounds per pack, each with its own short clip (synthesised by
 * audio.ts, like the other loops), so a pack page can play every item it lists.
 */
import type { LoopSpec } from '../audio.ts'

export interface PackItem {
  readonly title: string
  readonly kind: 'loop' | 'one-shot'
  readonly musicalKey?: string
  readonly loop: LoopSpec
}

const item = (
  slug: string,
  n: number,
  title: string,
  kind: PackItem['kind'],
  groove: LoopSpec['groove'],
  bpm: number,
  root: number,
  seconds: number,
  musicalKey?: string,
): PackItem => ({
  title,
  kind,
  ...(musicalKey ? { musicalKey } : {}),
  loop: { name: `pack-${slug}-${n}`, groove, bpm, root, seconds },
})

export const packContents: Readonly<Record<string, ReadonlyArray<PackItem>>> = {
  'analog-dusk': [
    item('analog-dusk', 1, 'Dusk pad', 'loop', 'pad', 80, 48, 1.6, 'C minor'),
    item('analog-dusk', 2, 'Tape arp', 'loop', 'arp', 96, 60, 1.3, 'C minor'),
    item('analog-dusk', 3, 'Warm bass', 'loop', 'bass', 104, 48, 1.2, 'C minor'),
    item('analog-dusk', 4, 'Drum machine', 'loop', 'beat', 110, 40, 1.1),
  ],
  'night-shift-drums': [
    item('night-shift-drums', 1, 'Rattle hats', 'loop', 'hats', 140, 40, 1.1),
    item('night-shift-drums', 2, 'Drill kit', 'loop', 'beat', 142, 43, 1.4),
    item('night-shift-drums', 3, 'Sliding 808', 'one-shot', 'bass', 140, 43, 1.0, 'G minor'),
    item('night-shift-drums', 4, 'Trap kit', 'loop', 'beat', 130, 40, 1.5),
  ],
  'lofi-tape-keys': [
    item('lofi-tape-keys', 1, 'Felt piano', 'loop', 'pad', 72, 55, 1.6, 'G major'),
    item('lofi-tape-keys', 2, 'Rhodes chords', 'loop', 'pad', 84, 50, 1.4, 'D minor'),
    item('lofi-tape-keys', 3, 'Dusty beat', 'loop', 'beat', 90, 41, 1.4),
    item('lofi-tape-keys', 4, 'Wobble arp', 'loop', 'arp', 88, 62, 1.2, 'D minor'),
  ],
  'festival-anthems': [
    item('festival-anthems', 1, 'Big-room lead', 'loop', 'arp', 128, 64, 1.3, 'E minor'),
    item('festival-anthems', 2, 'Riser hats', 'loop', 'hats', 126, 40, 1.1),
    item('festival-anthems', 3, 'Drop bass', 'loop', 'bass', 128, 52, 1.2, 'E minor'),
    item('festival-anthems', 4, 'Festival kit', 'loop', 'beat', 124, 40, 1.4),
  ],
  'modular-textures': [
    item('modular-textures', 1, 'Eurorack drone', 'loop', 'pad', 60, 45, 1.6, 'A minor'),
    item('modular-textures', 2, 'Glitch arp', 'loop', 'arp', 120, 57, 1.1, 'A minor'),
    item('modular-textures', 3, 'Patch bass', 'loop', 'bass', 90, 45, 1.2, 'A minor'),
    item('modular-textures', 4, 'Clock ticks', 'one-shot', 'hats', 100, 40, 1.0),
  ],
}

/** Every clip, for the asset catalogue. */
export const packLoops: ReadonlyArray<LoopSpec> = Object.values(packContents).flatMap((items) =>
  items.map((i) => i.loop),
)
