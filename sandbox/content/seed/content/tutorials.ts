/** Tutorials lists for studio and sample, the two fixed studio tutorial paths, and how-to articles. */
import type { SeedAssets } from '../assets.ts'
import { page } from '../doc.ts'
import { audioPreviews, basic, hero, steps, video } from './blocks.ts'

type Level = 'beginner' | 'intermediate' | 'advanced'

/** What a tutorial's card shows: the thumbnail is `thumb-<slug>` (decision 187). */
const facts = (a: SeedAssets, slug: string, level: Level, minutes: number) => ({
  tutorial: { _type: 'tutorialFacts', level, minutes, thumbnail: a.image(`thumb-${slug}`, '') },
})

interface HowTo {
  readonly slug: string
  readonly title: string
  readonly shortTitle: string
  readonly level: Level
  readonly minutes: number
  readonly summary: string
  readonly steps: Array<[string, string, string?]>
  readonly loop?: [string, string, number, string, number]
}

export const howTos: Record<'studio' | 'sample', ReadonlyArray<HowTo>> = {
  studio: [
    {
      slug: 'sidechain-compression',
      shortTitle: 'Sidechain compression',
      level: 'intermediate',
      minutes: 8,
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
      shortTitle: 'Chord progressions',
      level: 'beginner',
      minutes: 10,
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
      shortTitle: 'Mix your first track',
      level: 'beginner',
      minutes: 12,
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
      shortTitle: 'Chop a breakbeat',
      level: 'beginner',
      minutes: 9,
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
      shortTitle: 'Resample a vocal',
      level: 'intermediate',
      minutes: 7,
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
      shortTitle: 'Build a drum kit',
      level: 'beginner',
      minutes: 11,
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
  const other = product === 'studio' ? 'sample' : 'studio'
  return page(a, {
    id: `page_${product}_tutorials`,
    contentType: 'tutorials',
    product,
    title: `${name} tutorials`,
    shortTitle: 'Tutorials',
    description: `Short, practical tutorials for ${name}, from first beat to final mix.`,
    updatedHours: 200 + i,
    sections: (k) => [
      {
        blocks: [
          hero(a, k, {
            heading: `Learn ${name}`,
            sub: 'Short lessons written by the people who build it. Every one says how long it takes and who it is for.',
            image: `hero-${product}`,
            alt: `${name} artwork`,
            ctas: [[`Try ${name.replace('Pulsewave ', '')} free`, `trial:${product}`]],
          }),
        ],
      },
      {
        name: 'more',
        blocks: [
          basic(undefined, k, {
            heading: 'Making beats with both?',
            body: `There are tutorials for [${other === 'studio' ? 'Studio' : 'Sample'}](page_${other}_tutorials) too.`,
          }),
        ],
      },
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
    shortTitle: remix ? 'How to make a remix' : 'How to make a beat',
    extra: facts(a, slug, remix ? 'intermediate' : 'beginner', 15),
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
  const name = product === 'studio' ? 'Studio' : 'Sample'
  return page(a, {
    id: `page_${product}_howTo_${h.slug}`,
    contentType: 'howTo',
    product,
    slug: h.slug,
    title: h.title,
    shortTitle: h.shortTitle,
    description: h.summary,
    extra: facts(a, h.slug, h.level, h.minutes),
    updatedHours: 220 + i,
    sections: (k) => [
      {
        blocks: [
          steps(a, k, 'Steps', h.steps),
          ...(h.loop ? [audioPreviews(a, k, 'Listen', [h.loop])] : []),
          basic(undefined, k, {
            heading: `Follow along in ${name}`,
            body: `No ${name} yet? Try it free for 30 days, or pick another of the [${name} tutorials](page_${product}_tutorials).`,
            ctas: [[`Try ${name} free`, `trial:${product}`]],
          }),
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
