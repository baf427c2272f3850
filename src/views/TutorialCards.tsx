/** The tutorials list screen's cards: thumbnail, level, length and what you will learn (decision 187). */
import type { TutorialSummary } from '../../models/content/index.ts'
import { pagePath } from '../../models/content/paths.ts'
import { ContentImage } from '../components/ContentImage.tsx'
import { SiteLink } from '../components/SiteLink.tsx'

const levels = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' } as const
const order = { beginner: 0, intermediate: 1, advanced: 2 } as const

/** Beginners first, then the shorter ones. */
function byLevel(a: TutorialSummary, b: TutorialSummary): number {
  const level = (t: TutorialSummary) => (t.tutorial ? order[t.tutorial.level] : 3)
  return level(a) - level(b) || (a.tutorial?.minutes ?? 99) - (b.tutorial?.minutes ?? 99)
}

export function TutorialCards({
  tutorials,
  path,
}: {
  tutorials: ReadonlyArray<TutorialSummary>
  /** The page showing the list: a tutorial itself lists the others. */
  path: string
}) {
  const shown = tutorials
    .map((t) => ({ t, to: pagePath(t) }))
    .filter((x): x is { t: TutorialSummary; to: string } => x.to !== undefined && x.to !== path)
    .sort((a, b) => byLevel(a.t, b.t))
  if (shown.length === 0) return null
  const isList = !tutorials.some((t) => pagePath(t) === path)
  return (
    <section className="container tutorials" aria-labelledby="tutorial-list">
      <h2 id="tutorial-list" className="section-heading">
        {isList ? 'All tutorials' : 'More tutorials'}
      </h2>
      <ul className="card-grid tutorial-grid">
        {shown.map(({ t, to }) => (
          <li key={t._id} className="card tutorial-card">
            {t.tutorial ? (
              <ContentImage
                className="tutorial-card__thumb"
                image={t.tutorial.thumbnail}
                aspect={16 / 9}
                sizes="(min-width: 60rem) 22rem, 100vw"
                maxWidth={640}
              />
            ) : null}
            <div className="tutorial-card__body">
              {t.tutorial ? (
                <p className="tutorial-card__meta">
                  <span className={`level level--${t.tutorial.level}`}>{levels[t.tutorial.level]}</span>
                  <span>{t.tutorial.minutes} min</span>
                </p>
              ) : null}
              <h3 className="tutorial-card__title">
                <SiteLink to={to}>{t.title}</SiteLink>
              </h3>
              {t.description ? <p>{t.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
