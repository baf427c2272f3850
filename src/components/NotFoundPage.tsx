import { notFoundLinks, notFoundTexts } from '../../models/site.ts'
import { usePageView } from '../tracking/pageViews.ts'
import { Logo } from './Logo.tsx'
import { SiteLink as Link } from './SiteLink.tsx'

/**
 * Spec §2 not-found page; also shown for every other error (with status 500). The status and the
 * error message are in data attributes (the error data), not in the visible text.
 */
export function NotFoundPage({
  status = 404,
  message,
  gtmId = null,
  path,
}: {
  status?: 400 | 404 | 500
  message?: string
  /** Tag-manager id when tracking is on: a 404 is a page view like any other (src/tracking). */
  gtmId?: string | null
  path?: string
}) {
  usePageView(gtmId, path, notFoundTexts.title)
  return (
    <section
      className="not-found"
      aria-labelledby="not-found-heading"
      data-status={status}
      data-error-message={message}
    >
      <title>{notFoundTexts.title}</title>
      <div className="not-found__logo">
        <Logo animated size={96} />
      </div>
      <h1 id="not-found-heading">{notFoundTexts.heading}</h1>
      <p className="not-found__text">{notFoundTexts.text}</p>
      <ul className="not-found__links">
        {notFoundLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="button button--ghost">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default NotFoundPage
