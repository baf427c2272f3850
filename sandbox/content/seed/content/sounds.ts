/** The sounds library: soundpack documents, the licence modal, the sounds page and one page per pack. */
import type { SeedAssets } from '../assets.ts'
import { page, rev, stamp } from '../doc.ts'
import { keyer, pt, ref } from '../portable.ts'
import { audioPreviews, basic, hero, images } from './blocks.ts'

interface Pack {
  readonly slug: string
  readonly title: string
  readonly summary: string
  readonly genres: string[]
  readonly samples: number
  readonly bpm: [number, number]
  readonly loop: string
  readonly price?: number
}

export const soundpacks: ReadonlyArray<Pack> = [
  {
    slug: 'analog-dusk',
    title: 'Analog Dusk',
    summary: 'Warm, detuned synth loops and one-shots recorded through a 1979 tape machine.',
    genres: ['Synthwave', 'Downtempo'],
    samples: 212,
    bpm: [80, 110],
    loop: 'loop-dusk-pad-80',
  },
  {
    slug: 'night-shift-drums',
    title: 'Night Shift Drums',
    summary: 'Hard-hitting trap and drill drums with rattling hats and sliding 808s.',
    genres: ['Trap', 'Drill'],
    samples: 340,
    bpm: [130, 150],
    loop: 'loop-night-shift-140',
    price: 19,
  },
  {
    slug: 'lofi-tape-keys',
    title: 'Lo-fi Tape Keys',
    summary: 'Dusty Rhodes, felt piano and wobbly chords for late-night beats.',
    genres: ['Lo-fi', 'Hip hop'],
    samples: 180,
    bpm: [70, 92],
    loop: 'loop-boom-bap-92',
  },
  {
    slug: 'festival-anthems',
    title: 'Festival Anthems',
    summary: 'Big-room leads, risers and drops built to be played at 128 BPM in a field.',
    genres: ['EDM', 'Progressive house'],
    samples: 265,
    bpm: [124, 130],
    loop: 'loop-festival-arp-128',
    price: 24,
  },
  {
    slug: 'modular-textures',
    title: 'Modular Textures',
    summary: 'Evolving drones and glitches patched on a Eurorack wall, ready to resample.',
    genres: ['Ambient', 'Experimental'],
    samples: 150,
    bpm: [60, 120],
    loop: 'loop-modular-pad-70',
  },
]

function soundpackDoc(a: SeedAssets, p: Pack, i: number) {
  const id = `soundpack_${p.slug}`
  return {
    _id: id,
    _type: 'soundpack',
    _createdAt: stamp(0),
    _updatedAt: stamp(300 + i),
    _rev: rev(id),
    title: p.title,
    slug: { _type: 'slug', current: p.slug },
    product: 'studio',
    summary: p.summary,
    coverImage: a.image(
      `cover-${p.slug}`,
      `${p.title} cover art`,
      i === 0 ? { hotspot: { x: 0.5, y: 0.5, width: 0.6, height: 0.6 } } : {},
    ),
    genres: p.genres,
    sampleCount: p.samples,
    bpmRange: { min: p.bpm[0], max: p.bpm[1] },
    previewAudio: a.file(p.loop),
    ...(p.price ? { priceUsd: p.price } : {}),
  }
}

function licenseModal() {
  const id = 'licenseModal_sounds'
  const k = keyer(id)
  return {
    _id: id,
    _type: 'licenseModal',
    _createdAt: stamp(0),
    _updatedAt: stamp(310),
    _rev: rev(id),
    title: 'Royalty-free, with one rule',
    body: pt(
      `Use these sounds in your own music, released anywhere, royalty-free, forever.

- Do not resell or redistribute the sounds themselves, on their own or in another sample pack.
- Credit is appreciated but never required.

The full terms are in the [sound licence agreement](https://legal.pulsewave.example/sound-licence).`,
      k,
    ),
    acceptLabel: 'Agree and download',
    declineLabel: 'Not now',
  }
}

function soundsPage(a: SeedAssets) {
  return page(a, {
    id: 'page_studio_sounds',
    contentType: 'sounds',
    product: 'studio',
    title: 'Sounds for Pulsewave Studio: soundpacks and loops',
    description: 'Royalty-free soundpacks made by working producers, ready to drag into Pulsewave Studio.',
    updatedHours: 320,
    sections: (k) => [
      {
        blocks: [
          hero(a, k, {
            heading: 'Sounds that start songs',
            sub: 'Royalty-free packs from producers who play out every weekend.',
            image: 'hero-studio',
            alt: 'Pulsewave Studio artwork',
            focus: true,
          }),
          {
            _type: 'soundsCardContainer',
            _key: k(),
            heading: 'Featured soundpacks',
            soundpacks: soundpacks.map((p) => ({ _key: k(), ...ref(`soundpack_${p.slug}`) })),
            licenseModal: ref('licenseModal_sounds'),
          },
          audioPreviews(a, k, 'Fresh loops this week', [
            ['House hats 124', 'loop-house-hats-124', 124, 'A minor', 1.95],
            ['Acid bass 126', 'loop-acid-bass-126', 126, 'A minor', 1.9],
            ['Pluck arp 110', 'loop-pluck-arp-110', 110, 'C major', 2.2],
          ]),
        ],
      },
    ],
  })
}

function soundpackPage(a: SeedAssets, p: Pack, i: number) {
  return page(a, {
    id: `page_studio_soundpack_${p.slug}`,
    contentType: 'soundpack',
    product: 'studio',
    slug: p.slug,
    title: `${p.title}: ${p.samples} royalty-free sounds`,
    description: p.summary,
    ogImage: { name: `cover-${p.slug}`, alt: `${p.title} cover art` },
    updatedHours: 330 + i,
    sections: (k) => [
      {
        blocks: [
          basic(a, k, {
            eyebrow: p.genres.join(' · '),
            heading: p.title,
            body: `${p.summary}\n\n**${p.samples} sounds**, ${p.bpm[0]}–${p.bpm[1]} BPM, all key-labelled. Browse [more soundpacks](page_studio_sounds).`,
            image: [`cover-${p.slug}`, `${p.title} cover art`],
          }),
          audioPreviews(a, k, 'Preview', [[`${p.title} demo loop`, p.loop, p.bpm[0], 'A minor', 2]]),
          ...(i < 2
            ? [
                images(a, k, 'imageCarousel', 'Inside the pack', [
                  [
                    'gallery-synth-wall',
                    'A wall of modular synthesizers with patch cables',
                    'Where the textures were patched',
                  ],
                  ['gallery-studio-desk', 'A producer desk with a keyboard and monitors'],
                  ['gallery-tall-booth', 'A narrow vocal booth lit in teal'],
                ]),
              ]
            : []),
        ],
      },
    ],
  })
}

export function soundDocs(a: SeedAssets): Array<Record<string, unknown>> {
  return [
    ...soundpacks.map((p, i) => soundpackDoc(a, p, i)),
    licenseModal(),
    soundsPage(a),
    ...soundpacks.map((p, i) => soundpackPage(a, p, i)),
  ]
}
