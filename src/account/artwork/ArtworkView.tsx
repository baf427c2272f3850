import { maxPromptLength, resolutions } from '../../../models/accounts/aiRules.ts'
import type { SignedInRead } from '../guard.ts'
import { AccountPage } from '../kit/AccountPage.tsx'
import type { MessageOverrides } from '../kit/messages.ts'
import { Problem } from '../kit/Notices.tsx'
import type { AccountSearch } from '../kit/search.ts'
import type { ArtworkStatus, ArtworkStatusRead } from './types.ts'
import type { ArtworkGeneration } from './useArtworkGeneration.ts'

export const artworkMessages: MessageOverrides = {
  codes: {
    2000: 'Your account cannot generate artwork. It needs a current licence.',
    2012: `Please keep the description under ${maxPromptLength} characters and pick one of the sizes offered.`,
    2013: 'Please describe the artwork you want first.',
    5023: 'Please describe the artwork in plain words, without HTML tags such as <b>.',
  },
  statuses: { 503: 'The image service is not available right now. Please try again in a few minutes.' },
}

/** Why a customer may not generate artwork, by the proxy's reason token (decision 088). */
export const ineligibleReasons: Readonly<Record<string, string>> = {
  no_license:
    'AI artwork comes with a Pulsewave licence, and your account has none yet. Register a product or start a trial on your licences page.',
  provider_unavailable: 'The image service is not available right now. Please try again in a few minutes.',
}
const otherReason = 'Your account cannot generate artwork at the moment.'

function Generator({ generation }: { generation: ArtworkGeneration }) {
  return (
    <div className="artwork account-page__card">
      <form
        method="post"
        onSubmit={generation.onSubmit}
        {...generation.mark}
        className="artwork__form"
        aria-describedby="artwork-help"
      >
        <label htmlFor="prompt">Describe the artwork</label>
        <textarea id="prompt" name="prompt" required maxLength={maxPromptLength} rows={3} />
        <p id="artwork-help" className="account-page__muted">
          Plain words, up to {maxPromptLength} characters. Generating takes a few seconds.
        </p>
        <label htmlFor="resolution">Size</label>
        <select id="resolution" name="resolution" defaultValue="1024x1024">
          {resolutions.map((r) => (
            <option key={r} value={r}>
              {r.replace('x', ' × ')} pixels
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="button"
          disabled={!generation.canGenerate}
          aria-busy={generation.busy}
        >
          Generate
        </button>
      </form>
      <div aria-live="polite">
        {generation.busy && (
          <div className="artwork__progress" data-state="generating">
            <progress aria-label="Generating your artwork" />
            <span>Generating your artwork…</span>{' '}
            <button type="button" className="button button--ghost" onClick={generation.cancel}>
              Cancel
            </button>
          </div>
        )}
        {generation.cancelled && (
          <p className="account-page__notice" data-state="cancelled">
            Cancelled. Nothing was generated.
          </p>
        )}
        {generation.artwork && (
          <figure className="artwork__result" data-state="done">
            <img src={generation.artwork.src} alt="Your generated artwork" width={512} height={512} />
            <figcaption>
              <a className="button" href={generation.artwork.src} download={generation.artwork.fileName}>
                Download the image
              </a>
            </figcaption>
          </figure>
        )}
      </div>
      {generation.failure && (
        <Problem failure={generation.failure} overrides={artworkMessages} onRetry={generation.retry} />
      )}
    </div>
  )
}

function Ineligible({ status }: { status: ArtworkStatus }) {
  return (
    <p className="account-page__notice account-page__notice--problem" data-field="ineligible" role="status">
      {(status.reason && ineligibleReasons[status.reason]) || otherReason}{' '}
      {status.reason === 'no_license' && <a href="/account/licences">Your licences</a>}
    </p>
  )
}

/** /account/artwork: the provider's status for the customer first, then the generator when eligible. */
export function ArtworkView({
  read,
  generation,
  search,
}: {
  read: SignedInRead<ArtworkStatusRead>
  generation: ArtworkGeneration
  search: AccountSearch
}) {
  return (
    <AccountPage
      id="artwork"
      title="AI artwork"
      read={read}
      notices={{ search, done: {} }}
      overrides={artworkMessages}
      before={<p>Cover art for your tracks and sets, generated from a description.</p>}
    >
      {(status) => (status.eligible ? <Generator generation={generation} /> : <Ineligible status={status} />)}
    </AccountPage>
  )
}
