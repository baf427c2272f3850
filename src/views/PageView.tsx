/**
 * The view of each of the 13 page types of spec §3. They share the section renderer and differ in
 * what frames it: a header, the product's latest installer, the soundpack grid, an article layout.
 */
import { downloadProducts } from '../../models/content/paths.ts'
import type { ContentType } from '../../models/routes/table.ts'
import { SiteLink } from '../components/SiteLink.tsx'
import type { ShellPage, ShellView } from '../shell/types.ts'
import { Breadcrumbs } from './Breadcrumbs.tsx'
import { innerViews } from './innerViews.ts'
import { productName } from './names.ts'
import { ProductNav, productOf } from './ProductNav.tsx'
import { ProductRelease } from './ProductRelease.tsx'
import { SearchResults } from './SearchResults.tsx'
import { opensWithHero, Sections } from './Sections.tsx'
import { TutorialCards } from './TutorialCards.tsx'

type PageViewData = Extract<ShellView, { kind: 'page' }>

const levelNames = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' } as const

function PageHeader({ page, hidden }: { page: PageViewData['page']; hidden: boolean }) {
  if (hidden) return null
  const facts = page.tutorial
  return (
    <header className="page-header container">
      <h1>{page.title}</h1>
      {facts ? (
        <p className="page-header__facts">
          <span className={`level level--${facts.level}`}>{levelNames[facts.level]}</span>
          <span>{facts.minutes} minutes</span>
        </p>
      ) : null}
      {page.description ? <p className="page-header__lead">{page.description}</p> : null}
    </header>
  )
}

function LatestDownload({ shell, view }: { shell: ShellPage; view: PageViewData }) {
  const product = shell.resolved.product
  const latest = view.latestDownloads.find((d) => d.product === product)
  if (!product || !latest) return null
  return (
    <aside className="container download-banner" aria-label="Latest version">
      <p>
        <strong>
          {productName(product)} {latest.version}
        </strong>{' '}
        is the latest version, released {latest.releaseDate}.
      </p>
      <SiteLink className="button" to={`/${product}/downloads`}>
        Download {productName(product)}
      </SiteLink>
    </aside>
  )
}

function LatestDownloadsTable({ view }: { view: PageViewData }) {
  // The suite's products: those with downloads paths (the dj product is not in the suite).
  const latest = view.latestDownloads.filter((d) =>
    (downloadProducts as ReadonlyArray<string>).includes(d.product),
  )
  if (latest.length === 0) return null
  return (
    <section className="container" aria-labelledby="latest-downloads">
      <h2 id="latest-downloads" className="section-heading">
        Latest installers
      </h2>
      <ul className="card-grid">
        {latest.map((d) => (
          <li key={d.product} className="card">
            <h3>{productName(d.product)}</h3>
            <p>
              Version {d.version} · {d.releaseDate}
            </p>
            <p className="ctas ctas--compact">
              <SiteLink className="button button--small" to={`/${d.product}/downloads/${d.version}/win`}>
                Windows
              </SiteLink>
              <SiteLink
                className="button button--small button--ghost"
                to={`/${d.product}/downloads/${d.version}/mac`}
              >
                macOS
              </SiteLink>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** What each page type adds around its sections. */
const frames: Partial<Record<ContentType, (shell: ShellPage, view: PageViewData) => React.ReactNode>> = {
  features: (shell, view) =>
    view.release ? <ProductRelease release={view.release} /> : <LatestDownload shell={shell} view={view} />,

  freeTrial: (shell, view) => <LatestDownload shell={shell} view={view} />,
  producerSuiteDownloads: (_shell, view) => <LatestDownloadsTable view={view} />,
  // The loader sends the grid's packs only when no sounds card container lists them (decision 284).
  sounds: (_shell, view) =>
    view.soundpacks.length ? <innerViews.soundpacks.View kind="grid" soundpacks={view.soundpacks} /> : null,
}

export function ContentPageView({ shell, view }: { shell: ShellPage; view: PageViewData }) {
  const { page } = view
  const type = shell.resolved.contentType
  const hero = opensWithHero(page.pageBuilder)
  const pack =
    type === 'soundpack' ? view.soundpacks.find((p) => p.slug.current === shell.resolved.slug) : undefined
  const article = type === 'howTo'
  const product = productOf(shell.path, shell.resolved.product)
  // The search page shows its own text (suggested pages) only until a query finds something.
  const sections = view.search?.results.length ? [] : page.pageBuilder
  const body = (
    <>
      {type === 'homepage' ? null : <Breadcrumbs crumbs={shell.crumbs} />}
      {product ? <ProductNav product={product} path={shell.path} /> : null}
      {pack ? (
        <innerViews.soundpacks.View kind="detail" pack={pack} headingHidden={hero} />
      ) : (
        <PageHeader page={page} hidden={hero} />
      )}
      {view.search ? <SearchResults search={view.search} /> : null}
      {view.tutorials ? (
        // The list screen: its opening, then the cards, then the rest of the page (decision 187).
        <>
          <Sections sections={sections.slice(0, 1)} path={shell.path} />
          <TutorialCards tutorials={view.tutorials} path={shell.path} />
          <Sections sections={sections.slice(1)} path={shell.path} continued />
        </>
      ) : (
        <Sections sections={sections} path={shell.path} />
      )}
      {frames[type]?.(shell, view)}
    </>
  )
  return article ? (
    <article className={`page page--${type}`}>{body}</article>
  ) : (
    <div className={`page page--${type}`}>{body}</div>
  )
}
