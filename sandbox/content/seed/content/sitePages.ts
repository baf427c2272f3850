/** Homepage, campaign and careers. */
import type { SeedAssets } from '../assets.ts'
import { iconName } from '../catalog.ts'
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
              ['Try Studio free', 'trial:studio'],
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
              body: 'How Kofi built his festival set in [DJ Pro](page_dj-pro_features).',
              image: 'gallery-live-set',
              alt: 'A DJ booth seen from the crowd',
              cta: ['Explore DJ Pro', 'page_dj-pro_features'],
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
            poster: 'poster-brand-desktop',
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

/** The Studio 2 launch: 40% off a Studio lifetime licence with the store's code, carried to checkout. */
export const launchDiscount = { code: 'STUDIO2-LAUNCH', percentOff: 40, catalogProductId: 1013 } as const

function campaign(a: SeedAssets) {
  const studio = copyFor('studio')
  const claim = `checkout:${launchDiscount.catalogProductId}:${launchDiscount.code}`
  return page(a, {
    id: 'page_campaign_studio-2-launch',
    contentType: 'campaign',
    slug: 'studio-2-launch',
    title: 'Studio 2 is here: stems, a new mixer and 40% off a lifetime licence',
    shortTitle: 'Studio 2 launch',
    description:
      'Celebrate the launch of Pulsewave Studio 2 with 40% off a Studio lifetime licence until the end of the month: $119.40 instead of $199.',
    updatedHours: 410,
    sections: (k) => [
      {
        blocks: [
          hero(a, k, {
            eyebrow: 'Launch offer',
            heading: 'Studio 2 is here',
            sub: 'Real-time stems, a rebuilt mixer, and 40% off a Studio lifetime licence this month.',
            image: 'hero-studio',
            alt: 'Pulsewave Studio 2 artwork',
            ctas: [
              ['Claim 40% off', claim],
              ['Start free trial', 'trial:studio'],
            ],
          }),
          productCards(a, k, 'The launch offer', [
            {
              product: 'studio',
              title: `${studio.name} lifetime licence`,
              body: 'Studio 2 to keep forever, with every 2.x update. The launch code is applied at checkout for you.',
              image: 'download-card-studio',
              alt: `${studio.name} 2 artwork`,
              price: '$119.40 once (was $199)',
              badge: '40% off',
              ctas: [['Claim 40% off', claim]],
            },
            {
              product: 'studio',
              title: 'Prefer to subscribe?',
              body: 'Every feature and every update while you subscribe, from $9.99 a month.',
              image: 'screen-studio',
              alt: `${studio.name} window`,
              price: studio.priceMonthly,
              ctas: [
                ['Subscribe monthly', `checkout:${studio.catalogIds.monthly}`],
                ['See all plans', 'page_studio_pricing'],
              ],
            },
          ]),
          accordion(k, 'Offer details', [
            ['When does the offer end?', 'At midnight UTC on the last day of the month.'],
            [
              'What does the offer include?',
              `A ${studio.name} lifetime licence at 40% off. The store applies the launch code when you follow **Claim 40% off**; no need to type it.`,
            ],
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
    shortTitle: 'Careers',
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
          featureCards(a, k, 'Perks', [
            [
              'Gear budget',
              'A yearly budget for instruments, plugins or anything else that makes you make music.',
              iconName('gear', 'warm'),
            ],
            [
              'Work from anywhere',
              'Remote-first with overlap hours, plus two team weeks a year.',
              iconName('globe', 'cool'),
            ],
            [
              'Learning time',
              'Four hours a week for courses, conferences or deep work on your craft.',
              iconName('book', 'warm'),
            ],
          ]),
          accordion(k, 'Open roles', [
            [
              'Senior DSP engineer (remote, EU)',
              'Work on the stem separation engine in C++ and Rust. To apply, write to jobs@pulsewave.example with “DSP engineer” in the subject and a link to your work.',
            ],
            [
              'Web engineer (remote, Americas)',
              'Build this website and the account area in TypeScript. To apply, write to jobs@pulsewave.example with “Web engineer” in the subject.',
            ],
            [
              'Product designer (Berlin or remote)',
              'Shape DJ Pro for the next million DJs. To apply, write to jobs@pulsewave.example with “Product designer” in the subject.',
            ],
          ]),
          quote(a, k, {
            text: 'I joined to fix one bug in the sampler. Four years later I lead the team that builds it.',
            author: 'Tomás Ruiz',
            role: 'Engineering lead, Sample',
            portrait: 'portrait-tomas',
          }),
        ],
      },
    ],
  })
}

export function sitePages(a: SeedAssets): Array<Record<string, unknown>> {
  return [homepage(a), campaign(a), careers(a)]
}
