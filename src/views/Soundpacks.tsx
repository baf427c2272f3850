import { fileUrl } from '../../models/content/imageUrl.ts'
import type { Soundpack } from '../../models/content/index.ts'
import { ContentImage } from '../components/ContentImage.tsx'
import { useCdn } from '../content/ContentContext.ts'

function SoundpackGrid({ soundpacks }: { soundpacks: ReadonlyArray<Soundpack> }) {
  if (soundpacks.length === 0) return null
  return (
    <section className="container" aria-labelledby="all-soundpacks">
      <h2 id="all-soundpacks" className="section-heading">
        All soundpacks
      </h2>
      <ul className="card-grid card-grid--sounds">
        {soundpacks.map((pack) => (
          <li key={pack._id} className="card sound-card">
            <ContentImage
              className="sound-card__cover"
              image={pack.coverImage}
              aspect={1}
              sizes="(min-width: 60rem) 22vw, 100vw"
              maxWidth={640}
            />
            <div className="sound-card__body">
              <h3>
                <a href={`/studio/sounds/${pack.slug.current}`}>{pack.title}</a>
              </h3>
              <p className="sound-card__genres">{pack.genres.join(' · ')}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The soundpack page's header: cover, facts and the preview loop. */
function SoundpackDetail({ pack, headingHidden }: { pack: Soundpack; headingHidden: boolean }) {
  const cdn = useCdn()
  const preview = pack.previewAudio ? fileUrl(cdn, pack.previewAudio) : undefined
  return (
    <header className="soundpack container">
      <ContentImage
        className="soundpack__cover"
        image={pack.coverImage}
        aspect={1}
        sizes="(min-width: 60rem) 24rem, 100vw"
        priority={!headingHidden}
        maxWidth={768}
      />
      <div className="soundpack__text">
        {headingHidden ? <h2>{pack.title}</h2> : <h1>{pack.title}</h1>}
        <p className="page-header__lead">{pack.summary}</p>
        <dl className="facts">
          <dt>Samples</dt>
          <dd>{pack.sampleCount}</dd>
          <dt>Genres</dt>
          <dd>{pack.genres.join(', ')}</dd>
          {pack.bpmRange ? (
            <>
              <dt>Tempo</dt>
              <dd>
                {pack.bpmRange.min}–{pack.bpmRange.max} BPM
              </dd>
            </>
          ) : null}
          <dt>Price</dt>
          <dd>{pack.priceUsd === undefined ? 'Free for subscribers' : `$${pack.priceUsd}`}</dd>
        </dl>
        {preview ? (
          // biome-ignore lint/a11y/useMediaCaption: instrumental loops have no speech to caption
          <audio controls preload="none" src={preview} aria-label={`Preview ${pack.title}`} />
        ) : null}
      </div>
    </header>
  )
}

export type SoundpackViewProps =
  | { readonly kind: 'grid'; readonly soundpacks: ReadonlyArray<Soundpack> }
  | { readonly kind: 'detail'; readonly pack: Soundpack; readonly headingHidden: boolean }

/** Code-split (images and audio stay out of the initial JavaScript). */
export default function SoundpackView(props: SoundpackViewProps) {
  return props.kind === 'grid' ? (
    <SoundpackGrid soundpacks={props.soundpacks} />
  ) : (
    <SoundpackDetail {...props} />
  )
}
