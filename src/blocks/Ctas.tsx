import type { Cta } from '../../models/content/index.ts'
import { SiteLink } from '../components/SiteLink.tsx'

/** Calls to action; the first is primary. A link whose target is gone is not rendered. */
export function Ctas({
  ctas,
  className = 'ctas',
}: {
  ctas: ReadonlyArray<Cta> | undefined
  className?: string
}) {
  const usable = (ctas ?? []).filter((c) => c.href)
  if (usable.length === 0) return null
  return (
    <div className={className}>
      {usable.map((cta, i) => {
        const cls = i === 0 ? 'button' : 'button button--ghost'
        return cta.external ? (
          <a key={cta._key ?? cta.label} className={cls} href={cta.href} rel="noopener">
            {cta.label}
          </a>
        ) : (
          <SiteLink key={cta._key ?? cta.label} className={cls} to={cta.href ?? '/'}>
            {cta.label}
          </SiteLink>
        )
      })}
    </div>
  )
}
