import { useEffect, useRef } from 'react'
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
  usePlayWhenVisible(ref, block.mediaTags.autoplay)
  const srcOf = (m: VideoMedia | undefined) =>
    m ? (m.file ? fileUrl(cdn, m.file) : safeHttpUrl(m.url)) : undefined
  const sources = devices
    .map((d) => ({ ...d, m: block.media[d.key], src: srcOf(block.media[d.key]) }))
    .filter((s) => s.src)
  const poster = imageUrl(cdn, block.media.desktop.poster, { width: 1280, format: 'webp' })
  const tags = block.mediaTags
  return (
    <figure className="video container">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
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
      >
        {sources.map((s) => (
          <source key={s.key} src={s.src} media={s.media} type={s.m?.mimeType} />
        ))}
      </video>
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  )
}
