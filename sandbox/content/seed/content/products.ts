/** Brand copy per product, shared by the product pages, cards and downloads. */
import type { Glyph } from '../art.ts'

/** The ecommerce catalogue's product ids an editor picked for each offer (the claims test checks them). */
export interface CatalogIds {
  readonly monthly: number
  readonly annual: number
  readonly lifetime: number
}

export interface ProductCopy {
  readonly product: 'studio' | 'sample' | 'hex-fx' | 'dj/pro'
  /** Fragment used in document ids (`page_dj-pro_features`). */
  readonly idPart: string
  readonly name: string
  readonly tagline: string
  readonly pitch: string
  readonly priceMonthly: string
  readonly priceAnnual: string
  readonly priceLifetime: string
  readonly catalogIds: CatalogIds
  /** Who the product is for, as in "Why producers pick …". */
  readonly audience: string
  /** Title, text and the icon's drawing of each feature card. */
  readonly features: ReadonlyArray<readonly [string, string, Glyph]>
  readonly quote: {
    readonly text: string
    readonly author: string
    readonly role: string
    readonly portrait: string
  }
}

export const productCopy: ReadonlyArray<ProductCopy> = [
  {
    product: 'studio',
    idPart: 'studio',
    name: 'Pulsewave Studio',
    tagline: 'Make the track that is stuck in your head.',
    pitch:
      'A complete music-production studio: unlimited tracks, a clip launcher that records what you jam, 40 instruments and effects, and a mixer that sounds finished before you touch it.',
    priceMonthly: '$9.99 / month',
    priceAnnual: '$99.90 / year',
    priceLifetime: '$199 once',
    catalogIds: { monthly: 1011, annual: 1012, lifetime: 1013 },
    audience: 'producers',
    features: [
      [
        'Clip launcher and timeline',
        'Jam ideas in the launcher, then drag the take you love onto the timeline. Nothing you play is ever lost.',
        'launcher',
      ],
      [
        'Stock sounds that slap',
        '40 instruments and effects, from a tape-warm Rhodes to a punchy 808 that tunes itself to your key.',
        'keys',
      ],
      [
        'Stem separation',
        'Pull the vocal, drums, bass and melody out of any song and remix them in seconds.',
        'stems',
      ],
      ['Runs on modest laptops', 'A 64-voice engine that stays light on a five-year-old machine.', 'cpu'],
    ],
    quote: {
      text: 'I finished more tracks in my first month with Studio than in the year before. The launcher just gets out of the way.',
      author: 'Maya Okafor',
      role: 'Producer, Lagos and London',
      portrait: 'portrait-maya',
    },
  },
  {
    product: 'sample',
    idPart: 'sample',
    name: 'Pulsewave Sample',
    tagline: 'Chop it. Flip it. Play it.',
    pitch:
      'A sampler built for beatmakers: drop in any sound, slice it to the transients, and play it across 16 pads with swing that feels like an MPC from 1996.',
    priceMonthly: '$4.99 / month',
    priceAnnual: '$49.90 / year',
    priceLifetime: '$99 once',
    catalogIds: { monthly: 1021, annual: 1022, lifetime: 1023 },
    audience: 'beatmakers',
    features: [
      [
        'Transient slicing',
        'Sample finds every hit and maps it to a pad. Nudge a slice with one finger.',
        'slice',
      ],
      [
        'Swing that grooves',
        'Eight swing curves modelled on the hardware classics, per pad or per pattern.',
        'swing',
      ],
      [
        'Resample anything',
        'Route the master back into a pad and keep flipping. Print the result to audio any time.',
        'resample',
      ],
      ['Kits in the cloud', 'Your kits follow you to every machine you sign in on.', 'cloud'],
    ],
    quote: {
      text: 'The slicing is scary good. I dragged in an old soul record and had a beat before the kettle boiled.',
      author: 'Dante Reyes',
      role: 'Beatmaker, Chicago',
      portrait: 'portrait-dante',
    },
  },
  {
    product: 'hex-fx',
    idPart: 'hex-fx',
    name: 'Hex FX',
    tagline: 'Six effects. One hexagon. Endless motion.',
    pitch:
      'An effects plugin for VST3, AU and AAX: six modules on the corners of a hexagon, morphed by one XY pad. Perform it live, automate it, or let the randomiser surprise you.',
    priceMonthly: '$3.99 / month',
    priceAnnual: '$39.90 / year',
    priceLifetime: '$79 once',
    catalogIds: { monthly: 1031, annual: 1032, lifetime: 1033 },
    audience: 'sound designers',
    features: [
      [
        'Morphing XY pad',
        'Move between delay, reverb, filter, drive, chorus and granular in one gesture.',
        'xy',
      ],
      ['Tempo-synced motion', 'Every parameter can follow an LFO locked to your host tempo.', 'lfo'],
      ['Snapshot randomiser', 'Roll the dice on one module or all six, then lock what you like.', 'dice'],
      ['Low latency', 'Zero-latency mode for tracking vocals and guitars through the chain.', 'bolt'],
    ],
    quote: {
      text: 'Hex FX is the first plugin I reach for when a loop feels static. Two seconds on the pad and it breathes.',
      author: 'Inès Laurent',
      role: 'Sound designer, Marseille',
      portrait: 'portrait-ines',
    },
  },
  {
    product: 'dj/pro',
    idPart: 'dj-pro',
    name: 'Pulsewave DJ Pro',
    tagline: 'Four decks. Real-time stems. Zero hesitation.',
    pitch:
      'DJ software for working DJs: real-time stem separation on four decks, beat-grid analysis you can trust, and plug-and-play support for more than 90 controllers.',
    priceMonthly: '$12.99 / month',
    priceAnnual: '$129.90 / year',
    priceLifetime: '$299 once',
    catalogIds: { monthly: 1041, annual: 1042, lifetime: 1043 },
    audience: 'DJs',
    features: [
      ['Real-time stems', 'Mute the vocal, solo the drums, swap the bass: live, on every deck.', 'decks'],
      [
        'Trustworthy beat grids',
        'Analysis that gets live drummers and swung grooves right the first time.',
        'grid',
      ],
      ['Controller ready', 'Plug in one of 90+ supported controllers and play. No mapping.', 'controller'],
      [
        'Record and stream',
        'Record your set in studio quality or stream it straight to your audience.',
        'record',
      ],
    ],
    quote: {
      text: 'Stems on four decks changed how I build a set. Acapella-over-instrumental blends used to take prep; now they take a fader.',
      author: 'Kofi Mensah',
      role: 'Resident DJ, Accra and Berlin',
      portrait: 'portrait-kofi',
    },
  },
]

