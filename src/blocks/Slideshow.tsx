import { useEffect, useState } from 'react'
import { ContentImage } from '../components/ContentImage.tsx'
import { RichText } from '../components/RichText.tsx'
import { Ctas } from './Ctas.tsx'
import type { BlockProps } from './types.ts'

/**
 * One slide at a time. Autoplay only when the editor asked for it, the visitor does not prefer reduced
 * motion, and it is not paused; a pause button is always offered while it plays (WCAG 2.2.2).
 */
export default function Slideshow({ block }: BlockProps<'slideshow'>) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const count = block.slides.length
  useEffect(() => {
    if (block.autoplaySeconds && !matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(true)
  }, [block.autoplaySeconds])
  useEffect(() => {
    if (!playing || !block.autoplaySeconds || count < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), block.autoplaySeconds * 1000)
    return () => clearInterval(timer)
  }, [playing, block.autoplaySeconds, count])
  if (count === 0) return null
  const label = block.heading ?? 'Slideshow'
  return (
    <section className="slideshow container" aria-roledescription="carousel" aria-label={label}>
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <div className="slideshow__viewport" aria-live={playing ? 'off' : 'polite'}>
        {block.slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: each slide is a group with a roledescription
          <div
            key={slide._key}
            className="slideshow__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${slide.heading}`}
            hidden={i !== index}
          >
            <ContentImage
              className="slideshow__image"
              image={slide.image}
              aspect={16 / 9}
              sizes="(min-width: 60rem) 55vw, 100vw"
            />
            <div className="slideshow__text">
              <h3>{slide.heading}</h3>
              {slide.body ? <RichText value={slide.body} /> : null}
              <Ctas ctas={slide.cta ? [slide.cta] : []} className="ctas ctas--compact" />
            </div>
          </div>
        ))}
      </div>
      <div className="slideshow__controls">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous slide"
          onClick={() => setIndex((index - 1 + count) % count)}
        >
          ‹
        </button>
        <span className="slideshow__count">
          {index + 1} / {count}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Next slide"
          onClick={() => setIndex((index + 1) % count)}
        >
          ›
        </button>
        {block.autoplaySeconds ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setPlaying(!playing)}
          >
            {playing ? 'Pause' : 'Play'}
          </button>
        ) : null}
      </div>
    </section>
  )
}
