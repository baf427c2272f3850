/** The sounds library: soundpack documents, the licence modal, the sounds page and one page per pack. */
import { createHash } from 'node:crypto'
import { generatedBytes, generatedSource } from '../../generated.ts'
import { dataset, projectId, type SeedAssets } from '../assets.ts'
import { page, rev, stamp } from '../doc.ts'
import { keyer, pt, ref } from '../portable.ts'
import { audioPreviews, basic, hero } from './blocks.ts'
import { packContents } from './packContents.ts'

interface Pack {
  readonly slug: string
  readonly title: string
  readonly summary: string
  readonly genres: string[]
  readonly samples: number
  readonly bpm: [number, number]
  readonly loop: string
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

/**
 * The pack's archive: a generated file like the installers (no bytes in the seed; the stand-in makes
 * them from name and size, sandbox/content/generated.ts). The id is the SHA-1 of those bytes.
 */
function archive(p: Pack, at: string) {
  const fileName = `${p.title.replace(/[^A-Za-z0-9]+/g, '')}-Soundpack.zip`
  const size = 120_000 + p.samples * 600
  const hash = createHash('sha1').update(generatedBytes(fileName, size)).digest('hex')
  const assetId = `file-${hash}-zip`
  const doc = {
    _id: assetId,
    _type: 'sanity.fileAsset',
    _createdAt: at,
    _updatedAt: at,
    _rev: rev(hash),
    assetId: hash,
    sha1hash: hash,
    extension: 'zip',
    mimeType: 'application/zip',
    originalFilename: fileName,
    size,
    path: `files/${projectId}/${dataset}/${hash}.zip`,
    url: `https://cdn.sanity.io/files/${projectId}/${dataset}/${hash}.zip`,
    source: { _type: 'sanity.assetSourceData', name: generatedSource, id: fileName },
  }
  return { doc, field: { file: { _type: 'file', asset: ref(assetId) }, fileName, sizeBytes: size } }
}

function soundpackDoc(a: SeedAssets, p: Pack, i: number) {
  const id = `soundpack_${p.slug}`
  const k = keyer(id)
  const items = packContents[p.slug] ?? []
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
    contents: items.map((item) => ({
      _key: k(),
      _type: 'soundpackItem',
      title: item.title,
      kind: item.kind,
      bpm: item.loop.bpm,
      ...(item.musicalKey ? { musicalKey: item.musicalKey } : {}),
      clip: a.file(item.loop.name),
      durationSeconds: item.loop.seconds,
      waveform: a.waveform(item.loop.name),
    })),
    download: archive(p, stamp(300 + i)).field,
    licence: ref('licenseModal_sounds'),
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

The full terms are in the [sound licence agreement](page_legal_sound-licence).`,
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
    shortTitle: 'Sounds',
    description: 'Royalty-free soundpacks made by working producers, ready to drag into Pulsewave Studio.',
    updatedHours: 320,
    sections: (k) => [
      {
        blocks: [
          hero(a, k, {
            heading: 'Sounds that start songs',
            sub: 'Royalty-free packs from producers who play out every weekend. Free to download with the sound licence.',
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

/** A pack's page: the view shows cover, facts, the player and the download; the page adds the story. */
function soundpackPage(a: SeedAssets, p: Pack, i: number) {
  return page(a, {
    id: `page_studio_soundpack_${p.slug}`,
    contentType: 'soundpack',
    product: 'studio',
    slug: p.slug,
    title: `${p.title}: ${p.samples} royalty-free sounds`,
    shortTitle: p.title,
    description: p.summary,
    ogImage: { name: `cover-${p.slug}`, alt: `${p.title} cover art` },
    updatedHours: 330 + i,
    sections: (k) => [
      {
        name: 'about',
        blocks: [
          basic(undefined, k, {
            heading: 'About the pack',
            body: `**${p.samples} sounds**, ${p.bpm[0]}–${p.bpm[1]} BPM, every loop labelled with its tempo and key, ready to drag into Pulsewave Studio or any other DAW. Looking for something else? Browse [more soundpacks](page_studio_sounds).`,
          }),
        ],
      },
    ],
  })
}

export function soundDocs(a: SeedAssets): Array<Record<string, unknown>> {
  return [
    ...soundpacks.map((p, i) => soundpackDoc(a, p, i)),
    ...soundpacks.map((p, i) => archive(p, stamp(300 + i)).doc),
    licenseModal(),
    soundsPage(a),
    ...soundpacks.map((p, i) => soundpackPage(a, p, i)),
  ]
}
