import { useState } from 'react'
import { fileUrl } from '../../models/content/imageUrl.ts'
import type { Soundpack } from '../../models/content/index.ts'
import { ContentImage } from '../components/ContentImage.tsx'
import { useCdn } from '../content/ContentContext.ts'
import { LicenseModal } from './LicenseModal.tsx'
import type { BlockProps } from './types.ts'

export function SoundpackCard({ pack, onGet }: { pack: Soundpack; onGet?: (pack: Soundpack) => void }) {
  const cdn = useCdn()
  const preview = pack.previewAudio ? fileUrl(cdn, pack.previewAudio) : undefined
  const facts = [
    `${pack.sampleCount} samples`,
    pack.bpmRange ? `${pack.bpmRange.min}–${pack.bpmRange.max} BPM` : undefined,
    pack.priceUsd === undefined ? 'Free for subscribers' : `$${pack.priceUsd}`,
  ].filter(Boolean)
  return (
    <li className="card sound-card">
      <ContentImage
        className="sound-card__cover"
        image={pack.coverImage}
        aspect={1}
        sizes="(min-width: 60rem) 22vw, (min-width: 36rem) 45vw, 100vw"
        maxWidth={640}
      />
      <div className="sound-card__body">
        <h3>
          <a href={`/studio/sounds/${pack.slug.current}`}>{pack.title}</a>
        </h3>
        <p className="sound-card__genres">{pack.genres.join(' · ')}</p>
        <p className="sound-card__facts">{facts.join(' · ')}</p>
        {preview ? (
          // biome-ignore lint/a11y/useMediaCaption: instrumental loops have no speech to caption
          <audio
            controls
            preload="none"
            src={preview}
            aria-label={`Preview ${pack.title}`}
            className="sound-card__audio"
          />
        ) : null}
        {onGet ? (
          <button type="button" className="button button--small" onClick={() => onGet(pack)}>
            Get {pack.title}
          </button>
        ) : null}
      </div>
    </li>
  )
}

/** Soundpack cards; getting one first shows the licence terms in a modal dialog. */
export default function SoundsCardContainer({ block }: BlockProps<'soundsCardContainer'>) {
  const [chosen, setChosen] = useState<Soundpack | undefined>()
  return (
    <div className="container">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <ul className="card-grid card-grid--sounds">
        {block.soundpacks.map((pack) => (
          <SoundpackCard key={pack._id} pack={pack} onGet={block.licenseModal ? setChosen : undefined} />
        ))}
      </ul>
      {block.licenseModal && chosen ? (
        <LicenseModal modal={block.licenseModal} pack={chosen} onClose={() => setChosen(undefined)} />
      ) : null}
    </div>
  )
}
