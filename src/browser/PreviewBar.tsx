/** The preview bar: says that drafts are shown, how the live link is doing, and offers the exit. */
import { withoutPreview } from '../../models/preview.ts'

export type PreviewStatus = 'loading' | 'live' | 'updating' | 'reconnecting' | 'failed'

const labels: Record<PreviewStatus, string> = {
  loading: 'Loading drafts…',
  live: 'Live: changes appear as they are saved',
  updating: 'Updating…',
  reconnecting: 'Connection lost, reconnecting…',
  failed: 'Preview unavailable for this page: showing published content',
}

export interface PreviewBarProps {
  readonly status: PreviewStatus
  readonly path: string
  readonly onRetry: () => void
}

export function PreviewBar({ status, path, onRetry }: PreviewBarProps) {
  const exit = `/api/preview/disable?redirect=${encodeURIComponent(withoutPreview(path))}`
  return (
    <aside className="preview-bar" aria-label="Preview mode">
      <strong className="preview-bar__title">Preview</strong>
      <span className="preview-bar__status" role="status" data-status={status}>
        {labels[status]}
      </span>
      {status === 'failed' ? (
        <button type="button" className="preview-bar__retry" onClick={onRetry}>
          Try again
        </button>
      ) : null}
      <a className="preview-bar__exit" href={exit}>
        Exit preview
      </a>
    </aside>
  )
}
