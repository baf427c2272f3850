/** Homepage, campaign and careers. */
import type { SeedAssets } from '../assets.ts'
import { page } from '../doc.ts'
import {
  accordion,
  basic,
  featureCards,
  hero,
  images,
  productCards,
  quote,
  slideshow,
  video,
} from './blocks.ts'
import { allProductCards, copyFor } from './products.ts'

function homepage(a: SeedAssets) {
  return page(a, {
    id: 'page_homepage',
    contentType: 'homepage',
    title: 'Pulsewave: software for making, sampling and playing music',
    description:
      'Pulsewave makes Studio, Sample, Hex FX and DJ Pro: music software for producers, beatmakers and DJs.',
    updatedHours: 400,
    sections: (k) => [
      {
        name: 'hero',
        blocks: [
          hero(a, k, {
            heading: 'Music software that keeps up with you',
            sub: 'Produce, sample, shape and play. Start free, keep everything you make.',
            image: 'hero-home',
            alt: 'Colourful light waves over a dark stage',
            focus: true,
            ctas: [
              ['Try Studio free', 'page_studio_freeTrial'],
              ['Browse sounds', 'page_studio_sounds'],
            ],
          }),
        ],
      },
      {
        name: 'products',
        heading: 'One account, four instruments',
        blocks: [productCards(a, k, 'Our products', allProductCards())],
      },
      {
        name: 'stories',
        blocks: [
          slideshow(a, k, 'Made with Pulsewave', [
            {
              heading: 'From bedroom to mainstage',
              body: 'How Maya built her festival set in [DJ Pro](page_dj-pro_features).',
              image: 'gallery-live-set',
              alt: 'A DJ booth seen from the crowd',
              cta: ['Watch the story', 'page_campaign_studio-2-launch'],
            },
            {
              heading: 'A beat a day',
              body: 'Dante flipped 365 samples in 365 days with [Sample](page_sample_features).',
              image: 'gallery-studio-desk',
              alt: 'A producer desk with a pad controller',
            },
            {
              heading: 'Sound design on a hexagon',
              body: 'Inès scores short films with [Hex FX](page_hex-fx_features).',
              image: 'gallery-synth-wall',
              alt: 'A wall of synthesizers',
            },
          ]),
          quote(a, k, copyFor('studio').quote),
          video(a, k, {
            heading: 'Pulsewave in one minute',
            caption: 'Everything we make, in sixty seconds.',
            file: 'brand-reel',
            alt: 'A montage of Pulsewave products',
            autoplay: true,
          }),
        ],
      },
      {
        name: 'community',
        blocks: [
          images(a, k, 'gallery', 'From the community', [
            ['gallery-live-set', 'A crowd with hands raised in front of a DJ', 'Friday night, Rotterdam'],
            ['gallery-studio-desk', 'A home studio at night'],
            ['gallery-tall-booth', 'A vocalist in a teal-lit booth'],
            ['gallery-synth-wall', 'Rows of patched modular synths'],
          ]),
          basic(a, k, {
            heading: 'New here?',
            body: 'Start with [how to make a beat](page_studio_tutorials_how-to-make-a-beat) or grab the latest [Studio download](downloads_studio_2-3-1).',
          }),
        ],
      },
    ],
  })
}

function campaign(a: SeedAssets) {
  return page(a, {
    id: 'page_campaign_studio-2-launch',
    contentType: 'campaign',
    slug: 'studio-2-launch',
    title: 'Studio 2 is here: stems, a new mixer and 40% off',
    description:
      'Celebrate the launch of Pulsewave Studio 2 with 40% off lifetime licences until the end of the month.',
    updatedHours: 410,
    sections: (k) => [
      {
        blocks: [
          hero(a, k, {
            eyebrow: 'Launch offer',
            heading: 'Studio 2 is here',
            sub: 'Real-time stems, a rebuilt mixer, and 40% off lifetime licences this month.',
            image: 'hero-studio',
            alt: 'Pulsewave Studio 2 artwork',
            ctas: [['Claim 40% off', 'page_studio_pricing']],
          }),
          productCards(a, k, 'Bundle and save', allProductCards().slice(0, 3)),
          accordion(k, 'Offer details', [
            ['When does the offer end?', 'At midnight UTC on the last day of the month.'],
            ['Does it apply to upgrades?', 'Yes: Studio 1 owners get the same 40% off the upgrade.'],
          ]),
        ],
      },
    ],
  })
}

function careers(a: SeedAssets) {
  return page(a, {
    id: 'page_careers',
    contentType: 'careers',
    title: 'Careers at Pulsewave',
    description:
      'Join a remote-first team of musicians and engineers building tools for millions of music makers.',
    ogImage: { name: 'careers-hero', alt: 'The Pulsewave team at an offsite' },
    updatedHours: 420,
    sections: (k) => [
      {
        blocks: [
          hero(a, k, {
            heading: 'Build the tools you make music with',
            image: 'careers-hero',
            alt: 'Team members laughing around a mixing desk',
            theme: 'light',
          }),
          basic(a, k, {
            heading: 'How we work',
            body: 'We are 80 people across 14 countries. Most of us make music, and all of us ship. We write things down, we keep meetings short, and every engineer spends a day a month making a track with what we built.',
            image: ['gallery-team-offsite', 'The team gathered on a terrace at the yearly offsite'],
            position: 'left',
          }),
          featureCards(
            a,
            k,
            'Perks',
            [
              [
                'Gear budget',
                '$1,500 a year for instruments, plugins or anything else that makes you make music.',
              ],
              ['Work from anywhere', 'Remote-first with overlap hours, plus two team weeks a year.'],
              ['Learning time', 'Four hours a week for courses, conferences or deep work on your craft.'],
            ],
            ['icon-mixer', 'icon-cloud', 'icon-wave'],
          ),
          accordion(k, 'Open roles', [
            [
              'Senior DSP engineer (remote, EU)',
              'Work on the stem separation engine in C++ and Rust. [Apply](https://jobs.pulsewave.example/dsp).',
            ],
            [
              'Web engineer (remote, Americas)',
              'Build this website and the account area in TypeScript. [Apply](https://jobs.pulsewave.example/web).',
            ],
            [
              'Product designer (Berlin or remote)',
              'Shape DJ Pro for the next million DJs. [Apply](https://jobs.pulsewave.example/design).',
            ],
          ]),
          quote(a, k, {
            text: 'I joined to fix one bug in the sampler. Four years later I lead the team that builds it.',
            author: 'Dante Reyes',
            role: 'Engineering lead, Sample',
            portrait: 'portrait-dante',
          }),
        ],
      },
    ],
  })
}

export function sitePages(a: SeedAssets): Array<Record<string, unknown>> {
  return [homepage(a), campaign(a), careers(a)]
}
