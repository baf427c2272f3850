import type { DownloadsDocument } from '../../../models/content/index.ts'
import { formatVersion, sortLatestFirst } from '../../../models/content/semver.ts'
import { platforms } from '../../../models/routes/table.ts'
import { SiteLink } from '../../components/SiteLink.tsx'
import type { ShellPage } from '../../shell/types.ts'
import { platformNames, productName } from '../names.ts'
import { DownloadCard } from './DownloadCard.tsx'
import { PlatformTabs } from './PlatformTabs.tsx'

/** Every version of a product, latest first; /win and /mac narrow it to one platform. */
export default function DownloadList({
  shell,
  downloads,
}: {
  shell: ShellPage
  downloads: ReadonlyArray<DownloadsDocument>
}) {
  const product = shell.resolved.product ?? ''
  const platform = shell.resolved.platform
  const shown = platform ? [platform] : platforms
  const sorted = sortLatestFirst(downloads)
  const latest = sorted[0]
  const name = productName(product)
  return (
    <div className="page page--downloads container">
      <header className="page-header">
        <h1>
          Download {name}
          {platform ? ` for ${platformNames[platform]}` : ''}
        </h1>
        <p className="page-header__lead">
          Every release, latest first. Installers include a 30-day free trial.
        </p>
      </header>
      <PlatformTabs
        basePath={`/${product}/downloads`}
        platform={platform}
        resetScroll={shell.meta.scrollToTop}
      />
      {latest ? (
        <section aria-labelledby="latest-version" className="downloads-latest">
          <h2 id="latest-version">
            Latest: {name} {formatVersion(latest.semanticVersion)}
          </h2>
          <DownloadCard download={latest} platforms={shown} priority />
        </section>
      ) : null}
      <section aria-labelledby="all-versions">
        <h2 id="all-versions">All versions</h2>
        <table className="versions">
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Released</th>
              <th scope="col">Installers</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((d) => {
              const version = formatVersion(d.semanticVersion)
              return (
                <tr key={d._id}>
                  <th scope="row">
                    <SiteLink to={`/${product}/downloads/${version}`}>{version}</SiteLink>
                  </th>
                  <td>{d.productRelease.releaseDate}</td>
                  <td className="versions__links">
                    {shown.map((p) => (
                      <SiteLink
                        key={p}
                        to={`/${product}/downloads/${version}/${p}`}
                        aria-label={`${name} ${version} for ${platformNames[p]}`}
                      >
                        {platformNames[p]}
                      </SiteLink>
                    ))}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </section>
    </div>
  )
}
