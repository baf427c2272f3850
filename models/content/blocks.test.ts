import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { Block, blockTypes } from './blocks.ts'
import { PageDocument } from './page.ts'

const image = (n = 1) => ({
  _type: 'image',
  asset: { _ref: `image-abc${n}-800x600-jpg` },
  altText: `Picture ${n}`,
})
const text = (t: string, markDefs: unknown[] = [], marks: string[] = []) => [
  {
    _type: 'block',
    _key: 'b1',
    style: 'normal',
    markDefs,
    children: [{ _type: 'span', _key: 's1', text: t, marks }],
  },
]
const soundpack = {
  _id: 'soundpack.a',
  _type: 'soundpack',
  title: 'A',
  slug: { current: 'a' },
  summary: 'Loops',
  coverImage: image(),
  genres: ['House'],
  sampleCount: 10,
}
const media = { poster: image(), url: 'https://media.example/v.mp4' }
const internal = { _type: 'page', contentType: 'pricing', product: 'studio' }

/** One raw block per type, as the page query returns it (references expanded). */
const samples: Record<string, Record<string, unknown>> = {
  accordion: { items: [{ _key: 'i', question: 'Q?', answer: text('A.') }] },
  audioPreviewContainer: {
    previews: [{ _key: 'p', title: 'Loop', audio: { asset: { _ref: 'file-abc-wav' } }, bpm: 120 }],
  },
  basicContentBlock: {
    body: text('Hello'),
    image: image(),
    imagePosition: 'left',
    ctas: [{ label: 'Go', internal }],
  },
  featureCards: { cards: [{ _key: 'c', title: 'Fast', body: text('Very'), icon: image() }] },
  heroBlock: {
    heading: 'Big',
    backgroundImage: image(),
    ctas: [{ label: 'Buy', external: 'https://store.example' }],
  },
  imageCarousel: { images: [image(1), image(2)] },
  gallery: { columns: 3, images: [image(1)] },
  quoteBlock: { quote: 'Great', author: 'Maya' },
  slideshow: { slides: [{ _key: 's', heading: 'One', image: image() }] },
  soundsCardContainer: {
    soundpacks: [soundpack],
    licenseModal: {
      _id: 'l',
      _type: 'licenseModal',
      title: 'T',
      body: text('x'),
      acceptLabel: 'OK',
      declineLabel: 'No',
    },
  },
  videoBlock: {
    media: { desktop: media, mobile: media },
    mediaTags: { autoplay: true, loop: true, muted: true, controls: false, playsInline: true },
  },
  productCards: {
    cards: [{ _key: 'c', product: 'studio', title: 'Studio', body: text('DAW'), image: image() }],
  },
  stepCardList: { steps: [{ _key: 's', title: 'Install', body: text('Run it') }] },
}

const decode = Schema.decodeUnknownSync(Block)

