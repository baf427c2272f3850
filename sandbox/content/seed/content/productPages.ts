/**
 * Features, pricing and free-trial pages for studio, sample and hex-fx; the dj product's one page
 * carries its plans and trial as sections (decision 180). Every price and plan names a catalogue
 * product, and the claims test compares them with the ecommerce catalogue.
 */
import type { SeedAssets } from '../assets.ts'
import { iconName } from '../catalog.ts'
import { page } from '../doc.ts'
import type { Key } from '../portable.ts'
import { accordion, basic, featureCards, hero, productCards, quote, steps, video } from './blocks.ts'
import { hasTrialAndPricing, type ProductCopy, pricingTarget, productCopy } from './products.ts'

const posters: Record<ProductCopy['product'], string> = {
  studio: 'poster-desktop',
  sample: 'poster-sample-desktop',
  'hex-fx': 'poster-hex-fx-desktop',
  'dj/pro': 'poster-djpro-desktop',
}

/** The latest downloads document of a product, for "system requirements" links. */
const latestDownloads: Record<ProductCopy['product'], string> = {
  studio: 'downloads_studio_2-3-1',
  sample: 'downloads_sample_2-0-0',
  'hex-fx': 'downloads_hex-fx_1-0-0',
  'dj/pro': 'downloads_dj-pro_3-2-0',
}

/** Monthly, yearly and lifetime: each card buys its catalogue product; subscribers switch in the account. */
export function planCards(a: SeedAssets, k: Key, p: ProductCopy) {
  return productCards(a, k, `${p.name} plans`, [
    {
      product: p.product,
      title: 'Monthly',
      body: 'Every feature and every update while you subscribe. Cancel any time from your account.',
      image: `screen-${p.idPart}`,
      alt: `${p.name} window`,
      price: p.priceMonthly,
      badge: 'Most popular',
      ctas: [
        ['Subscribe monthly', `checkout:${p.catalogIds.monthly}`],
        ['Switch to monthly', `plan:${p.catalogIds.monthly}`],
      ],
    },
    {
      product: p.product,
      title: 'Yearly',
      body: 'Everything in monthly, billed once a year: **two months free**.',
      image: `hero-${p.idPart}`,
      alt: `${p.name} artwork`,
      price: p.priceAnnual,
      ctas: [
        ['Subscribe yearly', `checkout:${p.catalogIds.annual}`],
        ['Switch to yearly', `plan:${p.catalogIds.annual}`],
      ],
    },
    {
      product: p.product,
      title: 'Lifetime',
      body: 'Pay once and keep this major version forever, with every update to it included.',
      image: `download-card-${p.idPart}`,
      alt: `${p.name} artwork`,
      price: p.priceLifetime,
      ctas: [['Buy once', `checkout:${p.catalogIds.lifetime}`]],
    },
  ])
}

export function pricingQuestions(k: Key, p: ProductCopy) {
  return accordion(k, 'Pricing questions', [
    [
      'Can I switch between monthly and yearly billing?',
      'Yes. In your account, open Subscriptions and choose **Change plan**: you see the amount due now before you confirm, and the new plan starts at once.',
    ],
    [
      'Can I move from a subscription to a lifetime licence?',
      'A lifetime licence is its own purchase: buy it, then cancel your subscription in your account. Your projects and settings stay as they are.',
    ],
    [
      'Do the prices include tax?',
      'Prices are in US dollars before tax. The store adds the tax for your country at checkout.',
    ],
    [
      'What happens when my trial ends?',
      hasTrialAndPricing(p)
        ? `Nothing is charged unless you pick a plan. Your projects stay yours, and you can [pick a plan](page_${p.idPart}_pricing) whenever you are ready.`
        : 'Nothing is charged unless you pick one of the plans above. Your recordings and crates stay yours.',
    ],
  ])
}

function trialSteps(a: SeedAssets, k: Key, p: ProductCopy) {
  return steps(a, k, 'Up and running in three steps', [
    [
      'Create your free account',
      'One account covers every Pulsewave product and your cloud library. No card needed.',
      'step-record',
    ],
    [
      'Download and install',
      `Right after sign-up you get the ${p.name} installer for Windows or macOS. It takes about two minutes.`,
      'step-arrange',
    ],
    [
      'Make something',
      'Sign in to the app and the 30-day trial starts. Everything you make stays yours, even after the trial.',
      'step-mix',
    ],
  ])
}

