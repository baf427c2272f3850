/**
 * The browser's side of tracking consent (docs/decisions/130): one question to the site's endpoint per
 * page load, and the visitor's choice from the footer's consent form sent without leaving the page.
 * Used only when GTM_ID is set (the page data carries the id), inside the shell's code-split chunk.
 * The latest answer wins: a choice made while the first question is in flight replaces its answer.
 */
import {
  type Consent,
  type ConsentDecision,
  consentEndpoint,
  parseConsent,
  readDecision,
  refusedDecision,
} from '../../models/trackingConsent.ts'

let current: Promise<ConsentDecision> | undefined
let latest: ConsentDecision | undefined
let asked = 0

/** Shows the state on the page: tests wait on the root's marker; the form marks the chosen button. */
function show(decision: ConsentDecision): void {
  document.documentElement.dataset.tracking = decision.allow ? 'allowed' : 'refused'
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-consent-form]')) {
    form.dataset.consent = decision.consent ?? 'unset'
    for (const button of form.querySelectorAll('button[value]'))
      button.setAttribute('aria-pressed', String(button.getAttribute('value') === decision.consent))
  }
}

function ask(init?: RequestInit): Promise<ConsentDecision> {
  const turn = ++asked
  current = fetch(consentEndpoint, {
    cache: 'no-store',
    ...init,
    headers: { accept: 'application/json', ...init?.headers },
  })
    .then(async (response) => {
      if (!response.ok) {
        void response.body?.cancel()
        return refusedDecision()
      }
      return readDecision(await response.json())
    })
    .catch(() => refusedDecision())
    .then((decision) => {
      if (turn === asked) {
        latest = decision
        show(decision)
      }
      return latest ?? decision
    })
  return current
}

/** The decision for this visitor; asked once per page load, then kept until they choose again. */
export function trackingDecision(): Promise<ConsentDecision> {
  return current ?? ask()
}

/** True only while the latest known decision allows tracking (a withdrawal stops it at once). */
export const trackingAllowed = (): boolean => latest?.allow === true

export function chooseConsent(consent: Consent): Promise<ConsentDecision> {
  return ask({ method: 'POST', body: new URLSearchParams({ consent }) })
}

let installed = false

/**
 * Takes over the footer's consent form (a plain POST form that works without JavaScript): the choice is
 * sent in the background and `onChange` runs with the new decision.
 */
export function installConsentForm(onChange: (decision: ConsentDecision) => void): void {
  if (installed) return
  installed = true
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement | null
    if (!form?.matches?.('form[data-consent-form]')) return
    const consent = parseConsent((event.submitter as HTMLButtonElement | null)?.value)
    if (!consent) return
    event.preventDefault()
    void chooseConsent(consent).then(onChange)
  })
}
