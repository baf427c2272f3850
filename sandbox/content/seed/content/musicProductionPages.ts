/** Music production, the Producer Suite and its downloads page. */
import type { SeedAssets } from '../assets.ts'
import { iconName } from '../catalog.ts'
import { page } from '../doc.ts'
import { basic, featureCards, hero, images, productCards, quote } from './blocks.ts'
import { allProductCards, suiteCopy } from './products.ts'

function musicProduction(a: SeedAssets) {
  return page(a, {
    id: 'page_musicProduction',
    contentType: 'musicProduction',
    title: 'Music production software for every stage of a track',
    shortTitle: 'Music production',
    description: 'Studio to write, Sample to flip, Hex FX to shape. Or get all three in the Producer Suite.',
    updatedHours: 430,
    sections: (k) => [
      {
        blocks: [
          hero(a, k, {
            heading: 'Everything between the idea and the master',
            image: 'hero-home',
            alt: 'Light waves in brand colours',
            ctas: [['See the Producer Suite', 'page_producerSuite']],
          }),
          productCards(a, k, 'Pick your tools', allProductCards().slice(0, 3)),
          images(a, k, 'imageCarousel', 'Studios of our users', [
            ['gallery-studio-desk', 'A tidy desk with monitors and a keyboard', 'Maya’s home studio'],
            ['gallery-synth-wall', 'A modular synth wall'],
            ['gallery-tall-booth', 'A small vocal booth'],
          ]),
        ],
      },
    ],
  })
}

function producerSuite(a: SeedAssets) {
  return page(a, {
    id: 'page_producerSuite',
    contentType: 'producerSuite',
    title: 'Producer Suite: Studio, Sample and Hex FX together',
    shortTitle: 'Producer Suite',
    description: 'All three production tools in one licence, from $14.99 a month.',
    updatedHours: 440,
    sections: (k) => [
      {
        blocks: [
          hero(a, k, {
            eyebrow: 'Producer Suite',
            heading: 'Three tools. One licence.',
            sub: '$14.99 a month for Studio, Sample and Hex FX, instead of $18.97 for the three apart.',
            image: 'hero-suite',
            alt: 'Studio, Sample and Hex FX windows side by side',
            ctas: [
              ['Subscribe to the suite', `checkout:${suiteCopy.catalogIds.monthly}`],
              ['Download the suite', 'page_producerSuiteDownloads'],
            ],
          }),
          featureCards(a, k, 'Why the suite', [
            [
              'Save 21%',
              '$14.99 a month instead of $18.97 for Studio, Sample and Hex FX apart, and $299 once instead of $377 for the three lifetime licences.',
              iconName('tag', 'brand'),
            ],
            [
              'One account',
              'Sign in once and all three apps are unlocked on every machine you use.',
              iconName('cloud', 'brand'),
            ],
            [
              'Every installer in one place',
              'The latest Studio, Sample and Hex FX for Windows and macOS on one download page.',
              iconName('download', 'brand'),
            ],
          ]),
          productCards(a, k, 'Producer Suite plans', [
            {
              product: 'producer-suite',
              title: 'Monthly',
              body: 'All three apps and every update while you subscribe.',
              image: 'screen-studio',
              alt: 'Studio window',
              price: suiteCopy.priceMonthly,
              badge: 'Most popular',
              ctas: [
                ['Subscribe monthly', `checkout:${suiteCopy.catalogIds.monthly}`],
                ['Switch to monthly', `plan:${suiteCopy.catalogIds.monthly}`],
              ],
            },
            {
              product: 'producer-suite',
              title: 'Yearly',
              body: 'Billed once a year: **two months free**.',
              image: 'screen-sample',
              alt: 'Sample window',
              price: suiteCopy.priceAnnual,
              ctas: [
                ['Subscribe yearly', `checkout:${suiteCopy.catalogIds.annual}`],
                ['Switch to yearly', `plan:${suiteCopy.catalogIds.annual}`],
              ],
            },
            {
              product: 'producer-suite',
              title: 'Lifetime',
              body: 'Pay once and keep these major versions of all three apps forever.',
              image: 'screen-hex-fx',
              alt: 'Hex FX window',
              price: suiteCopy.priceLifetime,
              ctas: [['Buy once', `checkout:${suiteCopy.catalogIds.lifetime}`]],
            },
          ]),
          quote(a, k, {
            text: 'I write in Studio, chop in Sample and finish with Hex FX. One licence for all three means I never think about which machine has what.',
            author: 'Lena Park',
            role: 'Producer and mix engineer, Seoul',
            portrait: 'portrait-lena',
          }),
        ],
      },
    ],
  })
}

function producerSuiteDownloads(a: SeedAssets) {
  return page(a, {
    id: 'page_producerSuiteDownloads',
    contentType: 'producerSuiteDownloads',
    title: 'Download the Producer Suite',
    shortTitle: 'Downloads',
    description: 'Installers for Studio, Sample and Hex FX on Windows and macOS.',
    updatedHours: 450,
    sections: (k) => [
      {
        blocks: [
          basic(a, k, {
            heading: 'Download the Producer Suite',
            body: 'Install the apps you need. Each one signs in with your Pulsewave account. Older versions live on each product’s [downloads page](downloads_studio_2-3-1).',
          }),
          productCards(a, k, 'Latest versions', [
            {
              product: 'studio',
              title: 'Studio 2.3.1',
              body: 'Windows 10/11 and macOS 12+.',
              image: 'download-card-studio',
              alt: 'Studio download artwork',
              ctas: [['Download', 'downloads_studio_2-3-1']],
            },
            {
              product: 'sample',
              title: 'Sample 2.0.0',
              body: 'Windows 10/11 and macOS 12+.',
              image: 'download-card-sample',
              alt: 'Sample download artwork',
              ctas: [['Download', 'downloads_sample_2-0-0']],
            },
            {
              product: 'hex-fx',
              title: 'Hex FX 1.0.0',
              body: 'VST3, AU and AAX.',
              image: 'download-card-hex-fx',
              alt: 'Hex FX download artwork',
              ctas: [['Download', 'downloads_hex-fx_1-0-0']],
            },
          ]),
        ],
      },
    ],
  })
}

export function musicProductionPages(a: SeedAssets): Array<Record<string, unknown>> {
  return [musicProduction(a), producerSuite(a), producerSuiteDownloads(a)]
}