describe('Block', () => {
  it('has a sample for each of the 13 block types of spec §3', () => {
    expect(Object.keys(samples).sort()).toEqual([...blockTypes].sort())
    expect(blockTypes).toHaveLength(13)
  })

  it.each(Object.entries(samples))('decodes a %s', (type, fields) => {
    expect(decode({ _type: type, _key: 'k', ...fields })._type).toBe(type)
  })

  it('turns an unknown block type into unknownBlock instead of failing', () => {
    expect(decode({ _type: 'countdownTimer', _key: 'x', endsAt: '2030-01-01' })).toEqual({
      _type: 'unknownBlock',
      _key: 'x',
      originalType: 'countdownTimer',
    })
  })

  it('turns a known block with broken fields into unknownBlock', () => {
    expect(decode({ _type: 'heroBlock', _key: 'h' })).toMatchObject({
      _type: 'unknownBlock',
      originalType: 'heroBlock',
    })
  })

  it('resolves call-to-action targets to site paths and drops non-http links', () => {
    const hero = decode({
      _type: 'heroBlock',
      _key: 'h',
      heading: 'x',
      backgroundImage: image(),
      ctas: [
        { label: 'Pricing', internal },
        { label: 'Store', external: 'https://store.example/' },
        { label: 'Evil', external: 'javascript:alert(1)' },
        { label: 'Gone' },
      ],
    })
    expect(hero._type === 'heroBlock' && hero.ctas).toEqual([
      { label: 'Pricing', href: '/studio/pricing', external: false, kind: 'page' },
      { label: 'Store', href: 'https://store.example/', external: true, kind: 'external' },
      { label: 'Evil', external: false, kind: 'page' },
      { label: 'Gone', external: false, kind: 'page' },
    ])
  })

  it('turns call-to-action actions into what they do: checkout, trial, plan change (decision 181)', () => {
    const hero = decode({
      _type: 'heroBlock',
      _key: 'h',
      heading: 'x',
      backgroundImage: image(),
      ctas: [
        {
          label: 'Buy',
          action: { kind: 'checkout', catalogProductId: 1013, discountCode: 'STUDIO2-LAUNCH' },
        },
        { label: 'Try', action: { kind: 'trial', product: 'dj/pro' } },
        { label: 'Switch', action: { kind: 'planChange', catalogProductId: 1012 } },
        { label: 'Plans', internal, anchor: 'faq' },
        { label: 'Half an action', action: { kind: 'checkout' }, internal },
      ],
    })
    expect(hero._type === 'heroBlock' && hero.ctas).toEqual([
      {
        label: 'Buy',
        external: true,
        kind: 'checkout',
        checkout: { catalogProductId: 1013, discountCode: 'STUDIO2-LAUNCH' },
      },
      { label: 'Try', href: '/sign-up?trial=dj%2Fpro', external: false, kind: 'trial' },
      { label: 'Switch', href: '/account/subscriptions?plan=1012', external: false, kind: 'planChange' },
      { label: 'Plans', href: '/studio/pricing#faq', external: false, kind: 'page' },
      // An action missing what it needs falls back to the plain link.
      { label: 'Half an action', href: '/studio/pricing', external: false, kind: 'page' },
    ])
  })

  it('resolves internal-link annotations in rich text', () => {
    const block = decode({
      _type: 'basicContentBlock',
      _key: 'b',
      body: text(
        'see',
        [
          {
            _key: 'm1',
            _type: 'internalLink',
            target: {
              _type: 'downloads',
              product: 'studio',
              semanticVersion: { majorVersion: 2, minorVersion: 3, patchVersion: 1 },
            },
          },
          { _key: 'm2', _type: 'internalLink' },
          { _key: 'm3', _type: 'link', href: 'ftp://files.example' },
        ],
        ['m1'],
      ),
    })
    const body = block._type === 'basicContentBlock' ? block.body : []
    expect(body[0]?._type === 'block' && body[0].markDefs).toEqual([
      { _key: 'm1', _type: 'internalLink', href: '/studio/downloads/2.3.1' },
      { _key: 'm2', _type: 'internalLink' },
      { _key: 'm3', _type: 'link' },
    ])
  })
})

describe('PageDocument', () => {
  it('decodes a page whose sections mix known and unknown blocks', () => {
    const page = Schema.decodeUnknownSync(PageDocument)({
      _id: 'page.x',
      _type: 'page',
      _updatedAt: '2026-01-01T00:00:00Z',
      contentType: 'careers',
      title: 'Careers',
      pageBuilder: [
        {
          _key: 's',
          subSections: [
            { _type: 'quoteBlock', _key: 'q', quote: 'Hi', author: 'A' },
            { _type: 'newThing', _key: 'n' },
          ],
        },
      ],
    })
    expect(page.pageBuilder[0]?.subSections.map((b) => b._type)).toEqual(['quoteBlock', 'unknownBlock'])
  })

  it('rejects a page of an unknown content type', () => {
    expect(() =>
      Schema.decodeUnknownSync(PageDocument)({
        _id: 'p',
        _type: 'page',
        _updatedAt: 'x',
        contentType: 'blog',
        title: 't',
        pageBuilder: [],
      }),
    ).toThrow()
  })
})
