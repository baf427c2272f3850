import { fileUrl } from '../../../models/content/imageUrl.ts'
import type { DownloadsDocument } from '../../../models/content/index.ts'
import { formatVersion, releaseLines } from '../../../models/content/semver.ts'
import { type Platform, platforms } from '../../../models/routes/table.ts'
import { RichText } from '../../components/RichText.tsx'
import { SiteLink } from '../../components/SiteLink.tsx'
import { useCdn } from '../../content/ContentContext.ts'
import type { ReleaseEntry, ShellPage } from '../../shell/types.ts'
import { Breadcrumbs } from '../Breadcrumbs.tsx'
import { platformNames, productName } from '../names.ts'
import { ProductNav } from '../ProductNav.tsx'
import { DownloadCard } from './DownloadCard.tsx'
import { PlatformTabs } from './PlatformTabs.tsx'

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

function Release({
  download,
  shown,
  name,
}: {
  download: ReleaseEntry
  shown: ReadonlyArray<Platform>
  name: string
}) {
  const cdn = useCdn()
  const version = formatVersion(download.semanticVersion)
  const base = `/${download.product}/downloads/${version}`
  return (
    <li className="release" id={`v${version}`}>
      <h4 className="release__title">
        <SiteLink to={base}>{`${name} ${version}`}</SiteLink>{' '}
        <span className="release__date">released {download.releaseDate}</span>
      </h4>
      <RichText value={download.notes} className="rich-text release__notes" />
      <table className="installers">
        <caption className="visually-hidden">
          Installers of {name} {version}
        </caption>
        <thead>
          <tr>
            <th scope="col">Platform</th>
            <th scope="col">Installer</th>
            <th scope="col">SHA-256</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((platform) => {
            const installer = download.installers[platform]
            const href = fileUrl(cdn, installer.file)
            return (
              <tr key={platform}>
                <th scope="row">
                  <SiteLink to={`${base}/${platform}`}>{platformNames[platform]}</SiteLink>
                </th>
                <td>
                  {href ? (
                    <a href={href} download={installer.fileName} data-cta="download">
                      {installer.fileName}
                    </a>
                  ) : (
                    installer.fileName
                  )}{' '}
                  <span className="installers__size">{megabytes(installer.sizeBytes)}</span>
                </td>
                <td data-label="SHA-256">
                  <code className="checksum">{installer.sha256 ?? 'not published'}</code>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </li>
  )
}

/**
 * Every release of a product, grouped by release line (2.3, 2.2, …), newest first, each with its notes
 * and checksums (decision 186); /win and /mac narrow it to one platform.
 */
export default function DownloadList({
  shell,
  latest,
  releases,
}: {
  shell: ShellPage
  latest: DownloadsDocument
  releases: ReadonlyArray<ReleaseEntry>
}) {
  const product = shell.resolved.product ?? ''
  const platform = shell.resolved.platform
  const shown = platform ? [platform] : platforms
  const lines = releaseLines(releases)
  const name = productName(product)
  return (
    <div className="page page--downloads">
      <Breadcrumbs crumbs={shell.crumbs} />
      <ProductNav product={product} path={shell.path} />
      <div className="container">
        <header className="page-header">
          <h1>
            Download {name}
            {platform ? ` for ${platformNames[platform]}` : ''}
          </h1>
          <p className="page-header__lead">
            Every release, by release line, newest first. Installers include a 30-day free trial.
          </p>
        </header>
        <PlatformTabs
          basePath={`/${product}/downloads`}
          platform={platform}
          resetScroll={shell.meta.scrollToTop}
        />
        <section aria-labelledby="latest-version" className="downloads-latest">
          <h2 id="latest-version">
            Latest: {name} {formatVersion(latest.semanticVersion)}
          </h2>
          <DownloadCard download={latest} platforms={shown} priority />
        </section>
        <section aria-labelledby="all-versions">
          <h2 id="all-versions">All releases</h2>
          {lines.map((line, i) => (
            <details key={line.line} className="release-line" open={i === 0}>
              <summary>
                <h3 className="release-line__title">{`${name} ${line.line}`}</h3>
                <span className="release-line__facts">
                  {line.versions.length === 1 ? '1 release' : `${line.versions.length} releases`}, latest{' '}
                  {line.versions[0]?.releaseDate}
                </span>
              </summary>
              <ol className="release-list">
                {line.versions.map((d) => (
                  <Release key={d._id} download={d} shown={shown} name={name} />
                ))}
              </ol>
            </details>
          ))}
        </section>
      </div>
    </div>
  )
}
