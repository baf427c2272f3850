import { siteName } from '../../models/site.ts'
import { ConsentControl } from '../tracking/ConsentControl.tsx'
import { SiteLink as Link } from './SiteLink.tsx'

interface FooterGroup {
  readonly heading: string
  readonly links: ReadonlyArray<readonly [label: string, to: string]>
}

/** Everything a visitor looks for at the bottom of a page (decision 182). */
const groups: ReadonlyArray<FooterGroup> = [
  {
    heading: 'Products',
    links: [
      ['Studio', '/studio'],
      ['Sample', '/sample'],
      ['Hex FX', '/hex-fx'],
      ['DJ Pro', '/dj/pro'],
      ['Producer Suite', '/music-production/producer-suite'],
    ],
  },
  {
    heading: 'Learn',
    links: [
      ['Studio tutorials', '/studio/tutorials'],
      ['Sample tutorials', '/sample/tutorials'],
      ['Sounds', '/studio/sounds'],
      ['Search', '/search'],
    ],
  },
  {
    heading: 'Help',
    links: [
      ['Support', '/legal/contact#help'],
      ['Contact', '/legal/contact'],
      ['Careers', '/careers'],
    ],
  },
  {
    heading: 'Legal',
    links: [
      ['Terms and licence', '/legal/terms'],
      ['Privacy', '/legal/privacy'],
      ['Cookies', '/legal/privacy#cookies'],
      ['Sound licence', '/legal/sound-licence'],
    ],
  },
]

/** The footer's content; code-split behind SiteFooter (decision 032). */
export default function SiteFooterContent() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer" className="site-footer__groups">
          {groups.map((group) => (
            <div key={group.heading} className="site-footer__group">
              <h2 className="site-footer__heading">{group.heading}</h2>
              <ul className="site-footer__links">
                {group.links.map(([label, to]) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <section className="site-footer__cookies" aria-labelledby="footer-cookies">
          <h2 id="footer-cookies" className="site-footer__heading">
            Cookie choice
          </h2>
          <ConsentControl
            fallback={
              <p className="consent__text">
                This site sets only the cookies that keep you signed in: there are no analytics to choose. See{' '}
                <Link to="/legal/privacy#cookies">cookies</Link>.
              </p>
            }
          />
        </section>
        <p className="site-footer__legal">
          © {new Date().getUTCFullYear()} {siteName}. Made for people who make music.
        </p>
      </div>
    </footer>
  )
}
