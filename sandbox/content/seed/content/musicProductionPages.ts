/** Music production, the Producer Suite and its downloads page. */
import type { SeedAssets } from '../assets.ts'
import { page } from '../doc.ts'
import { basic, featureCards, hero, images, productCards, quote } from './blocks.ts'
import { allProductCards, copyFor } from './products.ts'

function musicProduction(a: SeedAssets) {
  return page(a, {
    id: 'page_musicProduction',
    contentType: 'musicProduction',
    title: 'Music production software for every stage of a track',
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
    description: 'All three production tools and every soundpack, in one subscription.',
    updatedHours: 440,
    sections: (k) => [
      {
        blocks: [
          hero(a, k, {
            eyebrow: 'Producer Suite',
            heading: 'Three tools. One subscription.',
            sub: '$14.99 a month for Studio, Sample, Hex FX and every soundpack.',
            image: 'hero-home',
            alt: 'Brand artwork',
            ctas: [['Download the suite', 'page_producerSuiteDownloads']],
          }),
          featureCards(
            a,
            k,
            'Why the suite',
            [
              ['Save 40%', 'Costs less than Studio and Sample bought apart.'],
              ['Every soundpack', 'Over 1,100 sounds, with new packs each month.'],
              ['One installer', 'Install all three with one download per platform.'],
            ],
            ['icon-cloud', 'icon-wave', 'icon-hex'],
          ),
          quote(a, k, copyFor('hex-fx').quote),
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
