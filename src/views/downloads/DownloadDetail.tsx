import type { DownloadsDocument, SystemRequirements } from '../../../models/content/index.ts'
import { formatVersion } from '../../../models/content/semver.ts'
import { type Platform, platforms } from '../../../models/routes/table.ts'
import { RichText } from '../../components/RichText.tsx'
import { SiteLink } from '../../components/SiteLink.tsx'
import type { DownloadSummary, ShellPage } from '../../shell/types.ts'
import { Breadcrumbs } from '../Breadcrumbs.tsx'
import { platformNames, productName } from '../names.ts'
import { ProductNav } from '../ProductNav.tsx'
import { DownloadCard } from './DownloadCard.tsx'
import { PlatformTabs } from './PlatformTabs.tsx'

function Requirements({ platform, req }: { platform: Platform; req: SystemRequirements }) {
  return (
    <div className="card requirements">
      <h3>{platformNames[platform]}</h3>
      <dl className="facts">
        <dt>Operating system</dt>
        <dd>{req.os}</dd>
        <dt>Processor</dt>
        <dd>{req.cpu}</dd>
        <dt>Memory</dt>
        <dd>{req.ramGb} GB RAM</dd>
        <dt>Disk space</dt>
        <dd>{req.diskGb} GB</dd>
      </dl>
      {req.notes ? <p className="requirements__notes">{req.notes}</p> : null}
    </div>
  )
}

/** One version (optionally one platform): download card, system requirements, notes, other versions. */
export default function DownloadDetail({
  shell,
  download,
  others,
}: {
  shell: ShellPage
  download: DownloadsDocument
  others: ReadonlyArray<DownloadSummary>
}) {
  const platform = shell.resolved.platform
  const shown = platform ? [platform] : platforms
  const version = formatVersion(download.semanticVersion)
  const product = download.product
  const name = productName(product)
  return (
    <div className="page page--download">
      <Breadcrumbs crumbs={shell.crumbs} />
      <ProductNav product={product} path={shell.path} />
      <div className="container">
        <header className="page-header">
          <h1>
            {name} {version}
            {platform ? ` for ${platformNames[platform]}` : ''}
          </h1>
          <p className="page-header__lead">Released {download.productRelease.releaseDate}.</p>
        </header>
        <PlatformTabs
          basePath={`/${product}/downloads/${version}`}
          platform={platform}
          resetScroll={shell.meta.scrollToTop}
        />
        <div className="download-detail">
          <DownloadCard download={download} platforms={shown} priority />
          <section aria-labelledby="requirements">
            <h2 id="requirements">System requirements</h2>
            <div className="requirements-grid">
              {shown.map((p) => (
                <Requirements key={p} platform={p} req={download.productRelease.systemRequirements[p]} />
              ))}
            </div>
          </section>
        </div>
        <section aria-labelledby="release-notes">
          <h2 id="release-notes">Release notes</h2>
          <RichText value={download.productRelease.notes} />
        </section>
        <nav aria-labelledby="other-versions" className="other-versions">
          <h2 id="other-versions">Other versions</h2>
          <ul>
            {others.map((o) => (
              <li key={o.version}>
                <SiteLink
                  to={`/${product}/downloads/${o.version}${platform ? `/${platform}` : ''}`}
                  aria-current={o.version === version ? 'page' : undefined}
                >
                  {o.version}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
