/**
 * The download section of a product page that has no downloads paths (the dj product, decision 180):
 * the latest release's installers with their checksums, and its notes.
 */
import type { DownloadsDocument } from '../../models/content/index.ts'
import { formatVersion } from '../../models/content/semver.ts'
import { platforms } from '../../models/routes/table.ts'
import { RichText } from '../components/RichText.tsx'
import { DownloadCard } from './downloads/DownloadCard.tsx'
import { productName } from './names.ts'

export function ProductRelease({ release }: { release: DownloadsDocument }) {
  const name = productName(release.product)
  const version = formatVersion(release.semanticVersion)
  return (
    <section id="download" className="container product-release" aria-labelledby="download-heading">
      <h2 id="download-heading" className="section-heading">
        Download {name} {version}
      </h2>
      <p className="page-header__lead">
        Released {release.productRelease.releaseDate}. The installer includes the 30-day free trial.
      </p>
      <div className="download-detail">
        <DownloadCard download={release} platforms={platforms} viaAccount={false} />
        <div className="release-notes">
          <RichText value={release.productRelease.notes} />
        </div>
      </div>
    </section>
  )
}
