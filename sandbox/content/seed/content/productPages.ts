/** Features, pricing and free-trial pages for studio, sample, hex-fx and dj/pro. */
import type { SeedAssets } from '../assets.ts'
import { page } from '../doc.ts'
import { accordion, basic, featureCards, hero, productCards, quote, steps, video } from './blocks.ts'
import { djStoreUrl, hasTrialAndPricing, type ProductCopy, productCopy } from './products.ts'

const icons = ['icon-mixer', 'icon-wave', 'icon-hex', 'icon-cloud']

function features(a: SeedAssets, p: ProductCopy, i: number) {
  const id = `page_${p.idPart}_features`
  const hasTutorials = p.product === 'studio' || p.product === 'sample'
  return page(a, {
    id,
    contentType: 'features',
    product: p.product,
    title: `${p.name}: ${p.tagline}`,
    description: p.pitch,
    ogImage: { name: `hero-${p.idPart}`, alt: `${p.name} artwork` },
    updatedHours: 100 + i,
    sections: (k) => [
      {
        name: 'intro',
        blocks: [
          hero(a, k, {
            eyebrow: p.name,
            heading: p.tagline,
            sub: p.pitch,
            image: `hero-${p.idPart}`,
            alt: `Abstract ${p.name} artwork in the product's colours`,
            focus: true,
            ctas: hasTrialAndPricing(p)
              ? [
                  ['Start free trial', `page_${p.idPart}_freeTrial`],
                  ['See pricing', `page_${p.idPart}_pricing`],
                ]
              : [['Buy DJ Pro', djStoreUrl]],
          }),
        ],
      },
      {
        name: 'features',
        heading: 'What is inside',
        blocks: [
          featureCards(a, k, `Why producers pick ${p.name}`, p.features, icons),
          video(a, k, {
            heading: `${p.name} in 90 seconds`,
            caption: `A quick tour of ${p.name}, recorded in one take.`,
            file: `${p.idPart}-tour`,
            alt: `${p.name} on screen during the tour video`,
            posters: p.product === 'dj/pro' ? 'djpro' : 'studio',
          }),
        ],
      },
      {
        name: 'proof',
        theme: 'accent',
        blocks: [
          quote(a, k, p.quote),
          basic(a, k, {
            eyebrow: 'Made for your setup',
            heading: 'Works the way you already work',
            body: `${p.name} runs on Windows 10 and 11 and on macOS 12 or later, natively on Apple silicon. ${
              hasTutorials
                ? `New to it? Our [free tutorials](page_${p.idPart}_tutorials) get you from install to first export in an afternoon.`
                : 'Check the [system requirements](https://support.pulsewave.example/requirements) before you buy.'
            }`,
            image: [`screen-${p.idPart}`, `${p.name} main window with a session in progress`],
            position: i % 2 ? 'left' : 'right',
            ctas: hasTrialAndPricing(p) ? [['Try it free for 30 days', `page_${p.idPart}_freeTrial`]] : [],
          }),
        ],
      },
    ],
  })
}

function pricing(a: SeedAssets, p: ProductCopy, i: number) {
  return page(a, {
    id: `page_${p.idPart}_pricing`,
    contentType: 'pricing',
    product: p.product,
    title: `${p.name} pricing: monthly or yours forever`,
    description: `Subscribe to ${p.name} from ${p.priceMonthly}, or buy it outright for ${p.priceLifetime}. Every plan includes updates and a 30-day free trial.`,
    updatedHours: 120 + i,
    sections: (k) => [
      {
        blocks: [
          hero(a, k, {
            heading: 'Pick the plan that fits how you make music',
            sub: 'Both plans unlock every feature. The only difference is how you pay.',
            image: `hero-${p.idPart}`,
            alt: `${p.name} artwork`,
            theme: 'light',
          }),
          productCards(a, k, `${p.name} plans`, [
            {
              product: p.product,
              title: 'Monthly',
              body: 'Every feature and every update while you subscribe. Cancel in two clicks, any time.',
              image: `screen-${p.idPart}`,
              alt: `${p.name} window`,
              price: p.priceMonthly,
              badge: 'Most popular',
              ctas: [['Start free trial', `page_${p.idPart}_freeTrial`]],
            },
            {
              product: p.product,
              title: 'Lifetime',
              body: 'Pay once and keep this major version forever, with **all 2.x updates** included.',
              image: `download-card-${p.idPart}`,
              alt: `${p.name} artwork`,
              price: p.priceLifetime,
              ctas: [['Buy now', 'https://store.pulsewave.example/checkout']],
            },
          ]),
        ],
      },
      {
        name: 'faq',
        blocks: [
          accordion(k, 'Pricing questions', [
            [
              'Can I switch from monthly to lifetime?',
              'Yes. Upgrade from your account page and we credit the last three months you paid.',
            ],
            [
              'Is there a student discount?',
              'Students and teachers get 50% off either plan. Verify once with your school email.',
            ],
            [
              'What happens when my trial ends?',
              `Nothing is charged unless you pick a plan. Your projects stay yours and open in [the free trial](page_${p.idPart}_freeTrial) again.`,
            ],
          ]),
        ],
      },
    ],
  })
}

function freeTrial(a: SeedAssets, p: ProductCopy, i: number) {
  return page(a, {
    id: `page_${p.idPart}_freeTrial`,
    contentType: 'freeTrial',
    product: p.product,
    title: `Try ${p.name} free for 30 days`,
    description: `Download ${p.name} and use every feature free for 30 days. No card needed.`,
    updatedHours: 140 + i,
    sections: (k) => [
      {
        blocks: [
          hero(a, k, {
            eyebrow: '30 days, every feature',
            heading: `Try ${p.name} free`,
            sub: 'No card, no watermark, no time-limited exports.',
            image: `hero-${p.idPart}`,
            alt: `${p.name} artwork`,
            ctas: [['Create a free account', 'https://accounts.pulsewave.example/en/authorize']],
          }),
          steps(a, k, 'Up and running in three steps', [
            [
              'Create your account',
              'One account covers every Pulsewave product and your cloud library.',
              'step-record',
            ],
            [
              'Download and install',
              `Grab the installer for Windows or macOS. It takes about two minutes.`,
              'step-arrange',
            ],
            [
              'Make something',
              'Open a template, hit record, and keep everything you make, even after the trial.',
              'step-mix',
            ],
          ]),
        ],
      },
      {
        name: 'faq',
        blocks: [
          accordion(k, 'Trial questions', [
            [
              'Do I need a credit card?',
              'No. The trial starts when you sign in, and it simply stops after 30 days.',
            ],
            [
              'What do I get after the trial?',
              `You can keep opening your projects. To keep creating, [pick a plan](page_${p.idPart}_pricing).`,
            ],
          ]),
        ],
      },
    ],
  })
}

export function productPages(a: SeedAssets): Array<Record<string, unknown>> {
  return productCopy.flatMap((p, i) =>
    hasTrialAndPricing(p) ? [features(a, p, i), pricing(a, p, i), freeTrial(a, p, i)] : [features(a, p, i)],
  )
}
