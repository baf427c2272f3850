import { primaryNav, siteName } from '../../models/site.ts'
import { ConsentControl } from '../tracking/ConsentControl.tsx'
import { SiteLink as Link } from './SiteLink.tsx'

/** The footer's content; code-split behind SiteFooter (decision 032). */
export default function SiteFooterContent() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/careers">Careers</Link>
            </li>
          </ul>
        </nav>
        <ConsentControl />
        <p className="site-footer__legal">
          © {new Date().getUTCFullYear()} {siteName}. Made for people who make music.
        </p>
      </div>
    </footer>
  )
}
