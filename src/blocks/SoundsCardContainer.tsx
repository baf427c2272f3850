import { fileUrl } from '../../models/content/imageUrl.ts'
import type { LicenseModal, Soundpack } from '../../models/content/index.ts'
import { AudioPlayer } from '../components/AudioPlayer.tsx'
import { ContentImage } from '../components/ContentImage.tsx'
import { PackDownload } from '../components/PackDownload.tsx'
import { SiteLink } from '../components/SiteLink.tsx'
import { useCdn } from '../content/ContentContext.ts'
import type { BlockProps } from './types.ts'

/** A pack on the sounds page: cover, what it is, its preview loop, and its download (decision 184). */
export function SoundpackCard({ pack, licence }: { pack: Soundpack; licence?: LicenseModal | undefined }) {
  const cdn = useCdn()
  const preview = pack.previewAudio ? fileUrl(cdn, pack.previewAudio) : undefined
  const path = `/studio/sounds/${pack.slug.current}`
  const facts = [
    `${pack.sampleCount} sounds`,
    pack.bpmRange ? `${pack.bpmRange.min}–${pack.bpmRange.max} BPM` : undefined,
    pack.contents?.length ? `${pack.contents.length} to preview` : undefined,
  ].filter(Boolean)
  // The pack's own licence, or the one the editor set on the whole list.
  const withLicence = pack.licence || !licence ? pack : { ...pack, licence }
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
          <SiteLink to={path}>{pack.title}</SiteLink>
        </h3>
        <p className="sound-card__genres">{pack.genres.join(' · ')}</p>
        <p className="sound-card__facts">{facts.join(' · ')}</p>
        {preview ? <AudioPlayer src={preview} title={`${pack.title} preview`} seconds={0} /> : null}
        <PackDownload pack={withLicence} small />
        <SiteLink className="sound-card__more" to={path}>
          What is inside {pack.title}
        </SiteLink>
      </div>
    </li>
  )
}

/** Soundpack cards; a download first shows the pack's licence terms in a modal dialog. */
export default function SoundsCardContainer({ block }: BlockProps<'soundsCardContainer'>) {
  return (
    <div className="container">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <ul className="card-grid card-grid--sounds">
        {block.soundpacks.map((pack) => (
          <SoundpackCard key={pack._id} pack={pack} licence={block.licenseModal} />
        ))}
      </ul>
    </div>
  )
}
