import { fileUrl } from '../../models/content/imageUrl.ts'
import type { Soundpack } from '../../models/content/index.ts'
import { AudioPlayer } from '../components/AudioPlayer.tsx'
import { ContentImage } from '../components/ContentImage.tsx'
import { PackDownload } from '../components/PackDownload.tsx'
import { SiteLink } from '../components/SiteLink.tsx'
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
                <SiteLink to={`/studio/sounds/${pack.slug.current}`}>{pack.title}</SiteLink>
              </h3>
              <p className="sound-card__genres">{pack.genres.join(' · ')}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** What is inside the pack: one clip per sound, each in its own player (decision 184). */
function Contents({ pack }: { pack: Soundpack }) {
  const cdn = useCdn()
  const items = pack.contents ?? []
  if (items.length === 0) return null
  return (
    <section className="container pack-contents" aria-labelledby="pack-contents">
      <h2 id="pack-contents" className="section-heading">
        What is inside
      </h2>
      <p className="pack-contents__lead">
        {items.length} of the {pack.sampleCount} sounds, to hear before you download.
      </p>
      <ol className="pack-contents__list">
        {items.map((item) => {
          const src = fileUrl(cdn, item.clip)
          const facts = [
            item.kind === 'one-shot' ? 'One-shot' : 'Loop',
            item.bpm ? `${item.bpm} BPM` : undefined,
            item.musicalKey,
          ].filter(Boolean)
          return (
            <li key={item._key} className="pack-item">
              <div className="pack-item__text">
                <h3 className="pack-item__title">{item.title}</h3>
                <p className="pack-item__facts">{facts.join(' · ')}</p>
              </div>
              {src ? (
                <AudioPlayer
                  src={src}
                  title={item.title}
                  seconds={item.durationSeconds}
                  waveform={item.waveform}
                />
              ) : null}
            </li>
          )
        })}
      </ol>
    </section>
  )
}

/** The soundpack page's header: cover, facts and the pack's action, then what is inside. */
function SoundpackDetail({ pack, headingHidden }: { pack: Soundpack; headingHidden: boolean }) {
  return (
    <>
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
            <dt>Sounds</dt>
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
            <dt>Licence</dt>
            <dd>
              Royalty-free: <SiteLink to="/legal/sound-licence">sound licence</SiteLink>
            </dd>
          </dl>
          <PackDownload pack={pack} />
        </div>
      </header>
      <Contents pack={pack} />
    </>
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
