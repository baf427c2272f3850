/**
 * Start's request handler, rendering each page as `renderModeOf` says (docs/decisions/275): content
 * pages with `renderToString` (one string, no React web stream, no router stream transform), the
 * other screens with the stream. Streaming a content page cost about a third of an uncached page's CPU
 * for the same bytes.
 */
import { createStartHandler, defaultRenderHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { renderModeOf } from './renderMode.ts'

export const renderApp = createStartHandler((context) =>
  renderModeOf(new URL(context.request.url).pathname) === 'whole'
    ? defaultRenderHandler(context)
    : defaultStreamHandler(context),
)
