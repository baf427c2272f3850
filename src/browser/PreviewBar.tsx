/** The preview bar: says that drafts are shown, how the live link is doing, and offers the exit. */
import { useLayoutEffect, useRef } from 'react'
import { withoutPreview } from '../../models/preview.ts'

export type PreviewStatus = 'loading' | 'live' | 'updating' | 'reconnecting' | 'halted' | 'failed'

const labels: Record<PreviewStatus, string> = {
  loading: 'Loading drafts…',
  live: 'Live: changes appear as they are saved',
  updating: 'Updating…',
  reconnecting: 'Connection lost, reconnecting…',
  halted: 'Live updates stopped',
  failed: 'Preview unavailable for this page: showing published content',
}

export interface PreviewBarProps {
  readonly status: PreviewStatus
  readonly path: string
  /** The machine takes `preview.retry` now (failed, or live updates halted). */
  readonly canRetry: boolean
  readonly onRetry: () => void
  /** Why live updates stopped (the listener's error), shown with `halted`. */
  readonly reason?: string | undefined
}

/**
 * The bar floats over the bottom of the window, so it tells the page how much room it takes
 * (`--preview-bar-space` on <html>): the page can then scroll its end clear of the bar, and focus never
 * scrolls a control under it (src/styles/preview.css).
 */
function useRoomAtTheBottom() {
  const bar = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const element = bar.current
    if (!element) return
    const root = document.documentElement
    const measure = () => {
      const gap = window.innerHeight - element.getBoundingClientRect().top
      root.style.setProperty('--preview-bar-space', `${Math.ceil(gap)}px`)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      removeEventListener('resize', measure)
      root.style.removeProperty('--preview-bar-space')
    }
  }, [])
  return bar
}

export function PreviewBar({ status, path, canRetry, onRetry, reason }: PreviewBarProps) {
  const exit = `/api/preview/disable?redirect=${encodeURIComponent(withoutPreview(path))}`
  const bar = useRoomAtTheBottom()
  return (
    <aside ref={bar} className="preview-bar" aria-label="Preview mode">
      <strong className="preview-bar__title">Preview</strong>
      <span className="preview-bar__status" role="status" data-status={status}>
        {labels[status]}
        {status === 'halted' && reason ? `: ${reason}` : null}
      </span>
      {canRetry ? (
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
