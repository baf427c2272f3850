import { fileUrl } from '../../models/content/imageUrl.ts'
import { AudioPlayer } from '../components/AudioPlayer.tsx'
import { ContentImage } from '../components/ContentImage.tsx'
import { useCdn } from '../content/ContentContext.ts'
import type { BlockProps } from './types.ts'

function duration(seconds: number): string {
  const s = Math.round(seconds)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/** Playable previews: one player per clip (waveform, play/pause, keyboard seek), loaded on demand. */
export default function AudioPreviewContainer({ block }: BlockProps<'audioPreviewContainer'>) {
  const cdn = useCdn()
  return (
    <div className="container">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <ul className="audio-list">
        {block.previews.map((preview) => {
          const src = fileUrl(cdn, preview.audio)
          const facts = [
            preview.bpm ? `${preview.bpm} BPM` : undefined,
            preview.musicalKey,
            preview.durationSeconds ? duration(preview.durationSeconds) : undefined,
          ].filter(Boolean)
          return (
            <li key={preview._key} className="card audio-preview">
              {preview.artwork ? (
                <ContentImage
                  className="audio-preview__art"
                  image={preview.artwork}
                  aspect={1}
                  sizes="4rem"
                  maxWidth={128}
                />
              ) : null}
              <div className="audio-preview__meta">
                <h3 className="audio-preview__title">{preview.title}</h3>
                {facts.length ? <p className="audio-preview__facts">{facts.join(' · ')}</p> : null}
              </div>
              {src ? (
                <AudioPlayer
                  className="audio-preview__player"
                  src={src}
                  title={preview.title}
                  seconds={preview.durationSeconds ?? 0}
                />
              ) : null}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
