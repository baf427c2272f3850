import { type Platform, platforms } from '../../../models/routes/table.ts'
import { SiteLink } from '../../components/SiteLink.tsx'
import { platformNames } from '../names.ts'

/** "All platforms" plus one tab per platform under `basePath` (a downloads list or one version). */
export function PlatformTabs({
  basePath,
  platform,
  resetScroll,
}: {
  basePath: string
  platform: Platform | undefined
  resetScroll: boolean | undefined
}) {
  return (
    <nav aria-label="Platform" className="tabs">
      <SiteLink
        to={basePath}
        className="tabs__tab"
        resetScroll={resetScroll}
        aria-current={platform ? undefined : 'page'}
      >
        All platforms
      </SiteLink>
      {platforms.map((p) => (
        <SiteLink
          key={p}
          to={`${basePath}/${p}`}
          className="tabs__tab"
          resetScroll={resetScroll}
          aria-current={platform === p ? 'page' : undefined}
        >
          {platformNames[p]}
        </SiteLink>
      ))}
    </nav>
  )
}