/** The dj product's plans and trial, as sections of its page (it has no pricing or trial path). */
function djSections(a: SeedAssets, k: Key, p: ProductCopy) {
  return [
    { name: 'pricing', heading: 'Plans and pricing', blocks: [planCards(a, k, p), pricingQuestions(k, p)] },
    {
      name: 'free-trial',
      heading: 'Try it free for 30 days',
      blocks: [
        trialSteps(a, k, p),
        basic(undefined, k, {
          body: 'Every feature, no card, no watermark on your recordings.',
          ctas: [['Start free trial', `trial:${p.product}`]],
        }),
      ],
    },
  ]
}

function features(a: SeedAssets, p: ProductCopy, i: number) {
  const id = `page_${p.idPart}_features`
  const hasTutorials = p.product === 'studio' || p.product === 'sample'
  const palette = p.product
  return page(a, {
    id,
    contentType: 'features',
    product: p.product,
    title: `${p.name}: ${p.tagline}`,
    shortTitle: p.name.replace('Pulsewave ', ''),
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
            ctas: [
              ['Start free trial', `trial:${p.product}`],
              ['See pricing', pricingTarget(p)],
            ],
          }),
        ],
      },
      {
        name: 'features',
        blocks: [
          featureCards(
            a,
            k,
            `Why ${p.audience} pick ${p.name}`,
            p.features.map(([title, body, glyph]) => [title, body, iconName(glyph, palette)] as const),
          ),
          video(a, k, {
            heading: `${p.name} in 90 seconds`,
            caption: `A quick tour of ${p.name}, recorded in one take.`,
            file: `${p.idPart}-tour`,
            alt: `${p.name} on screen during the tour video`,
            poster: posters[p.product],
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
                : `Check the [system requirements](${latestDownloads[p.product]}) before you buy.`
            }`,
            image: [`screen-${p.idPart}`, `${p.name} main window with a session in progress`],
            position: i % 2 ? 'left' : 'right',
            ctas: [['Try it free for 30 days', `trial:${p.product}`]],
          }),
        ],
      },
      ...(hasTrialAndPricing(p) ? [] : djSections(a, k, p)),
    ],
  })
}

function pricing(a: SeedAssets, p: ProductCopy, i: number) {
  return page(a, {
    id: `page_${p.idPart}_pricing`,
    contentType: 'pricing',
    product: p.product,
    title: `${p.name} pricing: monthly, yearly or yours forever`,
    shortTitle: 'Pricing',
    description: `Subscribe to ${p.name} from ${p.priceMonthly}, or buy it outright for ${p.priceLifetime}. Every plan includes updates, and you can try it free for 30 days first.`,
    updatedHours: 120 + i,
    sections: (k) => [
      {
        blocks: [
          hero(a, k, {
            heading: 'Pick the plan that fits how you make music',
            sub: 'Every plan unlocks every feature. The only difference is how you pay.',
            image: `hero-${p.idPart}`,
            alt: `${p.name} artwork`,
            theme: 'light',
            ctas: [['Start free trial', `trial:${p.product}`]],
          }),
          planCards(a, k, p),
        ],
      },
      { name: 'faq', blocks: [pricingQuestions(k, p)] },
    ],
  })
}

function freeTrial(a: SeedAssets, p: ProductCopy, i: number) {
  return page(a, {
    id: `page_${p.idPart}_freeTrial`,
    contentType: 'freeTrial',
    product: p.product,
    title: `Try ${p.name} free for 30 days`,
    shortTitle: 'Free trial',
    description: `Create a free account, download ${p.name} and use every feature free for 30 days. No card needed.`,
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
            ctas: [['Start your free trial', `trial:${p.product}`]],
          }),
          trialSteps(a, k, p),
        ],
      },
      {
        name: 'faq',
        blocks: [
          accordion(k, 'Trial questions', [
            [
              'Do I need a credit card?',
              'No. Create your free account and download: the trial starts when you first sign in to the app, and it simply stops after 30 days.',
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
