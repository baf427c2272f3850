/** Tutorials lists for studio and sample, the two fixed studio tutorial paths, and how-to articles. */
import type { SeedAssets } from '../assets.ts'
import { page } from '../doc.ts'
import { audioPreviews, basic, featureCards, hero, steps, video } from './blocks.ts'

interface HowTo {
  readonly slug: string
  readonly title: string
  readonly summary: string
  readonly steps: Array<[string, string, string?]>
  readonly loop?: [string, string, number, string, number]
}

export const howTos: Record<'studio' | 'sample', ReadonlyArray<HowTo>> = {
  studio: [
    {
      slug: 'sidechain-compression',
      title: 'Make your kick and bass stop fighting with sidechain compression',
      summary: 'Duck the bass every time the kick hits, so both sit loud and clear in the mix.',
      steps: [
        [
          'Put a compressor on the bass',
          'Open the bass channel, add **Glue Compressor**, and set the ratio to 4:1.',
          'step-mix',
        ],
        [
          'Pick the kick as the sidechain',
          'In the compressor header, choose *Kick* as the sidechain source.',
        ],
        [
          'Tune attack and release',
          'Fast attack, release around 120 ms at 124 BPM. Let the pump breathe with the groove.',
        ],
      ],
      loop: ['Before and after: acid bass with sidechain', 'loop-acid-bass-126', 126, 'A minor', 2],
    },
    {
      slug: 'write-a-chord-progression',
      title: 'Write a chord progression that does not sound like homework',
      summary: 'Start from four chords, then borrow one from a neighbouring key for colour.',
      steps: [
        [
          'Start with i–VI–III–VII',
          'In A minor: Am, F, C, G. Play it with the Chord Pad so every chord stays in key.',
          'step-arrange',
        ],
        ['Borrow a chord', 'Swap the G for a G minor and listen to the mood darken.'],
        ['Voice it wide', 'Spread the notes over two octaves and drop the root into the bass.'],
      ],
      loop: ['Dusk pad progression', 'loop-dusk-pad-80', 80, 'A minor', 3],
    },
    {
      slug: 'mix-your-first-track',
      title: 'Mix your first track in five moves',
      summary: 'Gain staging, EQ cuts, one reverb bus, a little glue, and a reference track.',
      steps: [
        ['Set your levels', 'Pull every fader down and bring them up one by one, peaking around -10 dB.'],
        ['Cut before you boost', 'High-pass everything that is not kick or bass.', 'step-mix'],
        ['Share one reverb', 'Send vocals and keys to a single plate so they sound like one room.'],
      ],
    },
  ],
  sample: [
    {
      slug: 'chop-a-breakbeat',
      title: 'Chop a breakbeat into a brand-new groove',
      summary: 'Slice a drum break to its transients and replay it in a pattern of your own.',
      steps: [
        [
          'Drop in the break',
          'Drag any drum loop onto the pad grid and choose **Slice to transients**.',
          'step-chop',
        ],
        ['Re-order the hits', 'Play the slices from pads 1–16 and record a new pattern with 57% swing.'],
        ['Glue it back together', 'Bus the pads through Tape and a touch of room.'],
      ],
      loop: ['Boom-bap break, re-chopped', 'loop-boom-bap-92', 92, 'D minor', 2.6],
    },
    {
      slug: 'resample-a-vocal',
      title: 'Resample a vocal into a playable instrument',
      summary: 'Turn one sung note into a pitched, playable lead across the keyboard.',
      steps: [
        ['Record one sustained note', 'Sing or play a steady note for two seconds.', 'step-record'],
        ['Map it chromatically', 'Choose **Keys mode** and Sample spreads it across the keyboard.'],
        ['Add movement', 'Put a slow filter LFO on it and play it as a pad.'],
      ],
    },
    {
      slug: 'build-a-drum-kit',
      title: 'Build a drum kit from sounds around the house',
      summary: 'A door slam, a pan lid and a bag of rice become a kit nobody else has.',
      steps: [
        ['Record ten sounds', 'Use your phone. Knocks, scrapes and taps all work.'],
        [
          'Trim and tune',
          'Trim each hit to the transient and tune the kick-like one down an octave.',
          'step-chop',
        ],
        ['Save the kit', 'Save it to your cloud library so it follows you to every machine.'],
      ],
      loop: ['Night-shift drums', 'loop-night-shift-140', 140, 'G minor', 1.8],
    },
  ],
}

