import { useEffect, useRef, useState } from 'react'
import { fileUrl, imageUrl } from '../../models/content/imageUrl.ts'
import type { VideoMedia } from '../../models/content/index.ts'
import { useCdn } from '../content/ContentContext.ts'
import { safeHttpUrl } from '../views/urls.ts'
import type { BlockProps } from './types.ts'

/** Media per device size: the browser picks the first <source> whose media query matches. */
const devices = [
  { key: 'mobile', media: '(max-width: 599px)' },
  { key: 'tablet', media: '(max-width: 1023px)' },
  { key: 'desktop', media: undefined },
] as const

/**
 * Autoplay as the editor asked, but only while the video is on screen and the visitor does not prefer
 * reduced motion: nothing is downloaded for a video nobody scrolled to.
 */
function usePlayWhenVisible(video: React.RefObject<HTMLVideoElement | null>, enabled: boolean) {
  useEffect(() => {
    const el = video.current
    if (!el || !enabled || matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) el.play().catch(() => {})
        else el.pause()
      },
      { threshold: 0.5 },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [video, enabled])
}

export default function VideoBlock({ block }: BlockProps<'videoBlock'>) {
  const cdn = useCdn()
  const ref = useRef<HTMLVideoElement>(null)
  // A visitor who paused it keeps it paused: scrolling away and back does not restart it.
  const [stopped, setStopped] = useState(false)
  const [playing, setPlaying] = useState(false)
  usePlayWhenVisible(ref, block.mediaTags.autoplay && !stopped)
  const srcOf = (m: VideoMedia | undefined) =>
    m ? (m.file ? fileUrl(cdn, m.file) : safeHttpUrl(m.url)) : undefined
  const sources = devices
    .map((d) => ({ ...d, m: block.media[d.key], src: srcOf(block.media[d.key]) }))
    .filter((s) => s.src)
  const poster = imageUrl(cdn, block.media.desktop.poster, { width: 1280, format: 'webp' })
  const tags = block.mediaTags
  // Moving content without the browser's controls gets a pause button of its own (WCAG 2.2.2).
  const needsToggle = tags.autoplay || (tags.loop && !tags.controls)
  const toggle = () => {
    const el = ref.current
    if (!el) return
    setStopped(!el.paused)
    if (el.paused) el.play().catch(() => {})
    else el.pause()
  }
  return (
    <figure className="video container">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <div className="video__frame">
        <video
          className="video__player"
          poster={poster}
          ref={ref}
          loop={tags.loop}
          muted={tags.muted || tags.autoplay}
          controls={tags.controls || !tags.autoplay}
          playsInline={tags.playsInline}
          preload="none"
          width={1280}
          height={720}
          aria-label={block.heading ?? block.caption ?? block.media.desktop.poster.altText}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          {sources.map((s) => (
            <source key={s.key} src={s.src} media={s.media} type={s.m?.mimeType} />
          ))}
        </video>
        {needsToggle ? (
          <button type="button" className="video__toggle" onClick={toggle}>
            {playing ? 'Pause video' : 'Play video'}
          </button>
        ) : null}
      </div>
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  )
}
