import { dayTime } from '../../views/dates.ts'
import type { SupportAccessLine } from './types.ts'

/** Support's recent looks at the account, in plain words (decision 252); nothing when there were none. */
export function SupportAccess({ lines }: { lines: ReadonlyArray<SupportAccessLine> }) {
  if (lines.length === 0) return null
  return (
    <section
      className="account-page__card overview__part"
      aria-labelledby="support-access-heading"
      data-part="support-access"
    >
      <h2 id="support-access-heading">Support access</h2>
      <ul className="overview__list">
        {lines.map((line) => (
          <li key={line.at} data-access>
            {line.who} from our support team looked at {line.what} on {dayTime(line.at)} (UTC).
          </li>
        ))}
      </ul>
      <p className="overview__more">
        Support looks at an account only to help with a question about it, and changes nothing while looking.
      </p>
    </section>
  )
}
