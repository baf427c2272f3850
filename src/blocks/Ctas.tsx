import type { Cta } from '../../models/content/index.ts'
import { SiteLink } from '../components/SiteLink.tsx'

/**
 * Calls to action; the first is primary. A link whose target is gone is not rendered. Each carries
 * what it does in `data-cta` (page, external, checkout, trial, planChange: decision 181), which the
 * call-to-action crawl follows. Content pages go through the router; the store, sign-up and the
 * account are whole-document loads (the account and sign-up decide on the server who you are).
 */
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
        const key = cta._key ?? cta.label
        const props = { className: i === 0 ? 'button' : 'button button--ghost', 'data-cta': cta.kind }
        return cta.kind === 'page' ? (
          <SiteLink key={key} {...props} to={cta.href ?? '/'}>
            {cta.label}
          </SiteLink>
        ) : (
          <a key={key} {...props} href={cta.href} rel={cta.kind === 'external' ? 'noopener' : undefined}>
            {cta.label}
          </a>
        )
      })}
    </div>
  )
}
