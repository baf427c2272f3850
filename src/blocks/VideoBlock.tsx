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
 * Becomes true once the frame comes within a screen's height of the window: an autoplaying video's
 * element is made there, not while the page loads (decision 281).
 */
function useNearWindow(frame: React.RefObject<HTMLDivElement | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = frame.current
    if (!el || !enabled) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        setNear(true)
        observer.disconnect()
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [frame, enabled])
  return near
}

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

/**
 * Until it is wanted, a video is its poster (decision 281): the browser's player, with its controls'
 * styles and icons, is made when the visitor presses Play, or, for an autoplaying video, when it nears
 * the window. On a phone the player alone was half of the page's first style calculation.
 */
export default function VideoBlock({ block }: BlockProps<'videoBlock'>) {
  const cdn = useCdn()
  const ref = useRef<HTMLVideoElement>(null)
  const frame = useRef<HTMLDivElement>(null)
  // A visitor who paused it keeps it paused: scrolling away and back does not restart it.
  const [stopped, setStopped] = useState(false)
  const [playing, setPlaying] = useState(false)
  const [started, setStarted] = useState(false)
  const near = useNearWindow(frame, block.mediaTags.autoplay)
  const mounted = started || near
  usePlayWhenVisible(ref, mounted && block.mediaTags.autoplay && !stopped)
  // Pressed Play on the poster: the player starts, and keyboard focus moves onto its controls.
  useEffect(() => {
    const el = ref.current
    if (!started || !el) return
    el.focus()
    el.play().catch(() => {})
  }, [started])
  const srcOf = (m: VideoMedia | undefined) =>
    m ? (m.file ? fileUrl(cdn, m.file) : safeHttpUrl(m.url)) : undefined
  const sources = devices
    .map((d) => ({ ...d, m: block.media[d.key], src: srcOf(block.media[d.key]) }))
    .filter((s) => s.src)
  const poster = imageUrl(cdn, block.media.desktop.poster, { width: 1280, format: 'webp' })
  const tags = block.mediaTags
  const label = block.heading ?? block.caption ?? block.media.desktop.poster.altText
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
      <div className="video__frame" ref={frame}>
        {mounted ? null : tags.autoplay ? (
          <img
            className="video__player"
            src={poster}
            alt={block.media.desktop.poster.altText}
            width={1280}
            height={720}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <button
            type="button"
            className="video__start"
            aria-label={`Play video: ${label}`}
            onClick={() => setStarted(true)}
          >
            <img
              className="video__player"
              src={poster}
              alt=""
              width={1280}
              height={720}
              loading="lazy"
              decoding="async"
            />
            <span className="video__start-label">Play video</span>
          </button>
        )}
        {mounted ? (
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
            aria-label={label}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
          >
            {sources.map((s) => (
              <source key={s.key} src={s.src} media={s.media} type={s.m?.mimeType} />
            ))}
          </video>
        ) : null}
        {mounted && needsToggle ? (
          <button type="button" className="video__toggle" onClick={toggle}>
            {playing ? 'Pause video' : 'Play video'}
          </button>
        ) : null}
      </div>
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  )
}
