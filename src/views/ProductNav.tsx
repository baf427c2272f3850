/**
 * A product's own menu on every page that belongs to it (decision 182): overview, pricing, free trial,
 * tutorials, sounds and downloads where the product has them. The dj product's are sections of its one
 * page (decision 180). The item of the current page, or of the page it is within, stays marked.
 */
import { currentNav, type NavLink } from '../../models/site.ts'
import { SiteLink } from '../components/SiteLink.tsx'
import { productName } from './names.ts'

const withPages = ['studio', 'sample', 'hex-fx']

/** The menu of a product value, or of the Producer Suite (`producer-suite`). */
export function productNavItems(product: string): ReadonlyArray<NavLink> {
  if (product === 'producer-suite')
    return [
      { label: 'Overview', to: '/music-production/producer-suite' },
      { label: 'Downloads', to: '/music-production/producer-suite/downloads' },
    ]
  const base = `/${product}`
  if (!withPages.includes(product))
    return [
      { label: 'Overview', to: base },
      { label: 'Pricing', to: `${base}#pricing` },
      { label: 'Free trial', to: `${base}#free-trial` },
      { label: 'Downloads', to: `${base}#download` },
    ]
  return [
    { label: 'Overview', to: base },
    { label: 'Pricing', to: `${base}/pricing` },
    { label: 'Free trial', to: `${base}/free-trial` },
    ...(product === 'studio' || product === 'sample'
      ? [{ label: 'Tutorials', to: `${base}/tutorials` }]
      : []),
    ...(product === 'studio' ? [{ label: 'Sounds', to: `${base}/sounds` }] : []),
    { label: 'Downloads', to: `${base}/downloads` },
  ]
}

export function ProductNav({ product, path }: { product: string; path: string }) {
  const items = productNavItems(product)
  const current = currentNav(path, items)
  const name = product === 'producer-suite' ? 'Producer Suite' : productName(product)
  return (
    <nav className="product-nav container" aria-label={name}>
      <p className="product-nav__name" aria-hidden="true">
        {name}
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <SiteLink
              to={item.to}
              className="product-nav__link"
              aria-current={item !== current ? undefined : path === item.to ? 'page' : 'true'}
            >
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The menu a page shows: its product's, the suite's on the suite pages, none elsewhere. */
export function productOf(path: string, product: string | undefined): string | undefined {
  if (product) return product
  return path.startsWith('/music-production/producer-suite') ? 'producer-suite' : undefined
}
