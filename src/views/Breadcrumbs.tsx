import { SiteLink } from '../components/SiteLink.tsx'
import type { Crumb } from '../shell/types.ts'

export function Breadcrumbs({ crumbs }: { crumbs: ReadonlyArray<Crumb> }) {
  if (crumbs.length < 2) return null
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs container">
      <ol>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <li key={c.path} aria-current="page">
              {c.name}
            </li>
          ) : (
            <li key={c.path}>
              <SiteLink to={c.path}>{c.name}</SiteLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
