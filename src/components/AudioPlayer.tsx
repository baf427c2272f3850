/**
 * One clip, played in the page (decision 184): a play/pause button, the clip's waveform as a slider
 * (click it, or move with the arrow keys, Home and End), and the time. One clip plays at a time on a
 * page. Audio loads only when played (`preload="none"`).
 */
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react'

/** The clip that is playing anywhere on the page; starting another pauses it. */
let playing: HTMLAudioElement | null = null

/** Bars drawn when the content has no waveform for the clip. */
const flat = Array.from({ length: 32 }, () => 30)

/** The waveform as one SVG path of vertical bars in a 100 × 40 box (peaks 0–100). */
function wavePath(peaks: ReadonlyArray<number>): string {
  const step = 100 / peaks.length
  return peaks
    .map((peak, i) => {
      const half = Math.max(1, Math.min(100, peak) / 5)
      const x = (i * step + step / 2).toFixed(2)
      return `M${x} ${(20 - half).toFixed(1)}V${(20 + half).toFixed(1)}`
    })
    .join('')
}

const clock = (seconds: number) => {
  const s = Math.max(0, Math.round(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

export function AudioPlayer({
  src,
  title,
  seconds,
  waveform,
  className,
}: {
  src: string
  title: string
  seconds: number
  waveform?: ReadonlyArray<number> | undefined
  className?: string
}) {
  const audio = useRef<HTMLAudioElement>(null)
  const [isPlaying, setPlaying] = useState(false)
  const [time, setTime] = useState(0)
  // The content's length until the file says its own (it may be missing from the content).
  const [length, setLength] = useState(seconds)
  const duration = length > 0 ? length : 1

  // While playing, follow the clip every frame: `timeupdate` alone moves the bar in jumps.
  useEffect(() => {
    if (!isPlaying) return
    let frame = requestAnimationFrame(function follow() {
      setTime(audio.current?.currentTime ?? 0)
      frame = requestAnimationFrame(follow)
    })
    return () => cancelAnimationFrame(frame)
  }, [isPlaying])

  const toggle = () => {
    const el = audio.current
    if (!el) return
    if (!el.paused) return el.pause()
    if (playing && playing !== el) playing.pause()
    playing = el
    el.play().catch(() => setPlaying(false))
  }
  const seek = (to: number) => {
    const el = audio.current
    const clamped = Math.min(duration, Math.max(0, to))
    if (el) el.currentTime = clamped
    setTime(clamped)
  }
  const onKey = (event: KeyboardEvent) => {
    const step = duration / 10
    const moves: Record<string, number> = {
      ArrowRight: time + step,
      ArrowUp: time + step,
      ArrowLeft: time - step,
      ArrowDown: time - step,
      PageUp: time + step * 3,
      PageDown: time - step * 3,
      Home: 0,
      End: duration,
    }
    const to = moves[event.key]
    if (to === undefined) return
    event.preventDefault()
    seek(to)
  }
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    seek(((event.clientX - box.left) / box.width) * duration)
  }
  const bars = waveform && waveform.length > 0 ? waveform : flat
  const progress = String(Math.min(1, time / duration))
  // Set through the CSSOM, not a style attribute: the CSP's style-src has no 'unsafe-inline' (decision 213).
  const wave = useRef<HTMLDivElement>(null)
  useEffect(() => {
    wave.current?.style.setProperty('--progress', progress)
  }, [progress])
  return (
    <div className={`player${className ? ` ${className}` : ''}`} data-playing={isPlaying || undefined}>
      <button
        type="button"
        className="player__toggle"
        aria-label={`${isPlaying ? 'Pause' : 'Play'} ${title}`}
        onClick={toggle}
      >
        <span className="player__icon" aria-hidden="true" />
      </button>
      <div
        className="player__wave"
        role="slider"
        tabIndex={0}
        aria-label={`Position in ${title}`}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration * 10) / 10}
        aria-valuenow={Math.round(time * 10) / 10}
        aria-valuetext={length > 0 ? `${clock(time)} of ${clock(duration)}` : clock(time)}
        onKeyDown={onKey}
        onPointerDown={onPointer}
        ref={wave}
      >
        {/* Twice: muted, and over it in colour up to the playhead (clipped by --progress in CSS). */}
        <svg className="player__svg" viewBox="0 0 100 40" preserveAspectRatio="none" aria-hidden="true">
          <path d={wavePath(bars)} />
        </svg>
        <svg
          className="player__svg player__svg--played"
          viewBox="0 0 100 40"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <path d={wavePath(bars)} />
        </svg>
      </div>
      <span className="player__time" aria-hidden="true">
        {length > 0 ? `${clock(time)} / ${clock(duration)}` : clock(time)}
      </span>
      {/* biome-ignore lint/a11y/useMediaCaption: instrumental clips have no speech to caption */}
      <audio
        ref={audio}
        preload="none"
        src={src}
        onLoadedMetadata={(event) => {
          const real = event.currentTarget.duration
          if (Number.isFinite(real) && real > 0) setLength(real)
        }}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false)
          setTime(0)
        }}
      />
    </div>
  )
}
