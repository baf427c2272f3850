import { useRef } from 'react'
import { ContentImage } from '../components/ContentImage.tsx'
import type { BlockProps } from './types.ts'

/** A scroll-snap track: swipe, trackpad and keyboard scroll work without script; buttons step it. */
export default function ImageCarousel({ block }: BlockProps<'imageCarousel'>) {
  const track = useRef<HTMLUListElement>(null)
  const step = (direction: 1 | -1) => {
    const el = track.current
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' })
  }
  const label = block.heading ?? 'Image carousel'
  return (
    <section className="carousel container" aria-roledescription="carousel" aria-label={label}>
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <ul
        className="carousel__track"
        ref={track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-reachable (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={`${label}: scroll for more images`}
      >
        {block.images.map((image, i) => (
          <li key={image._key ?? i} className="carousel__slide" aria-roledescription="slide">
            <ContentImage image={image} aspect={16 / 9} sizes="(min-width: 60rem) 60vw, 85vw" />
          </li>
        ))}
      </ul>
      <div className="carousel__controls">
        <button type="button" className="icon-button" onClick={() => step(-1)} aria-label="Previous images">
          ‹
        </button>
        <button type="button" className="icon-button" onClick={() => step(1)} aria-label="Next images">
          ›
        </button>
      </div>
    </section>
  )
}