function tutorialsList(a: SeedAssets, product: 'studio' | 'sample', i: number) {
  const name = product === 'studio' ? 'Pulsewave Studio' : 'Pulsewave Sample'
  return page(a, {
    id: `page_${product}_tutorials`,
    contentType: 'tutorials',
    product,
    title: `${name} tutorials`,
    description: `Short, practical tutorials for ${name}, from first beat to final mix.`,
    updatedHours: 200 + i,
    sections: (k) => [
      {
        blocks: [
          hero(a, k, {
            heading: `Learn ${name}`,
            sub: 'Ten-minute lessons written by the people who build it.',
            image: `hero-${product}`,
            alt: `${name} artwork`,
          }),
          featureCards(
            a,
            k,
            'Start here',
            howTos[product].map(
              (h) => [h.title, `${h.summary} [Read the tutorial](page_${product}_howTo_${h.slug})`] as const,
            ),
            ['icon-mixer', 'icon-wave', 'icon-cloud'],
          ),
        ],
      },
      ...(product === 'studio'
        ? [
            {
              name: 'series',
              blocks: [
                basic(a, k, {
                  heading: 'Two classic walkthroughs',
                  body: 'New to production? Follow [how to make a beat](page_studio_tutorials_how-to-make-a-beat) and then [how to make a remix](page_studio_tutorials_how-to-make-a-remix).',
                }),
              ],
            },
          ]
        : []),
    ],
  })
}

function fixedTutorial(a: SeedAssets, slug: 'how-to-make-a-remix' | 'how-to-make-a-beat', i: number) {
  const remix = slug === 'how-to-make-a-remix'
  return page(a, {
    id: `page_studio_tutorials_${slug}`,
    contentType: 'tutorials',
    product: 'studio',
    slug,
    title: remix ? 'How to make a remix in Pulsewave Studio' : 'How to make a beat in Pulsewave Studio',
    description: remix
      ? 'Separate the stems of a song, rebuild the groove and make it yours.'
      : 'From empty project to a looping beat in fifteen minutes.',
    updatedHours: 210 + i,
    sections: (k) => [
      {
        blocks: [
          hero(a, k, {
            heading: remix ? 'How to make a remix' : 'How to make a beat',
            sub: remix ? 'Stems, a new groove and your own twist.' : 'Drums, bass, one hook. Done.',
            image: 'hero-studio',
            alt: 'Pulsewave Studio artwork',
          }),
          video(a, k, {
            caption: remix ? 'The whole remix, start to finish.' : 'Watch the beat come together.',
            file: slug,
            alt: 'Pulsewave Studio arrangement view',
          }),
          steps(
            a,
            k,
            'Step by step',
            remix
              ? [
                  [
                    'Split the song',
                    'Drop the track in and choose **Separate stems**. Studio gives you vocal, drums, bass and melody.',
                    'step-arrange',
                  ],
                  ['Rebuild the groove', 'Mute the original drums and program your own at a new tempo.'],
                  [
                    'Make it yours',
                    'Chop the vocal into a hook and [sidechain the bass](page_studio_howTo_sidechain-compression).',
                  ],
                ]
              : [
                  [
                    'Lay down drums',
                    'Kick on every beat, snare on two and four, hats on the off-beats.',
                    'step-record',
                  ],
                  ['Add a bass line', 'Follow the kick with a simple root-note pattern.'],
                  [
                    'Find the hook',
                    '[Write a chord progression](page_studio_howTo_write-a-chord-progression) and pick one melody from it.',
                  ],
                ],
          ),
        ],
      },
    ],
  })
}

function howToPage(a: SeedAssets, product: 'studio' | 'sample', h: HowTo, i: number) {
  return page(a, {
    id: `page_${product}_howTo_${h.slug}`,
    contentType: 'howTo',
    product,
    slug: h.slug,
    title: h.title,
    description: h.summary,
    updatedHours: 220 + i,
    sections: (k) => [
      {
        blocks: [
          basic(a, k, {
            eyebrow: 'Tutorial',
            heading: h.title,
            body: `${h.summary}\n\nBack to [all tutorials](page_${product}_tutorials).`,
          }),
          steps(a, k, 'Steps', h.steps),
          ...(h.loop ? [audioPreviews(a, k, 'Listen', [h.loop])] : []),
        ],
      },
    ],
  })
}

export function tutorialPages(a: SeedAssets): Array<Record<string, unknown>> {
  return [
    tutorialsList(a, 'studio', 0),
    tutorialsList(a, 'sample', 1),
    fixedTutorial(a, 'how-to-make-a-remix', 0),
    fixedTutorial(a, 'how-to-make-a-beat', 1),
    ...howTos.studio.map((h, i) => howToPage(a, 'studio', h, i)),
    ...howTos.sample.map((h, i) => howToPage(a, 'sample', h, 10 + i)),
  ]
}
