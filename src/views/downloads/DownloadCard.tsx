import { useLoaderData } from '@tanstack/react-router'
import { fileUrl } from '../../../models/content/imageUrl.ts'
import type { DownloadsDocument } from '../../../models/content/index.ts'
import { formatVersion } from '../../../models/content/semver.ts'
import type { Platform } from '../../../models/routes/table.ts'
import { installerAction } from '../../account/downloads/types.ts'
import { ContentImage } from '../../components/ContentImage.tsx'
import { RichText } from '../../components/RichText.tsx'
import { useCdn } from '../../content/ContentContext.ts'
import { platformNames, productName } from '../names.ts'

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(bytes >= 10_000_000 ? 0 : 1)} MB`
}

/** The software download card: artwork, installer buttons per platform and the card's footers. */
export function DownloadCard({
  download,
  platforms,
  priority = false,
  viaAccount = true,
}: {
  download: DownloadsDocument
  platforms: ReadonlyArray<Platform>
  priority?: boolean
  /** False for products the download-assets service has no installers of (the dj product). */
  viaAccount?: boolean
}) {
  const cdn = useCdn()
  const session = useLoaderData({ from: '__root__' })
  const signedIn = viaAccount && session?.state === 'loggedIn'
  const card = download.softwareDownloadCard
  const version = formatVersion(download.semanticVersion)
  return (
    <div className="card download-card">
      <ContentImage
        className="download-card__image"
        image={card.image}
        aspect={16 / 9}
        sizes="(min-width: 60rem) 28rem, 100vw"
        priority={priority}
        maxWidth={960}
      />
      <div className="download-card__body">
        {card.headline ? <p className="download-card__headline">{card.headline}</p> : null}
        <ul className="download-card__installers">
          {platforms.map((platform) => {
            const installer = download.productRelease.installers[platform]
            const href = fileUrl(cdn, installer.file)
            return (
              <li key={platform}>
                {signedIn ? (
                  // Signed in: through the site, so the download lands in the customer's history (decision 122).
                  <form
                    method="post"
                    action={installerAction(download.product, version, platform)}
                    className="download-card__account"
                  >
                    <button type="submit" className="button">
                      Download for {platformNames[platform]}
                      <span className="visually-hidden">
                        : {productName(download.product)} {version}
                      </span>
                    </button>
                    <label>
                      <input type="checkbox" name="core" value="1" /> Include the core pack
                    </label>
                  </form>
                ) : href ? (
                  <a className="button" href={href} download={installer.fileName} data-cta="download">
                    Download for {platformNames[platform]}
                    <span className="visually-hidden">
                      : {productName(download.product)} {version}
                    </span>
                  </a>
                ) : null}
                <span className="download-card__file">
                  {installer.fileName} · {megabytes(installer.sizeBytes)}
                </span>
                {installer.sha256 ? (
                  <span className="download-card__checksum">
                    SHA-256 <code>{installer.sha256}</code>
                  </span>
                ) : null}
              </li>
            )
          })}
        </ul>
        {card.footers.map((footer) => (
          <RichText
            key={footer._key}
            value={footer.body}
            className={`rich-text download-card__footer download-card__footer--${footer.variant}`}
          />
        ))}
      </div>
    </div>
  )
}
