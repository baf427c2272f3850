/**
 * Which render a page gets (docs/decisions/275). A content page has all its data before React starts
 * (the shell's loader awaits the page data and preloads every code-split view it uses), so there is
 * nothing to stream: it is rendered whole and sent as one string. Account, admin and sign-in screens
 * keep React's stream: their frames load parts lazily (React.lazy), which a whole render would leave
 * to the browser instead of waiting for them.
 */
import { routeKind } from '../ops/routeKind.ts'

export type RenderMode = 'whole' | 'stream'

/** The render for `pathname`: whole for content pages (and their 404s), streamed for the rest. */
export function renderModeOf(pathname: string): RenderMode {
  return routeKind(pathname) === 'page' ? 'whole' : 'stream'
}