export const copyFor = (product: string): ProductCopy => {
  const found = productCopy.find((p) => p.product === product)
  if (!found) throw new Error(`Seed: no copy for ${product}`)
  return found
}

/**
 * Spec §2: free trial and pricing pages exist for studio, sample and hex-fx, not for the dj product,
 * whose trial, plans and installers are sections of its one page (decision 180).
 */
export const hasTrialAndPricing = (p: Pick<ProductCopy, 'product'>): boolean => p.product !== 'dj/pro'

/** The Producer Suite: Studio, Sample and Hex FX in one licence (catalogue line `producer-suite`). */
export const suiteCopy = {
  name: 'Producer Suite',
  priceMonthly: '$14.99 / month',
  priceAnnual: '$149.90 / year',
  priceLifetime: '$299 once',
  catalogIds: { monthly: 1051, annual: 1052, lifetime: 1053 },
} as const

/** Where a product's pricing is: its pricing page, or the plans section of the dj product's page. */
export const pricingTarget = (p: ProductCopy): string =>
  hasTrialAndPricing(p) ? `page_${p.idPart}_pricing` : `page_${p.idPart}_features#pricing`

/** A product card per product, for the homepage, campaign and music-production pages. */
export const allProductCards = () =>
  productCopy.map((p) => ({
    product: p.product,
    title: p.name,
    body: p.tagline,
    image: `screen-${p.idPart}`,
    alt: `${p.name} main window`,
    price: `From ${p.priceMonthly}`,
    ctas: [
      ['Explore', `page_${p.idPart}_features`] as [string, string],
      ['Start free trial', `trial:${p.product}`] as [string, string],
    ],
  }))
