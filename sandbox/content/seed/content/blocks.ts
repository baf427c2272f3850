/** Block builders for seed pages: fill in `_type` and `_key`s so page modules read like content. */
import type { SeedAssets } from '../assets.ts'
import { cta, type Key, pt } from '../portable.ts'

/** Offline seed videos: a local poster plus a documented placeholder URL (docs/decisions/017). */
export const videoHost = 'https://media.pulsewave.example'

export function hero(
  a: SeedAssets,
  k: Key,
  o: {
    heading: string
    sub?: string
    eyebrow?: string
    image: string
    alt: string
    ctas?: Array<[string, string]>
    theme?: 'dark' | 'light'
    focus?: boolean
  },
) {
  return {
    _type: 'heroBlock',
    _key: k(),
    ...(o.eyebrow ? { eyebrow: o.eyebrow } : {}),
    heading: o.heading,
    ...(o.sub ? { subheading: o.sub } : {}),
    backgroundImage: a.image(
      o.image,
      o.alt,
      o.focus
        ? {
            crop: { top: 0.05, bottom: 0.1, left: 0, right: 0.08 },
            hotspot: { x: 0.62, y: 0.4, width: 0.4, height: 0.5 },
          }
        : {},
    ),
    ...(o.ctas ? { ctas: o.ctas.map(([label, to]) => cta(label, to, k)) } : {}),
    theme: o.theme ?? 'dark',
  }
}

export function basic(
  a: SeedAssets | undefined,
  k: Key,
  o: {
    heading?: string
    eyebrow?: string
    body: string
    image?: [string, string]
    position?: 'left' | 'right'
    ctas?: Array<[string, string]>
  },
) {
  return {
    _type: 'basicContentBlock',
    _key: k(),
    ...(o.eyebrow ? { eyebrow: o.eyebrow } : {}),
    ...(o.heading ? { heading: o.heading } : {}),
    body: pt(o.body, k),
    ...(a && o.image ? { image: a.image(o.image[0], o.image[1]), imagePosition: o.position ?? 'right' } : {}),
    ...(o.ctas ? { ctas: o.ctas.map(([label, to]) => cta(label, to, k)) } : {}),
  }
}

/** Feature cards: title, text and the name of the card's own icon (decorative: the title says it). */
export function featureCards(
  a: SeedAssets,
  k: Key,
  heading: string,
  cards: ReadonlyArray<readonly [string, string, string]>,
) {
  return {
    _type: 'featureCards',
    _key: k(),
    heading,
    cards: cards.map(([title, body, icon]) => ({
      _key: k(),
      title,
      body: pt(body, k),
      icon: a.image(icon, ''),
    })),
  }
}

export function accordion(k: Key, heading: string, items: Array<[string, string]>) {
  return {
    _type: 'accordion',
    _key: k(),
    heading,
    items: items.map(([question, answer]) => ({ _key: k(), question, answer: pt(answer, k) })),
  }
}

export function quote(
  a: SeedAssets,
  k: Key,
  q: { text: string; author: string; role: string; portrait: string },
) {
  return {
    _type: 'quoteBlock',
    _key: k(),
    quote: q.text,
    author: q.author,
    role: q.role,
    avatar: a.image(q.portrait, `Portrait of ${q.author}`),
  }
}

export function steps(a: SeedAssets, k: Key, heading: string, list: Array<[string, string, string?]>) {
  return {
    _type: 'stepCardList',
    _key: k(),
    heading,
    steps: list.map(([title, body, image]) => ({
      _key: k(),
      title,
      body: pt(body, k),
      ...(image ? { image: a.image(image, title) } : {}),
    })),
  }
}

export function video(
  a: SeedAssets,
  k: Key,
  o: {
    heading?: string
    caption: string
    file: string
    alt: string
    /** The desktop poster; only Studio's video has its own mobile and tablet cuts. */
    poster?: string
    autoplay?: boolean
  },
) {
  const media = (poster: string, size: string) => ({
    poster: a.image(poster, o.alt),
    url: `${videoHost}/${o.file}-${size}.mp4`,
    mimeType: 'video/mp4',
  })
  const poster = o.poster ?? 'poster-desktop'
  const studio = poster === 'poster-desktop'
  return {
    _type: 'videoBlock',
    _key: k(),
    ...(o.heading ? { heading: o.heading } : {}),
    caption: o.caption,
    media: {
      ...(studio
        ? { mobile: media('poster-mobile', 'mobile'), tablet: media('poster-tablet', 'tablet') }
        : {}),
      desktop: media(poster, 'desktop'),
    },
    mediaTags: o.autoplay
      ? { autoplay: true, loop: true, muted: true, controls: false, playsInline: true }
      : { autoplay: false, loop: false, muted: false, controls: true, playsInline: true },
  }
}

export function audioPreviews(
  a: SeedAssets,
  k: Key,
  heading: string,
  list: Array<[string, string, number, string, number]>,
) {
  return {
    _type: 'audioPreviewContainer',
    _key: k(),
    heading,
    previews: list.map(([title, loop, bpm, musicalKey, durationSeconds]) => ({
      _key: k(),
      title,
      audio: a.file(loop),
      bpm,
      musicalKey,
      durationSeconds,
    })),
  }
}

export function productCards(
  a: SeedAssets,
  k: Key,
  heading: string,
  cards: Array<{
    product: string
    title: string
    body: string
    image: string
    alt: string
    price?: string
    badge?: string
    ctas: Array<[string, string]>
  }>,
) {
  return {
    _type: 'productCards',
    _key: k(),
    heading,
    cards: cards.map((c) => ({
      _key: k(),
      product: c.product,
      title: c.title,
      body: pt(c.body, k),
      image: a.image(c.image, c.alt),
      ...(c.price ? { priceLabel: c.price } : {}),
      ...(c.badge ? { badge: c.badge } : {}),
      ctas: c.ctas.map(([label, to]) => cta(label, to, k)),
    })),
  }
}

export function images(
  a: SeedAssets,
  k: Key,
  type: 'gallery' | 'imageCarousel',
  heading: string,
  list: Array<[string, string, string?]>,
) {
  return {
    _type: type,
    _key: k(),
    heading,
    ...(type === 'gallery' ? { columns: 3 } : {}),
    images: list.map(([name, alt, caption], i) => ({
      _key: k(),
      ...a.image(name, alt, {
        ...(caption ? { caption } : {}),
        // Every other picture carries an editor's crop and hotspot.
        ...(i % 2 === 0
          ? {
              crop: { top: 0.1, bottom: 0.05, left: 0.12, right: 0.04 },
              hotspot: { x: 0.45, y: 0.35, width: 0.3, height: 0.3 },
            }
          : {}),
      }),
    })),
  }
}

export function slideshow(
  a: SeedAssets,
  k: Key,
  heading: string,
  slides: Array<{ heading: string; body: string; image: string; alt: string; cta?: [string, string] }>,
) {
  return {
    _type: 'slideshow',
    _key: k(),
    heading,
    autoplaySeconds: 6,
    slides: slides.map((s) => ({
      _key: k(),
      heading: s.heading,
      body: pt(s.body, k),
      image: a.image(s.image, s.alt),
      ...(s.cta ? { cta: cta(s.cta[0], s.cta[1], k) } : {}),
    })),
  }
}
