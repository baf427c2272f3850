/**
 * Which render a page gets (docs/decisions/275, 287). A content page has all its data before React
 * starts (the shell's loader awaits the page data and preloads every code-split view it uses), so there
 * is nothing to stream: it is rendered whole and sent as one string. So is an account or admin screen:
 * its loaders await the screen's reads and preload its code-split parts, and the frame's one lazy part
 * (the page views) mounts only in the browser. Sign-up and sign-in keep React's stream.
 */
import { routeKind } from '../ops/routeKind.ts'

export type RenderMode = 'whole' | 'stream'

const wholeKinds = new Set(['page', 'account', 'admin'])

/** The render for `pathname`: whole for content pages (and their 404s) and account screens, streamed for the rest. */
export function renderModeOf(pathname: string): RenderMode {
  return wholeKinds.has(routeKind(pathname)) ? 'whole' : 'stream'
}
